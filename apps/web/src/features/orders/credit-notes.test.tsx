import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CreditNote, OrderDetail } from '@portal/domain';
import { json, server } from '../../test/msw.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { creditNotesKey } from '../../api/credit-notes.ts';
import { ordersKey } from '../../api/orders.ts';
import { OrderPage } from './order-page.tsx';
import { me, orderById, pendingOrder } from './test-fixtures.ts';

/** The pending fixture invoiced as ordered: 2 x Tomatoes ($22.00) and 1 x Bread ($11.00). */
function invoicedOrder(): OrderDetail {
  const order = pendingOrder(2729, { orderStatus: 'COMPLETED' });
  return {
    ...order,
    orderProducts: order.orderProducts.map((p) => ({
      ...p,
      finalQuantityPriced: p.originalQuantityPriced,
      finalTotalIncGST: p.originalTotalIncGST,
    })),
  };
}

const cn1: CreditNote = {
  id: 7,
  number: 'CN-1',
  orderId: 2729,
  invoiceNumber: 'INV-2729',
  issuedAt: '2026-11-26T01:00:00.000Z',
  note: null,
  lines: [
    {
      orderProductId: 11,
      name: 'Tomatoes',
      quantity: 1,
      unit: 'unit',
      amountIncGstInCents: 1100,
      gstInCents: 100,
      reason: 'Damaged',
      comment: null,
    },
  ],
  totalIncGstInCents: 1100,
  gstInCents: 100,
};

const notesOf = (notes: () => CreditNote[]) =>
  http.get('/api/suppliers/orders/2729/credit-notes', () => json(200, { data: notes() }));

function renderInvoiced(notes: () => CreditNote[] = () => []) {
  server.use(me, orderById(invoicedOrder()), notesOf(notes));
  renderWithProviders([{ path: '/orders/:id', element: <OrderPage /> }], { at: '/orders/2729' });
}

async function openDialog() {
  const credit = await screen.findByRole('button', { name: 'Credit' });
  await waitFor(() => expect(credit).toBeEnabled());
  await userEvent.click(credit);
  return screen.findByRole('dialog', { name: 'Credit order #2729' });
}

const lineOf = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });

