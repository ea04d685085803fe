import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, server } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { product } from '../test-fixtures.ts';
import { CustomPricingDialog } from './custom-pricing-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const VENUES = [
  { id: 1, venue: 'Alpha Deli', status: 'active', venueType: 'Cafe' },
  { id: 2, venue: 'Zetland Greens', status: 'active', venueType: 'Restaurant' },
];

type Call = { method: string; path: string; body: unknown };

/** The venues list and custom price writes; a POST for `failing` venues answers 500. */
function fakeApi(failing: Set<number>) {
  const calls: Call[] = [];
  let nextId = 100;
  server.use(
    http.get('/api/venues', () => json(200, { venues: VENUES })),
    http.post('/api/custom-pricing', async ({ request }) => {
      const body = (await request.json()) as { venueId: number };
      calls.push({ method: 'POST', path: '/custom-pricing', body });
      if (failing.has(body.venueId)) return json(500, { errors: [{ message: 'Internal error' }] });
      const id = nextId++;
      return json(201, { ...body, id, customPriceId: id });
    }),
  );
  return calls;
}

function renderDialog(onClose = vi.fn()) {
  renderWithProviders(<CustomPricingDialog product={product(7, { gstExempt: true })} onClose={onClose} />);
  return onClose;
}

async function addRow(user: ReturnType<typeof userEvent.setup>, index: number, venue: string, price: string) {
  await user.click(screen.getByRole('button', { name: 'Add Venue' }));
  const row = screen.getByRole('group', { name: `Custom price row ${index}` });
  await user.click(within(row).getByRole('combobox', { name: 'Venue' }));
  await user.click(await screen.findByRole('option', { name: venue }));
  await user.type(within(row).getByRole('textbox', { name: 'Price (Ex. GST)' }), price);
}

// MUI's first render of a file and several dialogs' worth of typing take long on a loaded two-core machine.
describe('CustomPricingDialog', () => {
  it('after a partial failure, Save again sends only the price that failed', async () => {
    const failing = new Set([2]);
    const calls = fakeApi(failing);
    const onClose = renderDialog();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Add Venue' });
    await addRow(user, 1, 'Alpha Deli', '5');
    await addRow(user, 2, 'Zetland Greens', '6');

    await user.click(screen.getByRole('button', { name: 'Save Custom Prices' }));
    expect(await screen.findByText('Unable to create custom price for Zetland Greens')).toBeInTheDocument();
    expect(await screen.findByText('Successfully created custom price for Alpha Deli')).toBeInTheDocument();
    expect(calls.map((c) => [c.method, c.body])).toEqual([
      ['POST', { venueId: 1, productId: 7, priceInCents: 500 }],
      ['POST', { venueId: 2, productId: 7, priceInCents: 600 }],
    ]);
    expect(onClose).not.toHaveBeenCalled();

    failing.clear();
    calls.length = 0;
    await user.click(screen.getByRole('button', { name: 'Save Custom Prices' }));
    expect(
      await screen.findByText('Successfully created custom price for Zetland Greens'),
    ).toBeInTheDocument();
    expect(calls.map((c) => [c.method, c.body])).toEqual([
      ['POST', { venueId: 2, productId: 7, priceInCents: 600 }],
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a new row without a venue says the venue is required and sends nothing', async () => {
    const calls = fakeApi(new Set());
    renderDialog();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add Venue' }));
    await user.type(screen.getByRole('textbox', { name: 'Price (Ex. GST)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save Custom Prices' }));
    expect(await screen.findByText('venueId is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('Enter in a price saves the rows and closes', async () => {
    const calls = fakeApi(new Set());
    const onClose = renderDialog();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Add Venue' });
    await addRow(user, 1, 'Zetland Greens', '4.25{Enter}');
    expect(
      await screen.findByText('Successfully created custom price for Zetland Greens'),
    ).toBeInTheDocument();
    expect(calls.map((c) => [c.method, c.body])).toEqual([
      ['POST', { venueId: 2, productId: 7, priceInCents: 425 }],
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('venues that fail to load say so, and Save Custom Prices waits for them', async () => {
    vi.stubGlobal('__APP_VERSION__', 'test'); // the error panel reports the failure, naming the build
    server.use(
      http.get('/api/venues', () => json(500, { errors: [{ message: 'Internal error' }] })),
      http.post('/api/client-errors', () => new Response(null, { status: 204 })),
    );
    renderDialog();
    expect(await screen.findByText('We were unable to load venues.')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Custom prices for Product 7' });
    expect(within(dialog).getByRole('button', { name: 'Save Custom Prices' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
