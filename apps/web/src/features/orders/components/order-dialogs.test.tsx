import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@portal/domain';
import { json, server } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { OrderPage } from '../order-page.tsx';
import { me, orderById, pendingOrder } from '../test-fixtures.ts';

function renderOrder() {
  renderWithProviders([{ path: '/orders/:id', element: <OrderPage /> }], { at: '/orders/2729' });
}

/** The pending order 2729, whose supplier-reference PATCH answers `status` and keeps each body sent. */
function referenceAnswers(status: number) {
  const sent: unknown[] = [];
  let stored: string | null = null;
  server.use(
    http.get('/api/suppliers/orders/2729', () =>
      json(200, pendingOrder(2729, { supplierReference: stored })),
    ),
    http.patch('/api/suppliers/orders/2729/supplier-reference', async ({ request }) => {
      const body = (await request.json()) as { supplierReference: string };
      sent.push(body);
      if (status === 200) stored = body.supplierReference;
      return status === 200
        ? json(200, { orderId: 2729, supplierReference: body.supplierReference })
        : json(status, { errors: [] });
    }),
  );
  return sent;
}

describe('the order page dialogs', () => {
  it('Add order ID: Enter saves the ID without its spaces, closes, and the page shows it', async () => {
    server.use(me);
    const sent = referenceAnswers(200);
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Add order ID' }));
    const dialog = screen.getByRole('dialog', { name: 'Add order ID' });
    await userEvent.type(within(dialog).getByLabelText('Supplier order ID'), '  PO-77  {Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add order ID' })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual([{ supplierReference: 'PO-77' }]);
    expect(screen.getByText('PO-77')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit order ID' })).toBeInTheDocument();
  });

  it("Add order ID: empty is 'Supplier order ID is required' and sends nothing; a failed save says so and stays open", async () => {
    server.use(me);
    const sent = referenceAnswers(500);
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Add order ID' }));
    const dialog = screen.getByRole('dialog', { name: 'Add order ID' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(ORDER_MESSAGES.supplierReferenceRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Supplier order ID'), 'PO-78');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to update the internal order ID')).toBeInTheDocument();
    expect(sent).toEqual([{ supplierReference: 'PO-78' }]);
    expect(screen.getByRole('dialog', { name: 'Add order ID' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Supplier order ID')).toHaveValue('PO-78');
  });

  it("Cancel Order: a failure other than a 400 is the spec's line in the dialog, which stays open", async () => {
    const sent: unknown[] = [];
    server.use(
      me,
      orderById(),
      http.post('/api/orders/2729/cancel', async ({ request }) => {
        sent.push(await request.json());
        return json(500, { errors: [] });
      }),
    );
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Order' });
    expect(dialog).toHaveAccessibleDescription(
      'Cancelling cannot be undone. The venue will be told that the order is cancelled.',
    );
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'Other' }));
    await userEvent.type(within(dialog).getByLabelText('Please specify'), 'Venue closed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await within(dialog).findByText(ORDER_MESSAGES.cancelFailed)).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Other: Venue closed' }]);
    expect(screen.getByRole('dialog', { name: 'Cancel Order' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('Add Custom Product: Enter in the price adds the line, and the dialog closes', async () => {
    server.use(me, orderById());
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Custom Product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Custom Product' });
    await userEvent.type(within(dialog).getByLabelText('SKU'), 'SUB-1');
    await userEvent.type(within(dialog).getByLabelText('Product name'), 'Heirloom tomatoes');
    await userEvent.type(within(dialog).getByLabelText('Total price ($)'), '11.00');
    expect(within(dialog).getByText('Final price: $10.00 ex GST')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Total price ($)'), '{Enter}');
    expect(await screen.findByText('Heirloom tomatoes')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Custom Product' })).not.toBeInTheDocument(),
    );
  });
});
