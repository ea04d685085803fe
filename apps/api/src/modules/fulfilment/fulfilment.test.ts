import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  formatAmountOfUnit,
  gstOfInc,
  lineTotal,
  MYOB_SERVICE_SALES_HEADERS,
  XERO_SALES_INVOICE_HEADERS,
} from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { categories, orderProducts, orders, products } from '../../db/schema/index.ts';

const DAY = '2031-03-14';
const DAY_BEFORE = '2031-03-13';
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

let t: TestApp;
const ids = {} as Record<
  | 'rocks'
  | 'leichhardt'
  | 'newcastle'
  | 'bondi'
  | 'cancelled'
  | 'nextDay'
  | 'otherSupplier'
  | 'dayBefore'
  | 'otherSupplierCompleted',
  number
>;
let spinachCategory: string;

async function setAddress(
  id: number,
  a: {
    company: string;
    address: string;
    city: string;
    postcode: string;
    first: string;
    last: string;
    phone: string;
    comment?: string;
  },
) {
  await t.database.db
    .update(orders)
    .set({
      shippingCompany: a.company,
      shippingAddress: a.address,
      shippingCity: a.city,
      shippingPostcode: a.postcode,
      shippingFirstname: a.first,
      shippingLastname: a.last,
      phone: a.phone,
      deliveryComment: a.comment ?? null,
    })
    .where(eq(orders.id, id));
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.rocks = await insertOrder(db, {
    supplierId: 1,
    venueId: 1,
    status: 'PENDING',
    deliveryDate: DAY,
    lines: [
      { name: 'Baby Spinach', sku: 'T-BS', priceIncGst: 1250, quantity: 2 },
      { name: 'Tomato Sauce 4L', sku: 'T-TS', priceIncGst: 1639, quantity: 3, hasGst: true, unit: 'unit' },
    ],
  });
  ids.leichhardt = await insertOrder(db, {
    supplierId: 1,
    venueId: 2,
    status: 'COMPLETED',
    deliveryDate: DAY,
    lines: [
      { name: 'Baby Spinach', sku: 'T-BS', priceIncGst: 1250, quantity: 2, finalQuantity: 1.5 },
      { name: 'Lemons', sku: 'T-LE', priceIncGst: 650, quantity: 5 },
      { name: 'Removed Basil', sku: 'T-RB', priceIncGst: 290, quantity: 4, finalQuantity: 0 },
      { name: 'Dish Liquid 5L', sku: 'T-DL', priceIncGst: 2399, quantity: 1, hasGst: true, unit: 'unit' },
    ],
  });
  ids.newcastle = await insertOrder(db, {
    supplierId: 1,
    venueId: 3,
    status: 'PROCESSING',
    deliveryDate: DAY,
    lines: [
      { name: 'Baby Spinach', sku: 'T-BS', priceIncGst: 1250, quantity: 0.25 },
      { name: 'Tomato Sauce 4L', sku: 'T-TS', priceIncGst: 1639, quantity: 1, hasGst: true, unit: 'unit' },
    ],
  });
  ids.bondi = await insertOrder(db, {
    supplierId: 1,
    venueId: 4,
    status: 'PENDING',
    deliveryDate: DAY,
    lines: [{ name: 'Lemons', sku: 'T-LE', priceIncGst: 650, quantity: 1.25 }],
  });
  ids.cancelled = await insertOrder(db, {
    supplierId: 1,
    venueId: 1,
    status: 'CANCELLED',
    deliveryDate: DAY,
    lines: [{ name: 'Baby Spinach', sku: 'T-BS', priceIncGst: 1250, quantity: 10 }],
  });
  ids.nextDay = await insertOrder(db, {
    supplierId: 1,
    venueId: 1,
    status: 'PENDING',
    deliveryDate: '2031-03-15',
    lines: [{ name: 'Baby Spinach', sku: 'T-BS', priceIncGst: 1250, quantity: 7 }],
  });
  ids.otherSupplier = await insertOrder(db, {
    supplierId: 2,
    venueId: 1,
    status: 'PENDING',
    deliveryDate: DAY,
    lines: [{ name: 'Lamb Rack', sku: 'ZZ-LR', priceIncGst: 5290, quantity: 1 }],
  });
  ids.otherSupplierCompleted = await insertOrder(db, {
    supplierId: 2,
    venueId: 1,
    status: 'COMPLETED',
    deliveryDate: DAY,
    lines: [{ name: 'Lamb Shoulder', sku: 'ZZ-LS', priceIncGst: 3290, quantity: 2 }],
  });
  // A completed, pay-later order the day before, with a line whose total the supplier set by hand.
  ids.dayBefore = await insertOrder(db, {
    supplierId: 1,
    venueId: 5,
    status: 'COMPLETED',
    deliveryDate: DAY_BEFORE,
    lines: [
      { name: 'Sparkling Water 24x', sku: 'T-SW', priceIncGst: 3333, quantity: 3, hasGst: true, unit: 'box' },
      { name: 'Beef Scotch Fillet', sku: 'T-SF', priceIncGst: 4690, quantity: 2.345 },
    ],
  });
  await db
    .update(orderProducts)
    .set({ finalQuantityPriced: 2.5, finalTotalIncGst: 11_000 })
    .where(and(eq(orderProducts.orderId, ids.dayBefore), eq(orderProducts.sku, 'T-SF')));
  await db
    .update(orders)
    .set({ payment: 'pay_later', finalTotalIncGst: 9999 + 11_000, supplierReference: 'HF-2207' })
    .where(eq(orders.id, ids.dayBefore));

  await setAddress(ids.rocks, {
    company: 'The Rocks Bistro',
    address: '12 George Street',
    city: 'The Rocks',
    postcode: '2000',
    first: 'Olivia',
    last: 'Smith',
    phone: '0412 345 678',
    comment: 'Leave at the back door before 6am',
  });
  await setAddress(ids.leichhardt, {
    company: 'Norton Street Trattoria',
    address: '150 Norton Street',
    city: 'Leichhardt',
    postcode: '2040',
    first: 'Marco',
    last: 'Rossi',
    phone: '0298 765 432',
  });
  await setAddress(ids.newcastle, {
    company: 'Harbourside Newcastle',
    address: '1 Wharf Road',
    city: 'Newcastle',
    postcode: '2300',
    first: 'Ada',
    last: 'King',
    phone: '0249 111 222',
  });
  await setAddress(ids.bondi, {
    company: 'Bondi Surf Cafe',
    address: '80 Campbell Parade',
    city: 'Bondi Beach',
    postcode: '2026',
    first: 'Kai',
    last: 'Nguyen',
    phone: '0400 999 000',
  });
  // Baby Spinach lines point at one of the supplier's products, so they group under its category.
  const [product] = await db
    .select({ id: products.id, category: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, sql`${products.categories}[1]`))
    .where(eq(products.supplierId, 1))
    .limit(1);
  spinachCategory = product!.category;
  await db
    .update(orderProducts)
    .set({ productId: product!.id })
    .where(
      and(
        eq(orderProducts.sku, 'T-BS'),
        sql`${orderProducts.orderId} in (${sql.join(
          [ids.rocks, ids.leichhardt, ids.newcastle, ids.cancelled, ids.nextDay].map((i) => sql`${i}`),
          sql`, `,
        )})`,
      ),
    );
});
afterAll(async () => {
  await t.close();
});

