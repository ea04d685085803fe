import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_MESSAGES as M } from '@portal/domain';
import { pageOf, ProductsListPage } from './products-list-page.tsx';
import { fakeApi, json, product } from './test-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const many = (n: number) => Array.from({ length: n }, (_, i) => product(i + 1));

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/products', element: <ProductsListPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('pageOf', () => {
  it('clamps an asked page to the last one there is', () => {
    expect(pageOf('99', 40, 15)).toEqual({ asked: 98, last: 2, shown: 2 });
    expect(pageOf(null, 0, 15)).toEqual({ asked: 0, last: 0, shown: 0 });
    expect(pageOf('abc', 40, 15).shown).toBe(0);
  });
});

describe('ProductsListPage', () => {
  it('?page=99 shows the last page and corrects the URL', async () => {
    fakeApi(many(40));
    const router = renderAt('/products?q=&page=99');
    const table = await screen.findByRole('table', { name: 'Products' });
    await waitFor(() => expect(within(table).getByText('Product 40')).toBeInTheDocument());
    expect(within(table).queryByText('Product 1')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  });

  it('reads portions with their plural, keeps SKUs on one line, and the image buttons show focus', async () => {
    fakeApi([product(1)]);
    renderAt('/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    const portions = await within(table).findByText(
      (_text, el) => el?.tagName === 'TD' && el.textContent === '1 unit, 6 units',
    );
    // Each portion stays whole: a line breaks between portions, never inside '6 units'.
    expect(within(portions).getByText('6 units')).toHaveStyle({ whiteSpace: 'nowrap' });
    const sku = within(table).getByText('HF-1001');
    expect(getComputedStyle(sku).whiteSpace).toBe('nowrap');
    const image = within(table).getByRole('button', { name: 'View image of Product 1' });
    image.focus();
    fireEvent.keyUp(image, { key: 'Tab' });
    expect(image).toHaveFocus();
  });

  it('an inline price edit keeps the cell width, saves and says so', async () => {
    const p = product(1);
    const calls = fakeApi([p], (call) =>
      call.method === 'PATCH' ? json(200, { ...p, priceInCents: 1650 }) : undefined,
    );
    renderAt('/products');
    const show = await screen.findByRole('button', { name: 'Price of Product 1: $10.00. Change price' });
    const widthBefore = getComputedStyle(show.closest('.MuiBox-root')!).width;
    expect(widthBefore).toBe('150px');
    await userEvent.click(show);
    const field = screen.getByLabelText('New price for Product 1');
    expect(field).toHaveFocus();
    expect(getComputedStyle(field.closest('.MuiBox-root')!).width).toBe(widthBefore);
    await userEvent.clear(field);
    await userEvent.type(field, '15{Enter}');
    expect(await screen.findByText(M.priceUpdated('Product 1', '$15.00', 'unit'))).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ priceInCents: 1650, gstExempt: false });
  });

  it('a failed status change is put back and says which product', async () => {
    fakeApi([product(1)], (call) => (call.method === 'PATCH' ? json(500, { errors: [] }) : undefined));
    renderAt('/products');
    const toggle = await screen.findByRole('switch', { name: 'Enabled: Product 1' });
    await userEvent.click(toggle);
    expect(await screen.findByText(M.statusFailed('Product 1'))).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
