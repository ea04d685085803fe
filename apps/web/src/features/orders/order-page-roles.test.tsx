import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@portal/domain';
import { AsRole } from '../../test/as-role.tsx';
import { OrderPage } from './order-page.tsx';
import { fakeApi, json, pendingOrder } from './test-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

function renderAs(role: Role) {
  fakeApi((call) =>
    call.method === 'GET' && call.path === 'suppliers/orders/2729' ? json(200, pendingOrder()) : undefined,
  );
  const router = createMemoryRouter([{ path: '/orders/:id', element: <OrderPage /> }], {
    initialEntries: ['/orders/2729'],
  });
  render(
    <AsRole role={role}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </QueryClientProvider>
    </AsRole>,
  );
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
