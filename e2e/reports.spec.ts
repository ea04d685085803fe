import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

test('reports: chart, snapshot, last month top customers, Product CSV and Orders CSV dialog', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

  const chart = page.getByRole('region', { name: 'Sales and orders, last 12 months' });
  await expect(chart.getByRole('img', { name: /^12-month sales and orders/ })).toBeVisible();
  // Twelve month labels (all of them at this width), and the twelve months' figures for screen readers.
  await expect(chart.locator('svg text').filter({ hasText: /^[A-Z][a-z]{2} \d{2}$/ })).toHaveCount(12);
  await expect(chart.getByRole('table', { name: 'Sales and orders by month' }).getByRole('row')).toHaveCount(
    13,
  );

  const snapshot = page.getByRole('region', { name: 'Monthly Snapshot' });
  for (const card of ['Sales', 'Orders', 'Customers', 'Average order value'])
    await expect(snapshot.getByRole('group', { name: card })).toBeVisible();
  await expect(snapshot.getByRole('group', { name: 'Sales' })).toContainText('$');

  const customers = page.getByRole('region', { name: 'Top Customers' });
  await expect(customers.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
  await customers.getByRole('button', { name: 'Last month' }).click();
  await expect(customers.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
  // The demo supplier completed orders last month, so the list has ranked venues with their sales.
  const lastMonth = customers.getByRole('list', { name: 'Top Customers, last month' });
  await expect(lastMonth).toBeVisible();
  await expect(lastMonth.getByRole('listitem').first()).toContainText(/\d+ orders?/);
  await expect(lastMonth.getByRole('listitem').first()).toContainText('$');

  // Product CSV: every status over the current month, so the file has rows.
  await page.getByRole('button', { name: 'Product CSV' }).click();
  const productDialog = page.getByRole('dialog', { name: 'Product CSV' });
  for (const status of ['Processing', 'Completed']) await productDialog.getByLabel(status).check();
  await productDialog.getByLabel('Current Month').check();
  const downloadPromise = page.waitForEvent('download');
  await productDialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^product-data-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toBe(
    'Product ID,SKU,Product,Portion Size,Unit of Portion,Number of Portions,Quantity Priced,Unit of Price,Orders,Total (inc GST)',
  );
  expect(rows.length).toBeGreaterThan(0);
  await expect(productDialog).toBeHidden();

  await page.getByRole('button', { name: 'Orders CSV' }).click();
  const ordersDialog = page.getByRole('dialog', { name: 'Download Orders CSV' });
  await expect(ordersDialog).toBeVisible();
  await expect(ordersDialog.getByRole('button', { name: 'Download' })).toBeEnabled();
  await ordersDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(ordersDialog).toBeHidden();
});
