import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@portal/domain';
import { server } from '../../test/msw.ts';
import { renderWithProviders, sessionAs } from '../../test/render.tsx';
import { OrderPage } from './order-page.tsx';
import { me, noCreditNotes, orderById, pendingOrder } from './test-fixtures.ts';

function renderAs(role: Role) {
  server.use(me, orderById());
  renderWithProviders([{ path: '/orders/:id', element: <OrderPage /> }], {
    at: '/orders/2729',
    session: sessionAs(role),
  });
}

/** What a role is offered on a pending order. */
async function offered() {
  const bread = (await screen.findByText('Bread')).closest('tr')!;
  const button = (name: string) => screen.queryByRole('button', { name }) !== null;
  return {
    process: button('Process Order'),
    cancel: button('Cancel Order'),
    customProduct: button('Add Custom Product'),
    orderId: button('Add order ID'),
    quantity: within(bread).queryByLabelText('Supplied quantity for Bread') !== null,
    lineActions: within(bread).queryByRole('button', { name: 'Actions for Bread' }) !== null,
    invoice: button('Invoice'),
  };
}

describe('OrderPage by role', () => {
  it('warehouse: processes supplied quantities, cannot cancel', async () => {
    renderAs('warehouse');
    expect(await offered()).toEqual({
      process: true,
      cancel: false,
      customProduct: true,
      orderId: true,
      quantity: true,
      lineActions: true,
      invoice: true,
    });
  });

  it('accounts: the order read-only, its documents kept', async () => {
    renderAs('accounts');
    expect(await offered()).toEqual({
      process: false,
      cancel: false,
      customProduct: false,
      orderId: false,
      quantity: false,
      lineActions: false,
      invoice: true,
    });
  });

  it('sales: every action', async () => {
    renderAs('sales');
    expect(Object.values(await offered()).every(Boolean)).toBe(true);
  });
});

describe('the supplier order ID on an invoiced order', () => {
  it('shows the ID and offers no change once the invoice is issued', async () => {
    server.use(
      me,
      noCreditNotes,
      orderById({ ...pendingOrder(), orderStatus: 'COMPLETED', supplierReference: 'PO-9' }),
    );
    renderWithProviders([{ path: '/orders/:id', element: <OrderPage /> }], {
      at: '/orders/2729',
      session: sessionAs('owner'),
    });
    expect(await screen.findByText('PO-9')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit order ID' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add order ID' })).toBeNull();
  });
});

describe('the Credit action on an invoiced order', () => {
  it.each([
    ['warehouse', false],
    ['sales', false],
    ['accounts', true],
    ['owner', true],
  ] as const)('%s: Credit offered is %s', async (role, offered) => {
    server.use(me, orderById({ ...pendingOrder(), orderStatus: 'COMPLETED' }), noCreditNotes);
    renderWithProviders([{ path: '/orders/:id', element: <OrderPage /> }], {
      at: '/orders/2729',
      session: sessionAs(role),
    });
    expect(await screen.findByText('No credit notes for this order')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Credit' }) !== null).toBe(offered);
  });
});
