import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/fixtures.ts';
import Papa from 'papaparse';
import { signIn } from './support/session.ts';

type Category = { id: number; name: string; parentCategoryId: number | null };
const run = Date.now().toString(36);

async function apiAs(page: Page) {
  const token = await page.evaluate<string | null>('localStorage.getItem("portal.token")');
  const headers = { authorization: `Bearer ${token}` };
  const categories = (
    (await (await page.request.get('/api/categories', { headers })).json()) as { data: Category[] }
  ).data;
  const child = categories.find(
    (c) =>
      c.parentCategoryId !== null &&
      categories.find((p) => p.id === c.parentCategoryId)?.parentCategoryId === null,
  )!;
  const parent = categories.find((c) => c.id === child.parentCategoryId)!;
  const products = (
    (await (await page.request.get('/api/suppliers/products', { headers })).json()) as {
      data: Array<{ sku: string | null }>;
    }
  ).data;
  const takenSku = products.find((p) => p.sku)!.sku!;
  return { headers, parent, child, takenSku };
}

async function downloadText(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return readFileSync(await download.path(), 'utf8');
}

test('add products from a template-made CSV, fix the bad row in the table, save and see the result', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/products');
  await page.getByRole('button', { name: 'Import / Export CSV' }).click();
  await page.getByRole('menuitem', { name: 'Add Products Via CSV' }).click();
  await expect(page).toHaveURL(/\/products\/add-multiple-products$/);
  await expect(page.getByRole('heading', { name: 'Add Multiple Products via CSV' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();

  await page.getByRole('button', { name: 'Show instructions' }).click();
  await expect(page.getByText('Keep the header row exactly as it is.', { exact: false })).toBeVisible();

  const template = await downloadText(page, 'Download CSV template');
  expect(template.trim()).toBe(
    'Product SKU,Product Name,Category One,Category Two,Category Three,Price (Ex.GST),Price Unit,Portions,Portion Unit,GST (Y/N),Enabled (Y/N),Out of Stock (Y/N)',
  );
  const { parent, child, takenSku } = await apiAs(page);
  const rows = [
    [
      `E2E-${run}-1`,
      `E2E Bulk Apples ${run}`,
      parent.name,
      child.name,
      '',
      '5.00',
      'Kilogram',
      '500,1000',
      'Gram',
      'Y',
      'Y',
      'N',
    ],
    [`E2E-${run}-2`, `E2E Bulk Pears ${run}`, parent.name, '', '', '3.20', 'Box', '1', 'Box', 'N', 'Y', 'N'],
    [
      `E2E-${run}-3`,
      `E2E Bulk Broken ${run}`,
      parent.name,
      child.name,
      '',
      'abc',
      'Units',
      '6',
      'Units',
      'Y',
      'Y',
      'N',
    ],
    // Only the server knows this SKU is taken: its 400 must land on this row.
    [takenSku, `E2E Bulk Taken ${run}`, parent.name, '', '', '2.00', 'Units', '1', 'Units', 'Y', 'Y', 'N'],
  ];
  const csv = `${template.trim()}\r\n${Papa.unparse(rows)}\r\n\r\n`;

  await expect(page.getByRole('button', { name: 'Upload CSV file' })).toBeEnabled();
  // A wrong header first: expected and uploaded are shown.
  await page
    .getByTestId('bulk-csv-input')
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('SKU,Name\r\na,b\r\n') });
  await expect(page.getByText('Your CSV has incorrect headers')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Expected and uploaded headers' })).toContainText(
    'Product SKU',
  );
  await page.getByTestId('bulk-csv-input').setInputFiles({
    name: 'empty.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${template.trim()}\r\n`),
  });
  await expect(page.getByText('Zero products uploaded').first()).toBeVisible();

  // From the keyboard: Enter on the button opens the file chooser.
  await page.getByRole('button', { name: 'Upload CSV file' }).focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('heading', { name: 'Pending Products' })).toBeVisible();
  await expect(page.getByText('Products invalid')).toBeVisible();
  const table = page.getByRole('table', { name: 'Pending Products' });
  // The row with errors comes first.
  await expect(table.locator('tbody tr').first()).toContainText(`E2E Bulk Broken ${run}`);
  await expect(table).toContainText('Must be a positive number with a maximum of 2 decimal places');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  await page.getByRole('button', { name: `Edit E2E Bulk Broken ${run}` }).click();
  await page.getByRole('dialog').getByLabel('Price (Ex.GST)').fill('4.50');
  await page.getByRole('button', { name: 'Update product' }).click();
  await expect(page.getByText('Updated product successfully')).toBeVisible();
  await expect(page.getByText('4 products are ready to save.')).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Products invalid')).toBeVisible();
  await expect(table.locator('tbody tr').first()).toContainText(`E2E Bulk Taken ${run}`);
  await expect(table.locator('tbody tr').first()).toContainText(
    'Product SKU is already used by another of your products',
  );
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByRole('button', { name: `Delete E2E Bulk Taken ${run}` }).click();
  await expect(page.getByText('Product deleted')).toBeVisible();
  await expect(page.getByText('3 products are ready to save.')).toBeVisible();

  const [request] = await Promise.all([
    page.waitForRequest(
      (r) => r.url().endsWith('/api/suppliers/products/bulk-upload') && r.method() === 'POST',
    ),
    page.getByRole('button', { name: 'Save' }).click(),
  ]);
  expect((request.postDataJSON() as { products: unknown[] }).products).toHaveLength(3);
  await expect(page.getByRole('dialog', { name: 'Saving products' })).toBeVisible();
  await expect(page.getByText('Successfully added 3 products.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Saving products' })).toBeHidden();
  await page.screenshot({ path: '/tmp/shots/bulk-add-result.png' });
  await page.getByRole('link', { name: 'Return to all Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('download products, change two prices, upload, only two are sent, then undo', async ({ page }) => {
  await signIn(page);
  const { headers, parent } = await apiAs(page);
  const mine = [1, 2].map((i) => ({
    name: `E2E Edit ${run} ${i}`,
    sku: `E2E-EDIT-${run}-${i}`,
    priceInCents: 1000,
    unitOfPriceId: 3,
    gstExempt: true,
    categories: [parent.id],
    unitOfPortionId: 3,
    portions: [1],
    enabled: true,
    outOfStock: false,
  }));
  const created = await page.request.post('/api/suppliers/products/bulk-upload', {
    headers,
    data: { products: mine },
  });
  expect(created.status()).toBe(200);

  await page.goto('/products/edit-multiple-products');
  await expect(page.getByRole('heading', { name: 'Edit Multiple Products via CSV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload CSV file' })).toBeEnabled();
  const current = await downloadText(page, 'Download Products');
  const parsed = Papa.parse<string[]>(current.trim());
  expect(parsed.data[0]![0]).toBe('Product Id');
  const edited = parsed.data.map((row) =>
    mine.some((m) => m.sku === row[1]) ? row.map((v, i) => (i === 6 ? '12.00' : v)) : row,
  );
  await page
    .getByTestId('bulk-csv-input')
    .setInputFiles({ name: 'edit.csv', mimeType: 'text/csv', buffer: Buffer.from(Papa.unparse(edited)) });

  await expect(page.getByText('Products valid')).toBeVisible();
  await expect(page.getByText(/^2 of \d+ products will be changed\.$/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Pending Products' });
  await expect(table.locator('tbody tr').first()).toContainText('Price (Ex.GST): 10.00 → 12.00');
  await page.screenshot({ path: '/tmp/shots/bulk-edit-confirm.png' });

  const [request] = await Promise.all([
    page.waitForRequest(
      (r) => r.url().endsWith('/api/suppliers/products/bulk-upload') && r.method() === 'PATCH',
    ),
    page.getByRole('button', { name: 'Save' }).click(),
  ]);
  const sent = (
    request.postDataJSON() as { products: Array<{ productId: number; priceInCents: number; sku: string }> }
  ).products;
  expect(sent).toHaveLength(2);
  expect(sent.map((p) => p.priceInCents)).toEqual([1200, 1200]);
  await expect(page.getByText('Successfully updated 2 products.')).toBeVisible();

  await page.getByRole('button', { name: 'Undo these changes' }).click();
  await page.getByRole('button', { name: 'Undo changes' }).click();
  await expect(page.getByText('Changes undone').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Changes undone' })).toBeDisabled();
  for (const p of sent) {
    const product = await (
      await page.request.get(`/api/suppliers/products/${p.productId}`, { headers })
    ).json();
    expect(product.priceInCents).toBe(1000);
  }
});

test('staff create the categories a CSV is missing from the confirm step', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/products/add-multiple-products');
  await expect(page.getByRole('button', { name: 'Upload CSV file' })).toBeEnabled();
  const template = await downloadText(page, 'Download CSV template');
  const csv = `${template.trim()}\r\n${Papa.unparse([
    [
      `E2E-CAT-${run}`,
      `E2E Cat product ${run}`,
      `E2E Top ${run}`,
      `E2E Sub ${run}`,
      '',
      '2.00',
      'Box',
      '1',
      'Box',
      'Y',
      'Y',
      'N',
    ],
  ])}\r\n`;
  await page
    .getByTestId('bulk-csv-input')
    .setInputFiles({ name: 'cats.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('table', { name: 'Pending Products' })).toContainText(
    'Category does not exist',
  );
  await page.getByRole('button', { name: 'Create Categories' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Categories' });
  await expect(dialog.getByRole('listitem')).toHaveText([
    `E2E Top ${run}`,
    `E2E Top ${run} > E2E Sub ${run}`,
  ]);
  await dialog.getByRole('button', { name: 'Create Categories' }).click();
  await expect(page.getByText('Created 2 categories')).toBeVisible();
  await expect(page.getByText('1 product is ready to save.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test("the template starts with a BOM, rows carry the file's own line numbers, Ignore removes a row and a reload keeps the rest", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/products/add-multiple-products');
  await expect(page.getByRole('button', { name: 'Upload CSV file' })).toBeEnabled();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV template' }).click(),
  ]);
  const bytes = readFileSync(await download.path());
  // A UTF-8 byte-order mark, so Excel on Windows reads 'Jalapeño' as written.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const header = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim();
  const { parent } = await apiAs(page);
  const line = (sku: string, name: string, price = '2.00') =>
    Papa.unparse([[sku, name, parent.name, '', '', price, 'Units', '1', 'Units', 'Y', 'Y', 'N']]);
  // Lines: 1 header, 2 blank, 3 good, 4 blank, 5 bad price, 6 good.
  const csv = [
    header,
    '',
    line(`E2E-LN-${run}-1`, `E2E Jalapeño ${run}`),
    '',
    line(`E2E-LN-${run}-2`, `E2E Line five ${run}`, '-1'),
    line(`E2E-LN-${run}-3`, `E2E Line six ${run}`),
  ].join('\r\n');
  await page
    .getByTestId('bulk-csv-input')
    .setInputFiles({ name: 'lines.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const table = page.getByRole('table', { name: 'Pending Products' });
  const rowOf = (name: string) => table.locator('tbody tr').filter({ hasText: name });
  await expect(rowOf(`E2E Line five ${run}`).locator('td').first()).toHaveText('5');
  await expect(rowOf(`E2E Jalapeño ${run}`).locator('td').first()).toHaveText('3');
  await expect(rowOf(`E2E Line six ${run}`).locator('td').first()).toHaveText('6');

  await page.getByRole('button', { name: `Ignore E2E Line five ${run}` }).click();
  await expect(page.getByText('Product deleted')).toBeVisible();
  await expect(rowOf(`E2E Line five ${run}`)).toHaveCount(0);
  await expect(page.getByText('2 products are ready to save.')).toBeVisible();

  // A reload keeps the confirm step and its rows until saved or reset.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pending Products' })).toBeVisible();
  await expect(rowOf(`E2E Jalapeño ${run}`)).toHaveCount(1);
  await expect(rowOf(`E2E Line five ${run}`)).toHaveCount(0);
  await expect(page.getByText('2 products are ready to save.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Upload CSV file' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending Products' })).toHaveCount(0);
});

test('an unchanged Download Products file with names starting - + @ = uploads as already up to date', async ({
  page,
}) => {
  await signIn(page);
  const { headers, parent } = await apiAs(page);
  const names = ['-', '+', '@', '='].map((c, i) => `${c}E2E Guard ${run} ${i}`);
  const created = await page.request.post('/api/suppliers/products/bulk-upload', {
    headers,
    data: {
      products: names.map((name, i) => ({
        name,
        sku: `E2E-GUARD-${run}-${i}`,
        priceInCents: 1000,
        unitOfPriceId: 3,
        gstExempt: true,
        categories: [parent.id],
        unitOfPortionId: 3,
        portions: [1],
        enabled: true,
        outOfStock: false,
      })),
    },
  });
  expect(created.status()).toBe(200);

  await page.goto('/products/edit-multiple-products');
  await expect(page.getByRole('button', { name: 'Upload CSV file' })).toBeEnabled();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Products' }).click(),
  ]);
  const file = readFileSync(await download.path());
  // The file guards the names for spreadsheets...
  for (const name of names) expect(file.toString('utf8')).toContain(`'${name}`);
  // ...and reading it back undoes the guard: nothing to change.
  await page
    .getByTestId('bulk-csv-input')
    .setInputFiles({ name: 'unchanged.csv', mimeType: 'text/csv', buffer: file });
  await expect(page.getByText(/^0 of \d+ products will be changed\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your products are already up to date')).toBeVisible();
  for (const name of names) {
    const list = (await (await page.request.get('/api/suppliers/products', { headers })).json()) as {
      data: Array<{ name: string }>;
    };
    expect(list.data.some((p) => p.name === name)).toBe(true);
  }
});