describe('Credit notes on the order page', () => {
  it('lists each note: number, date, amount, reasons and its PDF', async () => {
    renderInvoiced(() => [cn1]);
    const note = await screen.findByRole('listitem', { name: 'Credit note CN-1' });
    expect(note).toHaveTextContent('CN-1');
    expect(note).toHaveTextContent('26 Nov 2026');
    expect(note).toHaveTextContent('$11.00');
    expect(note).toHaveTextContent('Damaged');
    expect(within(note).getByRole('button', { name: 'Download CN-1 (PDF)' })).toBeEnabled();
  });

  it('says when there are none', async () => {
    renderInvoiced();
    expect(await screen.findByText('No credit notes for this order')).toBeVisible();
  });

  it('a pending order has no credit notes and asks for none', async () => {
    server.use(me, orderById());
    renderWithProviders([{ path: '/orders/:id', element: <OrderPage /> }], { at: '/orders/2729' });
    await screen.findByText('Bread');
    expect(screen.queryByRole('heading', { name: 'Credit notes' })).toBeNull();
  });

  it('opens on the first line, and checks numbers and what is left as the server does', async () => {
    renderInvoiced(() => [cn1]);
    const dialog = await openDialog();
    const tomatoes = lineOf(dialog, 'Tomatoes');
    expect(within(tomatoes).getByRole('checkbox')).toHaveFocus();
    expect(tomatoes).toHaveTextContent('Left to credit: 1 unit, $11.00');
    await userEvent.click(within(tomatoes).getByRole('checkbox'));
    const quantity = within(tomatoes).getByLabelText('Quantity (unit)');
    await userEvent.type(quantity, '1e3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise credit note' }));
    expect(within(tomatoes).getByText('Quantity must be a number')).toBeVisible();
    expect(within(tomatoes).getByText('Reason for the credit is required')).toBeVisible();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1.5');
    expect(within(tomatoes).getByText('At most 1 can be credited on this line')).toBeVisible();
    await userEvent.click(within(tomatoes).getByRole('button', { name: 'Amount' }));
    await userEvent.type(within(tomatoes).getByLabelText('Amount ($)'), '11.001');
    expect(within(tomatoes).getByText('Amount cannot be over 2 decimal places')).toBeVisible();
  });

  it("'Other' needs a comment", async () => {
    renderInvoiced();
    const dialog = await openDialog();
    const bread = lineOf(dialog, 'Bread');
    await userEvent.click(within(bread).getByRole('checkbox'));
    await userEvent.type(within(bread).getByLabelText('Quantity (unit)'), '1');
    await userEvent.click(within(bread).getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise credit note' }));
    expect(within(bread).getByText('Please enter a reason for the credit')).toBeVisible();
  });

  it('sends the lines under an Idempotency-Key, then closes, announces and refreshes the list', async () => {
    let notes: CreditNote[] = [];
    const sent: { body: unknown; key: string | null }[] = [];
    renderInvoiced(() => notes);
    server.use(
      http.post('/api/suppliers/orders/2729/credit-notes', async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        notes = [{ ...cn1, id: 8, number: 'CN-2', totalIncGstInCents: 1900, gstInCents: 173 }];
        return json(201, notes[0]);
      }),
    );
    const dialog = await openDialog();
    const tomatoes = lineOf(dialog, 'Tomatoes');
    await userEvent.click(within(tomatoes).getByRole('checkbox'));
    await userEvent.type(within(tomatoes).getByLabelText('Quantity (unit)'), '1.5');
    await userEvent.click(within(tomatoes).getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'Damaged' }));
    const bread = lineOf(dialog, 'Bread');
    await userEvent.click(within(bread).getByRole('checkbox'));
    await userEvent.click(within(bread).getByRole('button', { name: 'Amount' }));
    await userEvent.type(within(bread).getByLabelText('Amount ($)'), '$2.50');
    await userEvent.click(within(bread).getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'Other' }));
    await userEvent.type(within(bread).getByLabelText(/Comment/), 'Stale');
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Sorry');
    // 1.5 x $11.00 + $2.50; GST $1.50 + round($2.50 / 11).
    expect(dialog).toHaveTextContent('Credit total: $19.00');
    expect(dialog).toHaveTextContent('Includes GST of $1.73');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise credit note' }));
    expect(await screen.findByText('Credit note CN-2 has been raised')).toBeVisible();
    expect(sent).toEqual([
      {
        body: {
          lines: [
            { orderProductId: 11, quantity: 1.5, reason: 'Damaged' },
            { orderProductId: 12, amountInCents: 250, reason: 'Other', comment: 'Stale' },
          ],
          note: 'Sorry',
        },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('listitem', { name: 'Credit note CN-2' })).toHaveTextContent('$19.00');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Credit' })).toHaveFocus());
  });

  it("puts the server's over-credit 400 under the field it names", async () => {
    renderInvoiced();
    server.use(
      http.post('/api/suppliers/orders/2729/credit-notes', () =>
        json(400, {
          errors: [
            {
              param: 'lines.0.quantity',
              message: 'At most 1 can be credited on this line',
              code: 'invalid_parameter',
            },
          ],
        }),
      ),
    );
    const dialog = await openDialog();
    const tomatoes = lineOf(dialog, 'Tomatoes');
    await userEvent.click(within(tomatoes).getByRole('checkbox'));
    await userEvent.type(within(tomatoes).getByLabelText('Quantity (unit)'), '2');
    await userEvent.click(within(tomatoes).getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'Short delivered' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise credit note' }));
    expect(await within(tomatoes).findByText('At most 1 can be credited on this line')).toBeVisible();
    expect(within(tomatoes).getByLabelText('Quantity (unit)')).toHaveAttribute('aria-invalid', 'true');
  });
});

it("the notes list is among the orders queries a live 'credit-note.created' refreshes", () => {
  expect(creditNotesKey(2729).slice(0, ordersKey.length)).toEqual([...ordersKey]);
});
