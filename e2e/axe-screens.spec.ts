import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { expect, test, type Page } from './support/fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { signIn } from './support/session.ts';

/*
 * Axe finds nothing on the screens the audit flagged — the bulk confirm step with errors, the
 * phone's user menu and drawer, the staff supplier chooser and session banner, the image chooser and the
 * maintenance page. WCAG 2.1 A/AA and best practices, as accessibility.spec.ts.
 */

async function violations(page: Page, include?: string) {
  await expect(page.locator('[aria-busy="true"], .cell-skeleton')).toHaveCount(0);
  return axeViolations(page, include);
}

test('the bulk confirm step with errors', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  await page.goto('/products/edit-multiple-products');
  await expect(page.getByRole('button', { name: 'Upload CSV file' })).toBeEnabled();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Products' }).click(),
  ]);
  const rows = Papa.parse<string[]>(readFileSync(await download.path(), 'utf8').trim()).data;
  const edited = rows.map((row, i) => (i === 1 ? row.map((v, c) => (c === 6 ? 'abc' : v)) : row));
  await page
    .getByTestId('bulk-csv-input')
    .setInputFiles({ name: 'edit.csv', mimeType: 'text/csv', buffer: Buffer.from(Papa.unparse(edited)) });
  await expect(page.getByText('Must be a positive number with a maximum of 2 decimal places')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the user menu and the navigation drawer', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Harbour Fresh Wholesale' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer.getByRole('link', { name: 'Orders' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test('staff: the supplier chooser, the session banner and the image chooser', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.addInitScript(() => window.localStorage.setItem('portal.disableStaffAutoLogout', 'true'));
  await page.goto('/login');
  await page.getByLabel('Email').fill('staff@example.com');
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a supplier to act as' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Harbour Fresh Wholesale/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: /Harbour Fresh Wholesale/ }).click();
  await expect(page.getByRole('heading', { name: 'Choose a supplier to act as' })).toBeHidden();
  await page.getByRole('button', { name: 'Show staff session' }).click();
  const banner = page.getByRole('complementary', { name: 'Staff session' });
  await expect(banner.getByTestId('staff-session-countdown')).toBeVisible();
  expect(await violations(page, 'aside')).toEqual([]);

  await page.goto('/products');
  await page
    .getByRole('button', { name: /^Change image of / })
    .first()
    .click();
  const chooser = page.getByRole('dialog', { name: /^Choose an image for / });
  await expect(chooser.getByRole('list', { name: 'Gallery images' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the maintenance page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    (route) =>
      route.fulfill({
        status: 503,
        headers: { 'fb-maintenance': 'on', 'content-type': 'application/json' },
        body: JSON.stringify({ errors: [{ message: 'Down for maintenance', code: 'maintenance' }] }),
      }),
  );
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { name: "We're down for maintenance" })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Minesweeper' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
