import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { addCalendarDays } from '@portal/domain';
import { expect, test } from './support/fixtures.ts';
import { authHeader, sydneyDay } from './support/api.ts';
import { signIn } from './support/session.ts';

const XERO_HEADER =
  '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Total,InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TaxAmount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency,BrandingTheme';

test("download tomorrow's pick sheet from the orders page's Downloads menu", async ({ page }) => {
  await signIn(page);
  await page.goto('/orders');
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  await page.getByRole('button', { name: 'Downloads' }).click();
  await expect(page.getByRole('menuitem', { name: 'Run sheet (PDF)' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Packing slips (PDF)' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Pick sheet (PDF)' }).click();

  const dialog = page.getByRole('dialog', { name: 'Pick sheet (PDF)' });
  const tomorrow = sydneyDay(1);
  // The delivery day starts at tomorrow in the supplier's time zone.
  await expect(dialog.getByLabel('Delivery date')).toHaveValue(tomorrow);
  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`pick-sheet-${tomorrow}.pdf`);
  const file = readFileSync(await download.path());
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(dialog).toHaveCount(0);
});

test('download the Xero export for a day from Reports and read it back', async ({ page, request }) => {
  // A day with completed orders of the demo supplier, and those orders' totals.
  const headers = await authHeader(request);
  const list = await request.get(
    '/api/suppliers/orders?search=orderStatus[]:COMPLETED&orderBy=deliveryDate&sortedBy=desc&pageSize=10',
    { headers },
  );
  const completed = ((await list.json()) as { data: Array<{ orderId: number; deliveryDate: string }> }).data;
  expect(completed.length).toBeGreaterThan(0);
  const day = completed[0]!.deliveryDate.slice(0, 10);
  expect(day <= sydneyDay(0)).toBe(true);

  await signIn(page);
  await page.goto('/reports');
  await page.getByRole('button', { name: 'Accounting export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accounting export' });
  await expect(dialog.getByRole('radio', { name: 'Xero (sales invoices)' })).toBeChecked();
  // The export picks invoices by invoice date, the day the order was processed: a demo order is
  // processed the day before its delivery or on the day, so two days back hold every order of `day`.
  const from = addCalendarDays(day, -2);
  await dialog.getByLabel('Invoiced from').fill(from);
  await dialog.getByLabel('Invoiced to').fill(day);
  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`xero-sales-invoices-${from}-to-${day}.csv`);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.split('\r\n')[0]).toBe(XERO_HEADER);
  const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
  const dayOrders = completed
    .filter((o) => o.deliveryDate.slice(0, 10) === day)
    .map((o) => String(o.orderId));
  // The invoice number is the one the PDF prints (INV-<order id>); every invoice is dated in the range.
  for (const id of dayOrders) expect(rows.some((r) => r['*InvoiceNumber'] === `INV-${id}`)).toBe(true);
  const isoOf = (dmy: string) => dmy.split('/').reverse().join('-');
  for (const r of rows) {
    expect(r['*InvoiceDate']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(isoOf(r['*InvoiceDate']!) >= from && isoOf(r['*InvoiceDate']!) <= day).toBe(true);
  }
  await expect(dialog).toHaveCount(0);
});
