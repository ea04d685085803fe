import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@portal/domain';
import { server } from '../../test/msw.ts';
import { renderWithProviders, sessionAs } from '../../test/render.tsx';
import { ProductsListPage } from './products-list-page.tsx';
import { product, productsApi } from './test-fixtures.ts';

function renderAs(role: Role) {
  renderWithProviders([{ path: '/products', element: <ProductsListPage /> }], {
    at: '/products',
    session: sessionAs(role),
  });
}

/** What a role is offered on the products list, from the contracts' `access`. */
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
    server.use(...productsApi([product(1)]));
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
    server.use(...productsApi([product(1)]));
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
