import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@portal/domain';
import { server } from '../../test/msw.ts';
import { renderWithProviders, sessionAs } from '../../test/render.tsx';
import { OrderPage } from './order-page.tsx';
import { me, orderById } from './test-fixtures.ts';

function renderAs(role: Role) {
  server.use(me, orderById());
  renderWithProviders([{ path: '/orders/:id', element: <OrderPage /> }], {
    at: '/orders/2729',
    session: sessionAs(role),
  });
}

/** What a role is offered on a pending order (issue 36). */
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
