import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@portal/domain';
import { AsRole } from '../../test/as-role.tsx';
import { ProductsListPage } from './products-list-page.tsx';
import { fakeApi, product } from './test-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

function renderAs(role: Role) {
  const router = createMemoryRouter([{ path: '/products', element: <ProductsListPage /> }], {
    initialEntries: ['/products'],
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

/** What a role is offered on the products list (issue 36), from the contracts' `access`. */
async function offered() {
  const table = await screen.findByRole('table', { name: 'Products' });
  await within(table).findByText('Product 1');
  const has = (name: string) => within(table).queryByRole('button', { name }) !== null;
  return {
    create: screen.queryByRole('link', { name: 'Create Product' }) !== null,
    csv: screen.queryByRole('button', { name: 'Import / Export CSV' }) !== null,
    price: has('Price of Product 1: $10.00. Change price'),
    status: within(table).queryByRole('switch', { name: 'Enabled: Product 1' }) !== null,
    stock: within(table).queryByRole('switch', { name: 'In stock: Product 1' }) !== null,
    customPrices: has('Edit custom prices for Product 1'),
  };
}

describe('ProductsListPage by role', () => {
  it('sales: every control', async () => {
    fakeApi([product(1)]);
    renderAs('sales');
    expect(await offered()).toEqual({
      create: true,
      csv: true,
      price: true,
      status: true,
      stock: true,
      customPrices: true,
    });
  });

  it('warehouse: the stock switch alone; prices and status as text', async () => {
    fakeApi([product(1)]);
    renderAs('warehouse');
    expect(await offered()).toEqual({
      create: false,
      csv: false,
      price: false,
      status: false,
      stock: true,
      customPrices: false,
    });
    const table = screen.getByRole('table', { name: 'Products' });
    expect(within(table).getByText('$10.00')).toBeInTheDocument();
    expect(within(table).getByText('Enabled')).toBeInTheDocument();
  });
});
