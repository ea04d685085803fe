import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_MESSAGES as M } from '@portal/domain';
import { json, server } from '../../test/msw.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ProductFormPage } from './product-form-page.tsx';
import { product, productsApi } from './test-fixtures.ts';
// The image dialog loads when first opened; here with the test file, so a test waits for the dialog to
// open, never for its code to import.
import './components/image-selector-dialog.tsx';

afterEach(() => vi.useRealTimers());

function renderAt(path: string, state?: unknown) {
  return renderWithProviders(
    [
      { path: '/products', element: <p>Products list</p> },
      { path: '/products/new', element: <ProductFormPage /> },
      { path: '/products/:id', element: <ProductFormPage /> },
    ],
    { at: path, state },
  ).router;
}

describe('ProductFormPage', () => {
  it('shows a server 400 on enabled on the Enable product switch (enabled → status)', async () => {
    server.use(
      http.patch('/api/suppliers/products/5', () =>
        json(400, { errors: [{ param: 'enabled', message: 'Enabled is required', code: 'invalid' }] }),
      ),
      ...productsApi([product(5)]),
    );
    renderAt('/products/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Product' }));
    const enabled = await screen.findByRole('switch', { name: 'Enable product' });
    await waitFor(() => expect(enabled).toHaveAttribute('aria-invalid', 'true'));
    expect(enabled).toHaveAccessibleDescription('Enabled is required');
    expect(await screen.findByText(M.updateFailedToast)).toBeInTheDocument();
  });

  it('the image dialog loads when first opened, and opens again after closing', async () => {
    server.use(
      ...productsApi([
        product(5, { image: { id: 3, url: '/files/kale.jpg', fileName: 'kale.jpg', fromGallery: false } }),
      ]),
    );
    renderAt('/products/5');
    const view = await screen.findByRole('button', { name: 'View Image' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (let i = 0; i < 2; i++) {
      await userEvent.click(view);
      const dialog = await screen.findByRole('dialog', { name: 'Product 5' });
      expect(within(dialog).getByRole('img', { name: 'Product 5 (current image)' })).toHaveAttribute(
        'src',
        '/files/kale.jpg',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });

  it('reads portions with their plural: 1 unit, 6 units', async () => {
    server.use(...productsApi([product(5)]));
    renderAt('/products/5');
    const list = await screen.findByRole('list', { name: 'Portions' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['1 unit', '6 units']),
    );
    const summary = screen.getByRole('table', { name: 'Price per portion' });
    expect(within(summary).getByText('6 units')).toBeInTheDocument();
    // $10.00 ex GST a unit: 6 units are $60.00 ex, $66.00 incl.
    expect(within(summary).getByText('$66.00')).toBeInTheDocument();
  });

  it('does not repeat as a toast the special and custom-price warnings the page already shows', async () => {
    const onSpecial = product(5, {
      customPricing: [{ id: 1, venue: { id: 1, venue: 'Cafe' }, priceInCents: 990 }],
    });
    server.use(
      http.patch('/api/suppliers/products/5', () => json(200, { ...onSpecial, priceInCents: 2200 })),
      ...productsApi([onSpecial]),
    );
    renderAt('/products/5');
    const price = await screen.findByLabelText(/Price \(Ex\. GST\)/);
    await userEvent.clear(price);
    await userEvent.type(price, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    expect(screen.getAllByText(M.customPricingWarning)).toHaveLength(1);
  });

  it("'Product not found' has a way back to the list and its query", async () => {
    server.use(...productsApi([]));
    const router = renderAt('/products/404', { fromQuery: 'q=apple&page=2' });
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
    expect(await screen.findByText('Products list')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=apple&page=2');
  });

  it('after a create, the product page keeps the list query in its breadcrumb', async () => {
    const created = product(77, { name: 'New apples' });
    server.use(
      http.post('/api/suppliers/products', () => json(201, created)),
      ...productsApi([created]),
    );
    const router = renderAt('/products/new', { fromQuery: 'q=apple' });
    await userEvent.type(await screen.findByLabelText(/Product Name/), 'New apples');
    await userEvent.type(screen.getByLabelText(/Product SKU/), 'NA-1');
    await userEvent.type(screen.getByLabelText(/Price \(Ex\. GST\)/), '5');
    await userEvent.click(screen.getByLabelText(/Unit of Price/));
    await userEvent.click(await screen.findByRole('option', { name: 'Units' }));
    await userEvent.click(screen.getByLabelText(/Category One/));
    await userEvent.click(await screen.findByRole('option', { name: 'Fruit' }));
    await userEvent.click(screen.getByLabelText(/Unit of Portion/));
    await userEvent.click(await screen.findByRole('option', { name: 'Units' }));
    await userEvent.type(screen.getByLabelText('Portion size'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Add Portion' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText(M.created)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(8000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/77'));
    expect(router.state.location.state).toEqual({ fromQuery: 'q=apple' });
  });
});
