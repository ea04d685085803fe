import Papa from 'papaparse';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { orderProducts, orders } from '../../db/schema/index.ts';

/*
 * One invoice number and one invoice date on the tax invoice, in Xero's file and in MYOB's; every
 * item of the ATO's list on the tax invoice; Xero files of at most 500 invoices; no formula guard in import
 * files.
 */
const DAY = '2033-05-20';
/** The day the order was processed (in Sydney): its invoice date, by which an export picks it. */
const ISSUED = '2033-05-17';
const BIG_FROM = '2033-06-01';
const BIG_TO = '2033-06-30';
let t: TestApp;
let id: number;

const get = async (url: string, who: 'supplier' | 'supplier2' = 'supplier') =>
  t.app.inject({ method: 'GET', url, headers: await t.auth(who) });

function csvRows(text: string) {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** 1,200 completed orders in one month, one line each, inserted in two statements. */
async function insertMonth(count: number) {
  const db = t.database.db;
  const rows = Array.from({ length: count }, (_, i) => ({
    supplierId: 1,
    venueId: 1 + (i % 3),
    orderStatus: 'COMPLETED',
    shippingCompany: `Venue ${i}`,
    state: 'NSW',
    deliveryDate: `2033-06-${String(1 + (i % 30)).padStart(2, '0')}`,
    dateAdded: new Date('2033-05-25T01:00:00Z'),
    originalTotalIncGst: 1000 + i,
    finalTotalIncGst: 1000 + i,
  }));
  const inserted = await db
    .insert(orders)
    .values(rows)
    .returning({ id: orders.id, total: orders.finalTotalIncGst });
  await db.insert(orderProducts).values(
    inserted.map((o) => ({
      orderId: o.id,
      position: 0,
      sku: 'SKU',
      name: 'Lemons',
      portionSize: 1,
      unitOfPortion: 'kg',
      unitOfPrice: 'kg',
      originalNumberOfPortions: 1,
      originalQuantityPriced: 1,
      originalTotalIncGst: o.total,
      priceIncGst: o.total,
      gst: 0,
      hasGst: false,
    })),
  );
  return new Map(inserted.map((o) => [`INV-${o.id}`, o.total]));
}

let month: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  id = await insertOrder(t.database.db, {
    supplierId: 1,
    venueId: 2,
    status: 'COMPLETED',
    deliveryDate: DAY,
    payment: 'pay_later',
    // 23:30 UTC on the 16th is the 17th in Sydney: the invoice date is the supplier's day.
    processedAt: new Date('2033-05-16T23:30:00Z'),
    lines: [
      { name: 'Lemons', sku: 'T-LE', priceIncGst: 650, quantity: 5 },
      { name: 'Dish Liquid 5L', sku: 'T-DL', priceIncGst: 2399, quantity: 2, hasGst: true, unit: 'unit' },
    ],
  });
  await t.database.db
    .update(orders)
    .set({ supplierReference: '-PO-88', shippingCompany: '@Home Kitchen' })
    .where(eq(orders.id, id));
  month = await insertMonth(1200);
});

afterAll(async () => {
  await t.close();
});

