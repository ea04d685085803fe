import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, server } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ThresholdCard } from './threshold-card.tsx';

const PATH = '/api/suppliers/loss-products-minimum-spend';

/** The card with a threshold of $300.00, and its dialog open; `save` answers the PATCH. */
async function editThreshold(save: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.get(PATH, () => json(200, { lossProductsMinimumSpend: 30000 })),
    http.patch(PATH, async ({ request }) => {
      sent.push(await request.json());
      return save();
    }),
  );
  renderWithProviders(<ThresholdCard />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Threshold' }));
  const dialog = screen.getByRole('dialog', { name: 'Order Threshold' });
  const amount = within(dialog).getByRole('textbox', { name: 'Minimum order ($)' });
  expect(amount).toHaveValue('300.00');
  return { sent, dialog, amount };
}

// MUI's first render of a file takes long on a loaded two-core machine.
describe('ThresholdCard (the Order Threshold dialog)', () => {
  it('Enter in the amount saves it in cents, says so and closes', async () => {
    const { sent, amount } = await editThreshold(() => json(200, { lossProductsMinimumSpend: 45050 }));
    const user = userEvent.setup({ delay: null });
    await user.clear(amount);
    await user.type(amount, '{Enter}');
    expect(await screen.findByText('Price is required')).toBeInTheDocument();
    await user.type(amount, '450.50{Enter}');
    expect(await screen.findByText('Successfully updated order threshold')).toBeInTheDocument();
    expect(sent).toEqual([{ lossProductsMinimumSpend: 45050 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the API's first message in the dialog with the failure notice, and stays open", async () => {
    const refused = {
      param: 'lossProductsMinimumSpend',
      message: 'Price cannot be negative',
      code: 'invalid_parameter',
    };
    const { dialog, amount } = await editThreshold(() => json(400, { errors: [refused] }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to update threshold minimum amount.')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription('Price cannot be negative');
    expect(screen.getByRole('dialog', { name: 'Order Threshold' })).toBeInTheDocument();
  });
});
