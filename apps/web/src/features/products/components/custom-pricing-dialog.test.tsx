import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { product } from '../test-fixtures.ts';
import { CustomPricingDialog } from './custom-pricing-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const VENUES = [
  { id: 1, venue: 'Alpha Deli', status: 'active', venueType: 'Cafe' },
  { id: 2, venue: 'Zetland Greens', status: 'active', venueType: 'Restaurant' },
];

type Call = { method: string; path: string; body: unknown };

/** The venues list and custom price writes; a POST for `failing` venues answers 500. */
function fakeApi(failing: Set<number>) {
  const calls: Call[] = [];
  let nextId = 100;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url)
        .split('?')[0]!
        .replace(/^\/api/, '');
      const method = init?.method ?? 'GET';
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as { venueId: number }) : undefined;
      if (path === '/venues') return json(200, { venues: VENUES });
      calls.push({ method, path, body });
      if (method === 'POST' && path === '/custom-pricing') {
        if (body && failing.has(body.venueId)) return json(500, { errors: [{ message: 'Internal error' }] });
        const id = nextId++;
        return json(201, { ...body, id, customPriceId: id });
      }
      return json(404, { errors: [] });
    }),
  );
  return calls;
}

function renderDialog(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>
        <CustomPricingDialog product={product(7, { gstExempt: true })} onClose={onClose} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
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
describe('CustomPricingDialog', { timeout: 60_000 }, () => {
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
});