describe('one invoice number and one invoice date everywhere', () => {
  it('the tax invoice, the Xero file and the MYOB file of one order agree', async () => {
    const [page] = await pdfPages((await get(`/api/orders/${id}/invoice`)).rawPayload);
    expect(page).toContain(`Invoice number: INV-${id}`);
    expect(page).toContain('Invoice date: Tue 17 May 2033');
    expect(page).toContain(`reference INV-${id}`);

    const xero = await get(`/api/suppliers/accounting-export?format=xero&from=${ISSUED}&to=${ISSUED}`);
    const xeroRows = csvRows(xero.rawPayload.toString('utf8'));
    expect(new Set(xeroRows.map((r) => r['*InvoiceNumber']))).toEqual(new Set([`INV-${id}`]));
    expect(new Set(xeroRows.map((r) => r['*InvoiceDate']))).toEqual(new Set(['17/05/2033']));
    // PayLater: due 14 days after delivery, as the invoice says.
    expect(xeroRows[0]!['*DueDate']).toBe('03/06/2033');
    expect(page).toContain('Due date: Fri 3 Jun 2033');

    const myob = await get(`/api/suppliers/accounting-export?format=myob&from=${ISSUED}&to=${ISSUED}`);
    const myobRows = csvRows(new TextDecoder('windows-1252').decode(myob.rawPayload));
    expect(new Set(myobRows.map((r) => r['Invoice #']))).toEqual(new Set([`INV-${id}`]));
    expect(new Set(myobRows.map((r) => r.Date))).toEqual(new Set(['17/05/2033']));
  });

  it('the tax invoice shows every item of the ATO list', async () => {
    const [page] = await pdfPages((await get(`/api/orders/${id}/invoice`)).rawPayload);
    // The document is intended to be a tax invoice; the seller's identity and ABN; the date of issue.
    expect(page).toContain('Tax Invoice');
    expect(page).toContain('Harbour Fresh Wholesale');
    expect(page).toMatch(/ABN \d{2} \d{3} \d{3} \d{3}/);
    expect(page).toContain('Invoice date: Tue 17 May 2033');
    // The buyer's identity (required from $1,000; always shown).
    expect(page).toContain('Bill to / Deliver to @Home Kitchen');
    // Each item: description, quantity and price; GST per line; the extent each sale is taxable.
    expect(page).toMatch(/Lemons 5 kg \$6\.50 GST-free \$32\.50/);
    expect(page).toMatch(/Dish Liquid 5L 2 units \$23\.99 \$4\.36 \$47\.98/);
    expect(page).toMatch(/Taxable sales \(inc GST\) \$47\.98/);
    expect(page).toMatch(/GST-free sales \$32\.50/);
    // The GST payable and the total.
    expect(page).toMatch(/GST \$4\.36/);
    expect(page).toMatch(/Total inc GST \$80\.48/);
    expect(page).toContain('Terms: PayLater: due 14 days after delivery');
  });
});

describe('import files carry no spreadsheet formula guard', () => {
  it("keeps '-PO-88' and '@Home Kitchen' as they are in Xero and MYOB", async () => {
    const xero = csvRows(
      (
        await get(`/api/suppliers/accounting-export?format=xero&from=${ISSUED}&to=${ISSUED}`)
      ).rawPayload.toString(),
    );
    expect(xero[0]).toMatchObject({ '*ContactName': '@Home Kitchen', Reference: '-PO-88' });
    const myob = await get(`/api/suppliers/accounting-export?format=myob&from=${ISSUED}&to=${ISSUED}`);
    expect(myob.headers['content-type']).toBe('text/csv; charset=windows-1252');
    // No byte order mark in front of the first field name.
    expect(myob.rawPayload.subarray(0, 13).toString('latin1')).toBe('Co./Last Name');
    const rows = csvRows(new TextDecoder('windows-1252').decode(myob.rawPayload));
    expect(rows[0]).toMatchObject({
      'Co./Last Name': '@Home Kitchen',
      'Customer PO': '-PO-88',
      'Addr 1 - Line 1': '@Home Kitchen',
      'Addr 1 - Line 4': 'Australia',
    });
  });
});

describe('Xero: at most 500 invoices a file', () => {
  it('gives 1,200 invoices as a ZIP of three numbered CSVs, each invoice once, totals as the orders', async () => {
    const res = await get(`/api/suppliers/accounting-export?format=xero&from=${BIG_FROM}&to=${BIG_TO}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`xero-sales-invoices-${BIG_FROM}-to-${BIG_TO}.zip`);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [1, 2, 3].map((n) => `xero-sales-invoices-${BIG_FROM}-to-${BIG_TO}-${n}-of-3.csv`),
    );
    const seen = new Map<string, number>();
    for (const content of Object.values(files)) {
      const rows = csvRows(strFromU8(content));
      const invoices = new Set(rows.map((r) => r['*InvoiceNumber']!));
      expect(invoices.size).toBeLessThanOrEqual(500);
      for (const r of rows) {
        expect(seen.has(r['*InvoiceNumber']!)).toBe(false);
        seen.set(r['*InvoiceNumber']!, Math.round(Number(r.Total) * 100));
      }
    }
    expect(seen).toEqual(month);
  });

  it('gives one CSV for 500 invoices or fewer, and no other supplier sees them', async () => {
    const small = await get(`/api/suppliers/accounting-export?format=xero&from=${BIG_FROM}&to=2033-06-05`);
    expect(small.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(new Set(csvRows(small.rawPayload.toString()).map((r) => r['*InvoiceNumber'])).size).toBe(200);
    const other = await get(
      `/api/suppliers/accounting-export?format=xero&from=${BIG_FROM}&to=${BIG_TO}`,
      'supplier2',
    );
    expect(other.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvRows(other.rawPayload.toString())).toEqual([]);
  });
});
