import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { UNITS, type CustomPriceListItem } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { json, server } from '../../../test/msw.ts';
import { renderWithProviders, sessionAs } from '../../../test/render.tsx';
import { CustomPriceDialog } from './custom-price-dialog.tsx';

const PRICES = '/api/custom-pricing';
const APPLES = {
  id: 7,
  sku: 'HF-1007',
  name: 'Pink Lady Apples',
  priceInCents: 1100,
  gstExempt: false,
  unitOfPrice: { ...UNITS[3]! },
};
const LUNE = { id: 15, venue: 'Bistro Lune', status: 'active', venueType: 'Restaurant' };
const EDITING: CustomPriceListItem = {
  id: 40,
  venue: { id: LUNE.id, venue: LUNE.venue },
  product: APPLES,
  priceInCents: 1100,
  priceInCentsExGST: 1000,
};

/** The pickers' lists, and the custom price writes answered by `write` (each body is kept). */
function fakeApi(write: () => Response) {
  const sent: Array<{ method: string; body: unknown }> = [];
  const answer = async ({ request }: { request: Request }) => {
    sent.push({ method: request.method, body: await request.json() });
    return write();
  };
  server.use(
    http.get('/api/venues', () => json(200, { venues: [LUNE] })),
    http.get('/api/suppliers/products', () => json(200, { data: [APPLES] })),
    http.post(PRICES, answer),
    http.patch(PRICES, answer),
  );
  return sent;
}

function renderDialog(editing: CustomPriceListItem | null, role: 'sales' | 'staff' = 'staff') {
  const onClose = vi.fn();
  renderWithProviders(<CustomPriceDialog open editing={editing} onClose={onClose} />, {
    session: sessionAs(role),
  });
  return onClose;
}

// MUI's first render of a file and several dialogs' worth of typing take long on a loaded two-core machine.
describe('CustomPriceDialog', () => {
  it.each(['sales', 'staff'] as const)(
    'as %s, says which lists failed to load instead of showing empty pickers',
    async (role) => {
      const failed = () => json(500, { errors: [{ message: 'Internal error' }] });
      server.use(
        http.get('/api/venues', failed),
        http.get('/api/suppliers/venues', failed),
        http.get('/api/suppliers/products', failed),
      );
      renderDialog(null, role);
      expect(await screen.findByText('Unable to load venues')).toBeInTheDocument();
      expect(await screen.findByText('Unable to load products')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Venue' })).toBeDisabled();
      expect(screen.getByRole('combobox', { name: 'Product' })).toBeDisabled();
      expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
    },
  );

  it('Enter in the price of Edit Custom Price saves it inc GST, says so and closes', async () => {
    const sent = fakeApi(() =>
      json(200, { customPriceId: 40, id: 40, venueId: 15, productId: 7, priceInCents: 1375 }),
    );
    const onClose = renderDialog(EDITING);
    const price = within(screen.getByRole('dialog', { name: 'Edit Custom Price' })).getByRole('textbox', {
      name: 'Custom price (ex GST)',
    });
    expect(price).toHaveValue('10.00');
    const user = userEvent.setup({ delay: null });
    await user.clear(price);
    await user.type(price, '12.50{Enter}');
    expect(await screen.findByText('Successfully updated custom price for Bistro Lune')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PATCH', body: { venueId: 15, productId: 7, priceInCents: 1375 } }]);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("a refused edit puts the API's words on the price, says it could not update, and stays open", async () => {
    const refused = {
      param: 'priceInCents',
      message: 'Custom price must be $1,000,000.00 or less (including GST)',
      code: 'invalid_parameter',
    };
    fakeApi(() => json(400, { errors: [refused] }));
    const onClose = renderDialog(EDITING);
    const dialog = screen.getByRole('dialog', { name: 'Edit Custom Price' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to update custom price')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('textbox', { name: 'Custom price (ex GST)' }),
    ).toHaveAccessibleDescription('Custom price must be $1,000,000.00 or less (including GST)');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a price the venue has already says so, and the dialog then only returns to the custom prices', async () => {
    const exists = {
      param: '',
      message: 'A custom price already exists for this product and venue',
      code: 'custom_pricing_already_exists_for_product_and_customer',
    };
    const sent = fakeApi(() => json(400, { errors: [exists] }));
    const onClose = renderDialog(null);
    const dialog = screen.getByRole('dialog', { name: 'Add Custom Price' });
    const user = userEvent.setup({ delay: null });
    await user.click(within(dialog).getByRole('combobox', { name: 'Venue' }));
    await user.click(await screen.findByRole('option', { name: '#15 Bistro Lune' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Product' }));
    await user.click(await screen.findByRole('option', { name: 'HF-1007 · Pink Lady Apples' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Custom price (ex GST)' }), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'You already have a custom price for Pink Lady Apples for Bistro Lune. Please edit your existing custom price',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', body: { venueId: 15, productId: 7, priceInCents: 990 } }]);
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Custom price (ex GST)' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Return to custom prices' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
