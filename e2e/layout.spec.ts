import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { expect, test, type Page } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

/*
 * Nothing cut off. On a phone (390 px) every list page shows the state the spec puts in its
 * table (a status, a delivery day, a switch) without scrolling inside the table: each row is a card of
 * 'Label  value' lines. On a laptop (1366 px) no table is wider than its box. A long unbroken product
 * name never widens the phone's product form.
 */

type ListPage = {
  path: string;
  /** Typed into this field first (By Suburb lists nothing until asked). */
  search?: { label: string; text: string };
  /** Each table by its accessible name, with the columns whose values must show on a phone's card. */
  tables: Record<string, string[]>;
};

const LIST_PAGES: ListPage[] = [
  { path: '/dashboard', tables: { 'Pending Orders': ['Delivery', 'Alert', 'Status'] } },
  { path: '/orders', tables: { Orders: ['Delivery', 'Alert', 'Status', 'Actions'] } },
  { path: '/products', tables: { Products: ['Status', 'Stock', 'Price (Ex. GST)'] } },
  { path: '/specials', tables: { Specials: ['Start', 'End', 'Status', 'Actions'] } },
  { path: '/customers', tables: { Customers: ['Rake', 'Custom Prices', 'Actions'] } },
  { path: '/custom-prices', tables: { 'Custom prices': ['Venue', 'Ex GST', 'Inc GST', 'Actions'] } },
  { path: '/reviews', tables: { Reviews: ['Rating', 'Your Reply', 'Status', 'Actions'] } },
  {
    path: '/delivery-zones?view=suburb',
    search: { label: 'Search for a suburb or postcode', text: '2000' },
    tables: { 'Suburbs by delivery zone': ['Status', 'Delivery Zone', 'Zone Status', 'Actions'] },
  },
];

/** Waits for the page's data: no skeleton or busy table left. */
async function settle(page: Page) {
  await expect(page.locator('[aria-busy="true"], .cell-skeleton')).toHaveCount(0);
}

/** Each table's own width and its scrolling box's, and the document's. */
async function widths(page: Page) {
  return page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    tables: Array.from(document.querySelectorAll('table')).map((t) => ({
      name: t.getAttribute('aria-label') ?? '',
      table: Math.ceil(t.getBoundingClientRect().width),
      box: t.parentElement!.clientWidth,
      scroll: t.parentElement!.scrollWidth,
    })),
  }));
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every list page shows its state columns on cards, with nothing to scroll sideways', async ({
    page,
  }) => {
    await signIn(page);
    for (const list of LIST_PAGES) {
      await page.goto(list.path);
      if (list.search) await page.getByLabel(list.search.label).fill(list.search.text);
      for (const [name, columns] of Object.entries(list.tables)) {
        const table = page.getByRole('table', { name });
        await expect(table.getByRole('row').nth(1), `${list.path}: ${name} has rows`).toBeVisible();
        await settle(page);
        const card = table.getByRole('row').nth(1);
        for (const column of columns) {
          const cell = card.locator(`td[data-label="${column}"]`);
          await expect(cell, `${list.path}: ${name} shows ${column}`).toBeInViewport({ ratio: 1 });
        }
      }
      const measured = await widths(page);
      expect(measured.document, `${list.path} scrolls sideways`).toBeLessThanOrEqual(390);
      for (const t of measured.tables) {
        expect(t.scroll, `${list.path}: ${t.name} scrolls inside its box`).toBeLessThanOrEqual(t.box);
      }
    }
  });

  test('a 64-character unbroken product name never widens the product form', async ({ page }) => {
    await signIn(page);
    await page.goto('/products/new');
    const name = 'X'.repeat(64);
    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Price (Ex. GST)').fill('12.50');
    await expect(page.getByLabel('Product Name')).toHaveValue(name);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const form = await page.locator('main').boundingBox();
    expect(form!.width).toBeLessThanOrEqual(390);
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  async function expectTablesFit(page: Page, where: string) {
    await settle(page);
    const measured = await widths(page);
    expect(measured.tables.length, `${where} has a table`).toBeGreaterThan(0);
    for (const t of measured.tables) {
      expect(t.table, `${where}: ${t.name} is wider than its box`).toBeLessThanOrEqual(t.box);
    }
    expect(measured.document, `${where} scrolls sideways`).toBeLessThanOrEqual(1366);
  }

  test("no table is wider than its box: staff's products and By Suburb", async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/products');
    await expect(page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1)).toBeVisible();
    await expectTablesFit(page, 'staff products');
    await expect(page.getByRole('button', { name: /^Edit custom prices for / }).first()).toBeInViewport();

    await page.goto('/delivery-zones?view=suburb');
    await page.getByLabel('Search for a suburb or postcode').fill('2000');
    const suburbs = page.getByRole('table', { name: 'Suburbs by delivery zone' });
    await expect(suburbs.getByRole('row').nth(1)).toBeVisible();
    await expectTablesFit(page, 'By Suburb');
    await expect(suburbs.getByRole('button', { name: 'View Zone' }).first()).toBeInViewport();
  });

  test('no table is wider than its box: Pending Products', async ({ page }) => {
    await signIn(page);
    await page.goto('/products/edit-multiple-products');
    await expect(page.getByRole('button', { name: 'Upload CSV file' })).toBeEnabled();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Products' }).click(),
    ]);
    const rows = Papa.parse<string[]>(readFileSync(await download.path(), 'utf8').trim()).data;
    // Two products change: one to a price, one to a word that is no price (an error row).
    const edited = rows.map((row, i) => (i === 1 ? row.map((v, c) => (c === 6 ? '12.00' : v)) : row));
    edited[2] = edited[2]!.map((v, c) => (c === 6 ? 'abc' : v));
    await page
      .getByTestId('bulk-csv-input')
      .setInputFiles({ name: 'edit.csv', mimeType: 'text/csv', buffer: Buffer.from(Papa.unparse(edited)) });
    const table = page.getByRole('table', { name: 'Pending Products' });
    await expect(table.getByRole('row').nth(2)).toBeVisible();
    await expectTablesFit(page, 'Pending Products');
  });
});
