import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES as M } from '@portal/domain';
import { json, recordCalls, server } from '../../test/msw.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { pageOf, ProductsListPage } from './products-list-page.tsx';
import { product, productsApi } from './test-fixtures.ts';
// The dialogs the page loads when first opened, loaded with the test file: the tests below wait for the
// dialog to open, never for its code to import (which can take seconds on a loaded two-core machine).
import './components/custom-pricing-dialog.tsx';
import './components/image-selector-dialog.tsx';

const many = (n: number) => Array.from({ length: n }, (_, i) => product(i + 1));

function renderAt(url: string) {
  return renderWithProviders([{ path: '/products', element: <ProductsListPage /> }], { at: url }).router;
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
    server.use(...productsApi(many(40)));
    const router = renderAt('/products?q=&page=99');
    const table = await screen.findByRole('table', { name: 'Products' });
    await waitFor(() => expect(within(table).getByText('Product 40')).toBeInTheDocument());
    expect(within(table).queryByText('Product 1')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  });

  it('reads portions with their plural, keeps SKUs on one line, and the image buttons show focus', async () => {
    server.use(...productsApi([product(1)]));
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
    const patched: unknown[] = [];
    server.use(
      http.patch('/api/suppliers/products/1', async ({ request }) => {
        patched.push(await request.json());
        return json(200, { ...p, priceInCents: 1650 });
      }),
      ...productsApi([p]),
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
    expect(patched).toEqual([{ priceInCents: 1650, gstExempt: false }]);
  });

  it('an inline price is checked with the exact messages, and Escape cancels the edit', async () => {
    server.use(...productsApi([product(1)]));
    const calls = recordCalls();
    renderAt('/products');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Price of Product 1: $10.00. Change price' }),
    );
    const field = screen.getByLabelText('New price for Product 1');
    // The check (zod) loads when the edit starts: the first message may come a moment later.
    for (const [typed, message] of [
      ['0.05', M.inlinePriceMin],
      ['abc', M.priceFormat],
      ['1.234', M.priceFormat],
      ['2000000', M.priceMax],
    ] as const) {
      await userEvent.clear(field);
      await userEvent.type(field, `${typed}{Enter}`);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText(M.priceRequired)).toBeInTheDocument();
    // Typing clears the message; Escape closes the field and sends nothing.
    await userEvent.type(field, '1');
    expect(screen.queryByText(M.priceRequired)).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(
      await screen.findByRole('button', { name: 'Price of Product 1: $10.00. Change price' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New price for Product 1')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('the custom prices dialog loads when opened, and closes', async () => {
    server.use(
      ...productsApi([product(1)]),
      http.get('/api/venues', () =>
        json(200, { venues: [{ id: 7, venue: 'Bondi Cafe', status: 'active', venueType: 'Cafe' }] }),
      ),
    );
    renderAt('/products');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit custom prices for Product 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom prices for Product 1' });
    expect(
      await within(dialog).findByText('No custom prices yet. Add a venue to start.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("the image dialog loads when opened and shows a supplier the product's image", async () => {
    server.use(
      ...productsApi([
        product(1, { image: { id: 3, url: '/files/kale.jpg', fileName: 'kale.jpg', fromGallery: true } }),
      ]),
    );
    renderAt('/products');
    await userEvent.click(await screen.findByRole('button', { name: 'View image of Product 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product 1' });
    expect(within(dialog).getByRole('img', { name: 'Product 1 (current image)' })).toHaveAttribute(
      'src',
      '/files/kale.jpg',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed status change is put back and says which product', async () => {
    server.use(
      http.patch('/api/suppliers/products/1', () => json(500, { errors: [] })),
      ...productsApi([product(1)]),
    );
    renderAt('/products');
    const toggle = await screen.findByRole('switch', { name: 'Enabled: Product 1' });
    await userEvent.click(toggle);
    expect(await screen.findByText(M.statusFailed('Product 1'))).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
