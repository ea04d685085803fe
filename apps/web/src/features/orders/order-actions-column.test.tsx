import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@portal/domain';
import { OrderPage } from './order-page.tsx';
import { fakeApi, json, pendingOrder } from './test-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

function renderOrder(orderStatus: OrderStatus) {
  fakeApi(() => json(200, pendingOrder(2729, { orderStatus })));
  const router = createMemoryRouter([{ path: '/orders/:id', element: <OrderPage /> }], {
    initialEntries: ['/orders/2729'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

const headers = async () => {
  const table = await screen.findByRole('table', { name: 'Order products' });
  return within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
};

describe('the order products Actions column', () => {
  it('shows while the order can be edited, each supplied line with its menu', async () => {
    renderOrder('PENDING');
    expect(await headers()).toContain('Actions');
    expect(await screen.findByRole('button', { name: 'Actions for Tomatoes' })).toBeInTheDocument();
  });

  it.each<OrderStatus>(['COMPLETED', 'CANCELLED'])(
    'is left out on a %s order, where no line has an action',
    async (status) => {
      renderOrder(status);
      const names = await headers();
      expect(names).toContain('Total Price');
      expect(names).not.toContain('Actions');
    },
  );
});
