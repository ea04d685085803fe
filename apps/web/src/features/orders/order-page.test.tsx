import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@portal/domain';
import { json, recordCalls, server, type Call } from '../../test/msw.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { OrderPage } from './order-page.tsx';
import { me, noCreditNotes, orderById, pendingOrder } from './test-fixtures.ts';

function renderOrder(id: number | string = 2729) {
  renderWithProviders([{ path: '/orders/:id', element: <OrderPage /> }], { at: `/orders/${id}` });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const gets = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path === 'suppliers/orders/2729');

describe('OrderPage', () => {
  it.each(['0x10', '1e3', '16.0', '2147483648'])(
    "/orders/%s names no order: the spec's 'unable to find your order', nothing asked",
    async (raw) => {
      server.use(me, orderById(pendingOrder(16)));
      const calls = recordCalls();
      renderOrder(raw);
      expect(await screen.findByText(ORDER_MESSAGES.notFound)).toBeInTheDocument();
      expect(calls).toEqual([]);
    },
  );

  it("writes quantities with their unit pluralised: '2 units', '1 unit'", async () => {
    server.use(me, orderById());
    renderOrder();
    const tomatoes = await rowOf('Tomatoes');
    expect(within(tomatoes).getByText('2 units')).toBeInTheDocument();
    expect(within(tomatoes).getByText('1 unit')).toBeInTheDocument();
    expect(within(await rowOf('Bread')).getAllByText('1 unit')).toHaveLength(2);
  });

  it('a 400 from the server is not found too, asked once', async () => {
    server.use(
      me,
      http.get('/api/suppliers/orders/:id', () =>
        json(400, { errors: [{ param: 'id', message: 'Must be a whole number' }] }),
      ),
    );
    const calls = recordCalls();
    renderOrder(77);
    expect(await screen.findByText(ORDER_MESSAGES.notFound)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it("shows 'Processing Products' while the order is processed, then the processed order", async () => {
    let release: (r: Response) => void = () => {};
    const done = pendingOrder(2729, { orderStatus: 'COMPLETED' });
    server.use(
      me,
      orderById(),
      noCreditNotes,
      http.put('/api/suppliers/orders/:id/process', () => new Promise<Response>((r) => (release = r))),
    );
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Process Order' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm Order' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Process Order' }));
    const processing = await screen.findByRole('dialog', { name: 'Processing Products' });
    expect(processing).toHaveTextContent('Processing order #2729.');
    expect(screen.queryByRole('dialog', { name: 'Confirm Order' })).not.toBeInTheDocument();
    release(json(200, done));
    expect(await screen.findByText(ORDER_MESSAGES.processSuccess)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Processing Products' })).not.toBeInTheDocument(),
    );
  });

  it('an order processed in another tab says so and is reloaded', async () => {
    let processed = false;
    server.use(
      me,
      noCreditNotes,
      http.get('/api/suppliers/orders/2729', () =>
        json(200, processed ? pendingOrder(2729, { orderStatus: 'COMPLETED' }) : pendingOrder()),
      ),
      http.put('/api/suppliers/orders/2729/process', () => {
        processed = true;
        return json(409, {
          errors: [{ param: '', message: ORDER_MESSAGES.notPending, code: 'conflict' }],
        });
      }),
    );
    const calls = recordCalls();
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Process Order' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Confirm Order' })).getByRole('button', {
        name: 'Process Order',
      }),
    );
    expect(
      await screen.findByText('This order has already been processed. The order has been reloaded.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(ORDER_MESSAGES.processFailed)).not.toBeInTheDocument();
    // Reloaded: the completed order has no Process button any more.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Process Order' })).not.toBeInTheDocument(),
    );
    expect(gets(calls).length).toBeGreaterThanOrEqual(2);
  });

  it('a removed line can be restored before processing', async () => {
    server.use(me, orderById());
    const calls = recordCalls();
    renderOrder();
    const bread = await rowOf('Bread');
    await userEvent.click(within(bread).getByRole('button', { name: 'Actions for Bread' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove product' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove product from order' });
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'Poor quality' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(bread).findByText('Removed: Poor quality')).toBeInTheDocument();
    await userEvent.click(within(bread).getByRole('button', { name: 'Restore Bread' }));
    expect(within(bread).queryByText('Removed: Poor quality')).not.toBeInTheDocument();
    expect(within(bread).getByLabelText('Supplied quantity for Bread')).toHaveValue('1');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the over-100% alert at the row being edited', async () => {
    server.use(me, orderById());
    renderOrder();
    const tomatoes = await rowOf('Tomatoes');
    const field = within(tomatoes).getByLabelText('Supplied quantity for Tomatoes');
    await userEvent.clear(field);
    await userEvent.type(field, '10');
    // The field is the same element all along (typing never remounts it).
    expect(field).toHaveValue('10');
    expect(field).toHaveFocus();
    // $110.00 + $11.00 on $33.00 is +266.7%: blocked, and said beside the quantity that did it.
    expect(within(tomatoes).getByText(ORDER_MESSAGES.totalIncreaseTooHigh)).toBeInTheDocument();
    expect(screen.getAllByText(ORDER_MESSAGES.totalIncreaseTooHigh)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Process Order' })).toBeDisabled();
  });

  it("shows a Cancel Order 400 on the reason field even when the reason is not 'Other'", async () => {
    server.use(
      me,
      orderById(),
      http.post('/api/orders/2729/cancel', () =>
        json(400, {
          errors: [
            { param: 'reason', message: 'Reason for cancelling is required', code: 'invalid_parameter' },
            { param: 'orderId', message: 'This order cannot be cancelled now', code: 'invalid_parameter' },
          ],
        }),
      ),
    );
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Order' });
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'Customer cancellation' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await within(dialog).findByText('Reason for cancelling is required')).toBeInTheDocument();
    expect(within(dialog).getByText('This order cannot be cancelled now')).toBeInTheDocument();
    expect(within(dialog).queryByText(ORDER_MESSAGES.cancelFailed)).not.toBeInTheDocument();
  });
});
