import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@portal/domain';
import { server } from '../../test/msw.ts';
import { renderWithProviders, sessionAs } from '../../test/render.tsx';
import { ProductFormPage } from './product-form-page.tsx';
import { product, productsApi } from './test-fixtures.ts';

describe('ProductFormPage for a role that may not change the product', () => {
  it('warehouse: every field is read-only, and there is no Save', async () => {
    server.use(...productsApi([product(5)]));
    renderWithProviders([{ path: '/products/:id', element: <ProductFormPage /> }], {
      at: '/products/5',
      session: sessionAs('warehouse'),
    });
    const form = await screen.findByRole('form', { name: 'Product 5' });
    expect(await screen.findByText(ACCOUNT_MESSAGES.warehouseStockOnly)).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Save Product' })).not.toBeInTheDocument();
    const fields = [
      ...within(form).getAllByRole('textbox'),
      ...within(form).getAllByRole('combobox'),
      ...within(form).getAllByRole('switch'),
    ];
    expect(fields.length).toBeGreaterThan(5);
    // Disabled itself, by a disabled fieldset around it (the browser's rule), or as MUI's select says it.
    const editable = fields.filter(
      (f) =>
        !(f as HTMLInputElement).disabled &&
        !f.closest('fieldset[disabled]') &&
        f.getAttribute('aria-disabled') !== 'true',
    );
    expect(editable.map((f) => f.getAttribute('aria-label') ?? f.id)).toEqual([]);
  });
});