type Who = 'supplier' | 'supplier2' | 'staff';
const get = async (url: string, who: Who = 'supplier') =>
  t.app.inject({ method: 'GET', url, headers: await t.auth(who) });
const sheet = async (name: string, day = DAY, who: Who = 'supplier') => {
  const res = await get(`/api/suppliers/day-sheets/${name}?deliveryDate=${day}`, who);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toContain(`${name}-${day}.pdf`);
  return { res, pages: await pdfPages(res.rawPayload) };
};
/** The rows of a raw query (PGlite and pg both answer { rows }). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const occurrences = (text: string, orderId: number) =>
  (text.match(new RegExp(`#${orderId}(?!\\d)`, 'g')) ?? []).length;

describe('GET /api/suppliers/day-sheets/pick-sheet', () => {
  it("totals each product over the day's orders in its unit, by category, with the orders it goes to", async () => {
    const { pages } = await sheet('pick-sheet');
    const text = pages.join(' ');
    expect(text).toContain('Pick sheet');
    expect(text).toContain('Harbour Fresh Wholesale');
    expect(text).toContain('Delivery date: Fri 14 Mar 2031');
    expect(text).toContain('4 orders · 4 products');
    // Which orders it counts, said as the daily summary says it.
    expect(text).toContain(
      "Counts this day's pending, processing and completed orders when downloaded; cancelled orders are left out.",
    );
    // Baby Spinach: 2 + 1.5 (supplied) + 0.25 kg; the cancelled order's 10 kg and the next day's 7 kg left out.
    expect(text).toMatch(
      new RegExp(
        `T-BS Baby Spinach 3\\.75 kg #${ids.rocks} The Rocks Bistro: 2 kg #${ids.leichhardt} Norton Street Trattoria: 1\\.5 kg #${ids.newcastle} Harbourside Newcastle: 0\\.25 kg`,
      ),
    );
    expect(text).toMatch(/T-TS Tomato Sauce 4L 4 units /);
    expect(text).toMatch(/T-LE Lemons 6\.25 kg /);
    expect(text).toMatch(/T-DL Dish Liquid 5L 1 unit /);
    // A removed line (supplied 0) is not picked; another supplier's product never appears.
    expect(text).not.toContain('Removed Basil');
    expect(text).not.toContain('Lamb Rack');
    // The spinach sits under its product's category; lines without a catalogue product under Uncategorised, last.
    expect(text.indexOf(spinachCategory)).toBeGreaterThan(-1);
    expect(text.indexOf(spinachCategory)).toBeLessThan(text.indexOf('Baby Spinach'));
    expect(text.indexOf('Uncategorised')).toBeGreaterThan(text.indexOf('Baby Spinach'));
    expect(text.indexOf('Uncategorised')).toBeLessThan(text.indexOf('Lemons'));
    expect(pages.at(-1)).toMatch(/Page 1 of 1/);
  });

  it("matches the day's orders on a seeded day, product by product", async () => {
    const db = t.database.db;
    // The busiest seeded delivery day of the demo supplier.
    const busiest = rowsOf<{ day: string }>(
      await db.execute(sql`
      select delivery_date::text as day from orders
      where supplier_id = 1 and order_status <> 'CANCELLED'
      group by delivery_date order by count(*) desc, delivery_date limit 1`),
    );
    const day = busiest[0]!.day;
    const rows = rowsOf<{ sku: string; name: string; unit: string; total: string }>(
      await db.execute(sql`
      select op.sku, op.name, op.unit_of_price as unit,
             sum(coalesce(op.final_quantity_priced, op.original_quantity_priced))::text as total
      from order_products op join orders o on o.id = op.order_id
      where o.supplier_id = 1 and o.delivery_date = ${day} and o.order_status <> 'CANCELLED'
        and coalesce(op.final_quantity_priced, op.original_quantity_priced) > 0
      group by op.product_id, op.sku, op.name, op.unit_of_price, op.portion_size, op.unit_of_portion`),
    );
    expect(rows.length).toBeGreaterThan(0);
    const { pages } = await sheet('pick-sheet', day);
    const text = pages.join(' ');
    for (const r of rows) {
      const total = String(Number(r.total));
      // The total, after the packs it makes when they are whole ('4 × 5 kg (20 kg)').
      const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const amount = escape(formatAmountOfUnit(total, r.unit));
      expect(text, `${r.name}`).toMatch(
        new RegExp(`${escape(`${r.sku ?? ''} ${r.name}`.trim())} (${amount}|\\d+ × [^(]+ \\(${amount}\\))`),
      );
    }
  });
});

describe('GET /api/suppliers/day-sheets/run-sheet', () => {
  it('lists every order of the day once, by zone, then suburb and postcode, with room to sign', async () => {
    const { pages } = await sheet('run-sheet');
    const text = pages.join(' ');
    for (const id of [ids.rocks, ids.leichhardt, ids.newcastle, ids.bondi])
      expect(occurrences(text, id)).toBe(1);
    for (const id of [ids.cancelled, ids.nextDay, ids.otherSupplier]) expect(occurrences(text, id)).toBe(0);
    expect(text).toContain('4 orders');
    // Zones by name, orders outside every zone last; suburbs by name within a zone.
    const order = [
      'Inner West',
      'Leichhardt 2040',
      'Sydney CBD & East',
      'Bondi Beach 2026',
      'The Rocks 2000',
      'No delivery zone',
      'Newcastle 2300',
    ];
    const at = order.map((s) => text.indexOf(s));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Address, contact, phone, comment and value of an order.
    expect(text).toMatch(
      new RegExp(
        `#${ids.rocks} The Rocks Bistro Olivia Smith 0412 345 678 12 George Street The Rocks NSW 2000 Leave at the back door before 6am \\$74\\.17`,
      ),
    );
    expect(text).toContain('Received by (name, signature, time)');
  });

  it('says so on a day without orders', async () => {
    const { pages } = await sheet('run-sheet', '2031-01-01');
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('No orders to deliver on this day.');
  });
});

describe('GET /api/suppliers/day-sheets/packing-slips', () => {
  it('holds a packing slip (delivery docket) for every order of the day, one after the other', async () => {
    const { pages } = await sheet('packing-slips');
    expect(pages).toHaveLength(4);
    const dayIds = [ids.rocks, ids.leichhardt, ids.newcastle, ids.bondi];
    pages.forEach((page, i) => {
      expect(page).toContain('Delivery Docket');
      expect(page).toContain(`Order #${dayIds[i]}`);
    });
    expect(pages.join(' ')).not.toContain('Lamb Rack');
  });
});

describe('day sheets: access', () => {
  it("never shows another supplier's orders", async () => {
    for (const name of ['pick-sheet', 'run-sheet', 'packing-slips']) {
      const { pages } = await sheet(name, DAY, 'supplier2');
      const text = pages.join(' ');
      expect(text).not.toContain('Baby Spinach');
      for (const id of [ids.rocks, ids.leichhardt, ids.newcastle, ids.bondi])
        expect(occurrences(text, id)).toBe(0);
      expect(occurrences(text, ids.otherSupplier)).toBe(1);
    }
  });

  it('works for staff acting as the supplier; refuses staff who have not chosen one (403) and no token (401)', async () => {
    const { pages } = await sheet('pick-sheet', DAY, 'staff');
    expect(pages.join(' ')).toContain('3.75 kg');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'staff@example.com', password: 'password123', role: 'supplier' },
    });
    const staffToken = login.json<{ access_token: string }>().access_token;
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/suppliers/day-sheets/pick-sheet?deliveryDate=${DAY}`,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/suppliers/day-sheets/run-sheet?deliveryDate=${DAY}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/suppliers/accounting-export?format=xero&from=${DAY}&to=${DAY}`,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(csv.statusCode).toBe(403);
  });

  it('refuses an impossible day or an unknown sheet with 400', async () => {
    const bad = await get('/api/suppliers/day-sheets/pick-sheet?deliveryDate=2031-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      param: 'deliveryDate',
      message: 'Please choose a delivery date',
    });
    const missing = await get('/api/suppliers/day-sheets/run-sheet');
    expect(missing.statusCode).toBe(400);
    const unknown = await get(`/api/suppliers/day-sheets/invoices?deliveryDate=${DAY}`);
    expect(unknown.statusCode).toBe(400);
  });
});

type Parsed = { headerLine: string; rows: Record<string, string>[]; raw: string };
async function exportCsv(
  format: 'xero' | 'myob',
  from = DAY_BEFORE,
  to = DAY,
  who: Who = 'supplier',
): Promise<Parsed> {
  const res = await get(`/api/suppliers/accounting-export?format=${format}&from=${from}&to=${to}`, who);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  let body: string;
  if (format === 'xero') {
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // A UTF-8 byte order mark first.
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    body = res.rawPayload.toString('utf8').slice(1);
  } else {
    // MYOB: Windows-1252, no byte order mark in front of the first field name.
    expect(res.headers['content-type']).toBe('text/csv; charset=windows-1252');
    body = new TextDecoder('windows-1252').decode(res.rawPayload);
  }
  const parsed = Papa.parse<Record<string, string>>(body, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { headerLine: body.split('\r\n')[0]!, rows: parsed.data, raw: body };
}
const toCents = (s: string) => Math.round(Number(s) * 100);
const groupByInvoice = (rows: Record<string, string>[], key: string) => {
  const map = new Map<string, Record<string, string>[]>();
  for (const r of rows) map.set(r[key]!, [...(map.get(r[key]!) ?? []), r]);
  return map;
};
async function completedTotals() {
  const rows = await t.database.db
    .select({ id: orders.id, total: orders.finalTotalIncGst })
    .from(orders)
    .where(
      and(
        eq(orders.supplierId, 1),
        eq(orders.orderStatus, 'COMPLETED'),
        sql`${orders.deliveryDate} between ${DAY_BEFORE} and ${DAY}`,
      ),
    );
  return new Map(rows.map((r) => [`INV-${r.id}`, r.total]));
}

describe('GET /api/suppliers/accounting-export?format=xero', () => {
  it("starts with Xero's sales invoice header row, exactly", async () => {
    const csv = await exportCsv('xero');
    expect(`${csv.headerLine}\r\n`).toBe(fixture('xero-sales-invoice-header.csv'));
    expect(XERO_SALES_INVOICE_HEADERS.join(',')).toBe(csv.headerLine);
  });

  it('parses back to the completed orders, invoice by invoice, to the cent', async () => {
    const { rows } = await exportCsv('xero');
    const expected = await completedTotals();
    const invoices = groupByInvoice(rows, '*InvoiceNumber');
    expect([...invoices.keys()].sort()).toEqual([...expected.keys()].sort());
    expect([...invoices.keys()].sort()).toEqual([`INV-${ids.leichhardt}`, `INV-${ids.dayBefore}`].sort());
    for (const [id, lines] of invoices) {
      const total = lines.reduce(
        (s, l) => s + lineTotal(toCents(l['*UnitAmount']!), Number(l['*Quantity'])),
        0,
      );
      expect(total, `invoice ${id}`).toBe(expected.get(id));
      expect(lines.every((l) => toCents(l.Total!) === expected.get(id))).toBe(true);
    }
    const trattoria = invoices.get(`INV-${ids.leichhardt}`)!;
    expect(
      trattoria.map((l) => [
        l['*ContactName'],
        l['*Description'],
        l['*Quantity'],
        l['*UnitAmount'],
        l['*TaxType'],
        l.TaxAmount,
      ]),
    ).toEqual([
      ['Norton Street Trattoria', 'Baby Spinach (T-BS)', '1.5', '12.50', 'GST Free Income', '0.00'],
      ['Norton Street Trattoria', 'Lemons (T-LE)', '5', '6.50', 'GST Free Income', '0.00'],
      ['Norton Street Trattoria', 'Dish Liquid 5L (T-DL)', '1', '23.99', 'GST on Income', '2.18'],
    ]);
    expect(trattoria[0]).toMatchObject({
      '*InvoiceDate': '14/03/2031',
      '*DueDate': '14/03/2031',
      '*AccountCode': '200',
      Currency: 'AUD',
      POCity: 'Leichhardt',
      POPostalCode: '2040',
    });
    // Pay later: due 14 days after delivery; a hand-set line total goes as 1 x its total.
    const later = invoices.get(`INV-${ids.dayBefore}`)!;
    expect(later[0]).toMatchObject({
      '*InvoiceDate': '13/03/2031',
      '*DueDate': '27/03/2031',
      Reference: 'HF-2207',
    });
    expect(later[1]).toMatchObject({
      '*Description': 'Beef Scotch Fillet (T-SF), 2.5 kg',
      '*Quantity': '1',
      '*UnitAmount': '110.00',
    });
    const gst = later.reduce((s, l) => s + toCents(l.TaxAmount!), 0);
    expect(gst).toBe(gstOfInc(9999));
  });

  it("holds only this supplier's completed orders", async () => {
    const mine = await exportCsv('xero');
    expect(mine.raw).not.toContain('Lamb Shoulder');
    const other = await exportCsv('xero', DAY_BEFORE, DAY, 'supplier2');
    const invoices = [...groupByInvoice(other.rows, '*InvoiceNumber').keys()];
    expect(invoices).toEqual([`INV-${ids.otherSupplierCompleted}`]);
    expect(other.raw).not.toContain('Norton Street Trattoria');
  });
});

describe('GET /api/suppliers/accounting-export?format=myob', () => {
  it("starts with AccountRight's service sales header row, exactly, and separates sales with a blank line", async () => {
    const csv = await exportCsv('myob');
    expect(`${csv.headerLine}\r\n`).toBe(fixture('myob-service-sales-header.csv'));
    expect(MYOB_SERVICE_SALES_HEADERS.join(',')).toBe(csv.headerLine);
    expect(csv.raw.split('\r\n').filter((l) => l === '').length).toBeGreaterThanOrEqual(2);
  });

  it('parses back to the completed orders, to the cent, with GST and FRE tax codes', async () => {
    const { rows } = await exportCsv('myob');
    const expected = await completedTotals();
    const sales = groupByInvoice(rows, 'Invoice #');
    expect([...sales.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [id, lines] of sales) {
      expect(
        lines.reduce((s, l) => s + toCents(l['Inc-Tax Amount']!), 0),
        `sale ${id}`,
      ).toBe(expected.get(id));
      for (const l of lines) {
        expect(toCents(l.Amount!) + toCents(l['GST Amount']!)).toBe(toCents(l['Inc-Tax Amount']!));
        expect(l['Tax Code']).toBe(toCents(l['GST Amount']!) > 0 ? 'GST' : 'FRE');
        expect(l).toMatchObject({ Inclusive: 'X', 'Account #': '4-1000', 'Sale Status': 'I' });
      }
    }
    expect(sales.get(`INV-${ids.leichhardt}`)![0]).toMatchObject({
      'Co./Last Name': 'Norton Street Trattoria',
      Date: '14/03/2031',
      'Journal Memo': 'Sale; Norton Street Trattoria',
    });
  });

  it('refuses a range that ends before it starts, or a format it does not know, with 400', async () => {
    const back = await get(`/api/suppliers/accounting-export?format=myob&from=${DAY}&to=${DAY_BEFORE}`);
    expect(back.statusCode).toBe(400);
    expect(back.json().errors[0]).toMatchObject({
      param: 'to',
      message: 'The end date must not be before the start date',
    });
    const format = await get(`/api/suppliers/accounting-export?format=quickbooks&from=${DAY}&to=${DAY}`);
    expect(format.statusCode).toBe(400);
    expect(format.json().errors[0]).toMatchObject({
      param: 'format',
      message: 'Format must be xero or myob',
    });
    const long = await get('/api/suppliers/accounting-export?format=xero&from=2030-01-01&to=2031-03-14');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toBe('The date range can be at most 366 days');
  });
});

describe('OpenAPI', () => {
  it('describes both operations with a summary, an operation id, a tag and their media types', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, Record<string, unknown>>>;
    const sheetOp = paths['/api/suppliers/day-sheets/{sheet}']!.get!;
    expect(sheetOp).toMatchObject({ operationId: 'getDaySheet', tags: ['Fulfilment'] });
    expect(sheetOp.summary).toBeTruthy();
    expect(Object.keys((sheetOp.responses as Record<string, { content: object }>)['200']!.content)).toEqual([
      'application/pdf',
    ]);
    const exportOp = paths['/api/suppliers/accounting-export']!.get!;
    expect(exportOp).toMatchObject({ operationId: 'getAccountingExport', tags: ['Fulfilment'] });
    expect(Object.keys((exportOp.responses as Record<string, { content: object }>)['200']!.content)).toEqual([
      'text/csv',
      'application/zip',
    ]);
  });
});
