import { and, asc, eq, ne } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../test/test-app.ts';
import { products, suppliers, venues } from '../../db/schema/index.ts';
import { signToken } from '../../lib/jwt.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { insertFixtureOrders, type FixtureOrder, type InsertedOrder } from './reports.fixtures.ts';
import * as service from './reports.service.ts';

/*
 * The expected figures are recomputed here from the fixture orders with Intl (not PostgreSQL), so a
 * wrong time-zone or status rule in the SQL shows up as a difference. Each test supplier is created
 * fresh, so the demo world's own orders never change the numbers.
 */

let t: TestApp;
const SYD = 'Australia/Sydney';
const HOUR = 3_600_000;

const parts = (d: Date, tz: string) => {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
  return f; // "2026-04-01, 00:30"
};
const ymOf = (d: Date, tz = SYD) => parts(d, tz).slice(0, 7);
const addMonths = (ym: string, k: number) => {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + k;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};
/** The instant of midnight on the first of a month in a zone, found by trying each UTC offset. */
function monthStart(ym: string, tz = SYD): Date {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  for (let offset = -14; offset <= 14; offset += 0.5) {
    const c = new Date(Date.UTC(y, m - 1, 1) - offset * HOUR);
    if (parts(c, tz) === `${ym}-01, 00:00`) return c;
  }
  throw new Error(`no midnight for ${ym} in ${tz}`);
}

async function newSupplier(company: string, state: string) {
  const [row] = await t.database.db
    .insert(suppliers)
    .values({ company, state, email: `${company.replace(/\W/g, '').toLowerCase()}@example.com` })
    .returning({ id: suppliers.id });
  const id = row!.id;
  const token = await signToken(
    { sub: id, state, staff: false, username: `${id}@example.com`, supplierName: company },
    TEST_SECRET,
    3600,
  );
  const actor: Actor = {
    supplierId: id,
    staff: false,
    userId: null,
    username: '',
    supplierName: company,
    state,
    role: 'owner',
    totp: false,
  };
  return { id, headers: { authorization: `Bearer ${token}` }, actor };
}

let A: Awaited<ReturnType<typeof newSupplier>>;
let B: Awaited<ReturnType<typeof newSupplier>>;
let V: Array<{ id: number; venue: string }>;
let P: Array<{ id: number; name: string; sku: string | null }>;
let fixtures: InsertedOrder[];
const thisYm = ymOf(new Date());
const lastYm = addMonths(thisYm, -1);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  A = await newSupplier('Report Fixture Foods', 'NSW');
  B = await newSupplier('Perth Other Produce', 'WA');
  V = await db
    .select({ id: venues.id, venue: venues.venue })
    .from(venues)
    .where(and(eq(venues.status, 'active'), ne(venues.venueType, 'Personal use')))
    .orderBy(asc(venues.id))
    .limit(6);
  P = await db
    .select({ id: products.id, name: products.name, sku: products.sku })
    .from(products)
    .where(eq(products.supplierId, 1))
    .orderBy(asc(products.id))
    .limit(4);
  const thisStart = monthStart(thisYm);
  const lastStart = monthStart(lastYm);
  const oldestStart = monthStart(addMonths(thisYm, -11));
  const day = (d: Date) => parts(d, SYD).slice(0, 10);
  const o = (
    venue: number,
    status: FixtureOrder['status'],
    at: Date,
    lines: FixtureOrder['lines'],
    supplierId = A.id,
  ): FixtureOrder => ({
    supplierId,
    venueId: V[venue]!.id,
    status,
    dateAdded: at,
    deliveryDate: day(at),
    lines,
  });
  const line = (p: number, qty: number, price: number, finalQty?: number) => ({
    productId: P[p]!.id,
    name: P[p]!.name,
    portions: qty,
    quantityPriced: qty,
    priceIncGst: price,
    finalQuantityPriced: finalQty,
  });
  fixtures = await insertFixtureOrders(db, [
    // This month: 3 x 12.50 + 2.75 x 8.99 (weighed up from 2.5) = 37.50 + 24.72 = 62.22
    o(0, 'COMPLETED', new Date(thisStart.getTime() + 0.5 * HOUR), [
      line(0, 3, 1250),
      line(1, 2.5, 899, 2.75),
    ]),
    // Half an hour before this month starts in Sydney: last month.
    o(1, 'COMPLETED', new Date(thisStart.getTime() - 0.5 * HOUR), [line(0, 10, 1250)]),
    o(0, 'COMPLETED', new Date(lastStart.getTime() + 24 * HOUR), [line(2, 1, 4599)]),
    // Not sales: pending, cancelled, processing.
    o(2, 'PENDING', new Date(thisStart.getTime() + 2 * HOUR), [line(3, 5, 10000)]),
    o(3, 'CANCELLED', new Date(thisStart.getTime() + 3 * HOUR), [line(3, 5, 10000)]),
    o(2, 'PROCESSING', new Date(lastStart.getTime() + 3 * HOUR), [line(3, 5, 10000)]),
    // The first minute of the oldest month counts, the minute before it does not.
    o(4, 'COMPLETED', new Date(oldestStart.getTime() + 60_000), [line(2, 2, 4599)]),
    o(5, 'COMPLETED', new Date(oldestStart.getTime() - 60_000), [line(2, 9, 4599)]),
    o(2, 'COMPLETED', new Date(monthStart(addMonths(thisYm, -5)).getTime() + 240 * HOUR), [line(1, 7, 899)]),
    // A line whose product no longer exists still sells under its name.
    o(3, 'COMPLETED', new Date(thisStart.getTime() + 5 * HOUR), [
      { productId: null, name: 'Discontinued Olive Oil', portions: 1, quantityPriced: 1, priceIncGst: 2000 },
    ]),
    o(1, 'COMPLETED', new Date(thisStart.getTime() + 4 * HOUR), [line(1, 1, 899)]),
    // Another supplier's order in the same month must never show.
    o(0, 'COMPLETED', new Date(thisStart.getTime() + 1 * HOUR), [line(0, 100, 1250)], B.id),
  ]);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('which orders are sales', () => {
  it('counts completed orders at their final totals by the Sydney month they were placed in', async () => {
    const res = await get('/api/suppliers/report/last-twelve-months', A.headers);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Array<Record<string, number | string>>;
    const months = Array.from({ length: 12 }, (_, i) => addMonths(thisYm, i - 11));
    expect(rows.map((r) => r.month)).toEqual(months);

    // Independent recomputation from the fixture list.
    const expected = months.map((month) => {
      const mine = fixtures.filter(
        (f) => f.supplierId === A.id && f.status === 'COMPLETED' && ymOf(f.dateAdded) === month,
      );
      const sales = mine.reduce((s, f) => s + f.finalTotalIncGst, 0);
      return {
        month,
        sales,
        orders: mine.length,
        active_customers: new Set(mine.map((f) => f.venueId)).size,
        aov: mine.length ? Math.round(sales / mine.length) : 0,
      };
    });
    expect(rows).toEqual(expected);

    // And to the cent, by hand: this month 62.22 + 20.00 + 8.99; last month 125.00 + 45.99.
    expect(rows[11]).toEqual({ month: thisYm, sales: 9121, orders: 3, active_customers: 3, aov: 3040 });
    expect(rows[10]).toEqual({ month: lastYm, sales: 17099, orders: 2, active_customers: 2, aov: 8550 });
    expect(rows[0]).toEqual({ month: months[0], sales: 9198, orders: 1, active_customers: 1, aov: 9198 });
  });

  it('puts an order at 2026-03-31T14:30Z into April for a Sydney supplier and March for a Perth one', async () => {
    const C = await newSupplier('Boundary Check Foods', 'NSW');
    const D = await newSupplier('Boundary Check West', 'WA');
    for (const s of [C, D]) {
      await insertFixtureOrders(t.database.db, [
        {
          supplierId: s.id,
          venueId: V[0]!.id,
          status: 'COMPLETED',
          dateAdded: new Date('2026-03-31T14:30:00Z'),
          deliveryDate: '2026-04-02',
          lines: [
            { productId: P[0]!.id, name: P[0]!.name, portions: 1, quantityPriced: 1, priceIncGst: 1234 },
          ],
        },
      ]);
    }
    const ctx = { db: t.database.db } as AppContext;
    const now = new Date('2026-04-15T02:00:00Z');
    const syd = (await service.lastTwelveMonths(ctx, C.actor, now)).data;
    expect(syd.at(-1)).toEqual({ month: '2026-04', sales: 1234, orders: 1, active_customers: 1, aov: 1234 });
    expect(syd.at(-2)).toMatchObject({ month: '2026-03', sales: 0, orders: 0 });
    expect(syd[0]?.month).toBe('2025-05');
    // Perth is UTC+8: 22:30 on 31 March.
    const per = (await service.lastTwelveMonths(ctx, D.actor, now)).data;
    expect(per.at(-2)).toEqual({ month: '2026-03', sales: 1234, orders: 1, active_customers: 1, aov: 1234 });
    expect(per.at(-1)).toMatchObject({ month: '2026-04', sales: 0 });
  });

  it('lists the months across a year end', () => {
    expect(service.lastMonths(new Date('2026-01-31T14:00:00Z'), SYD, 3)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('keeps suppliers apart', async () => {
    const res = await get('/api/suppliers/report/last-twelve-months', B.headers);
    const rows = res.json().data as Array<{ month: string; sales: number }>;
    const perthThisMonth = ymOf(fixtures.at(-1)!.dateAdded, 'Australia/Perth');
    expect(rows.find((r) => r.month === perthThisMonth)?.sales).toBe(125000);
    expect(rows.reduce((s, r) => s + r.sales, 0)).toBe(125000);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/suppliers/report/last-twelve-months' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/suppliers/report/customers/top and best-selling', () => {
  it('ranks customers by sales for this month and last month', async () => {
    const res = await get('/api/suppliers/report/customers/top', A.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      thisMonth: [
        { venueId: V[0]!.id, name: V[0]!.venue, orders: 1, sales: 6222 },
        { venueId: V[3]!.id, name: V[3]!.venue, orders: 1, sales: 2000 },
        { venueId: V[1]!.id, name: V[1]!.venue, orders: 1, sales: 899 },
      ],
      lastMonth: [
        { venueId: V[1]!.id, name: V[1]!.venue, orders: 1, sales: 12500 },
        { venueId: V[0]!.id, name: V[0]!.venue, orders: 1, sales: 4599 },
      ],
    });
  });

  it('ranks products by sales, a weighed line at its final quantity', async () => {
    const res = await get('/api/suppliers/report/best-selling', A.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      thisMonth: [
        { productId: P[0]!.id, name: P[0]!.name, quantity: 3, sales: 3750 },
        // 2.75 x 8.99 = 24.7225 → 24.72, plus 1 x 8.99
        { productId: P[1]!.id, name: P[1]!.name, quantity: 3.75, sales: 3371 },
        { productId: null, name: 'Discontinued Olive Oil', quantity: 1, sales: 2000 },
      ],
      lastMonth: [
        { productId: P[0]!.id, name: P[0]!.name, quantity: 10, sales: 12500 },
        { productId: P[2]!.id, name: P[2]!.name, quantity: 1, sales: 4599 },
      ],
    });
  });

  it('shows another supplier none of these', async () => {
    // B's one order, an hour into Sydney's month, is still last month in Perth.
    const top = (await get('/api/suppliers/report/customers/top', B.headers)).json();
    expect(top).toEqual({
      thisMonth: [],
      lastMonth: [{ venueId: V[0]!.id, name: V[0]!.venue, orders: 1, sales: 125000 }],
    });
    const best = (await get('/api/suppliers/report/best-selling', B.headers)).json();
    expect(best).toEqual({
      thisMonth: [],
      lastMonth: [{ productId: P[0]!.id, name: P[0]!.name, quantity: 100, sales: 125000 }],
    });
  });
});

describe('GET /api/suppliers/csv/order-summary', () => {
  // 10 and 11 January 2030 in Sydney (daylight time, UTC+11).
  const from = '2030-01-09T13:00:00.000Z';
  const to = '2030-01-11T12:59:59.999Z';
  const url = (q: Record<string, string>) =>
    `/api/suppliers/csv/order-summary?${new URLSearchParams({ format: 'csv', ...q }).toString()}`;

  beforeAll(async () => {
    const line = (p: number, portions: number, qty: number, price: number, extra: object = {}) => ({
      productId: P[p]!.id,
      name: P[p]!.name,
      sku: P[p]!.sku,
      portions,
      quantityPriced: qty,
      priceIncGst: price,
      ...extra,
    });
    const order = (status: FixtureOrder['status'], deliveryDate: string, lines: FixtureOrder['lines']) => ({
      supplierId: A.id,
      venueId: V[0]!.id,
      status,
      dateAdded: new Date('2030-01-05T00:00:00Z'),
      deliveryDate,
      lines,
    });
    await insertFixtureOrders(t.database.db, [
      order('PENDING', '2030-01-10', [
        line(0, 2, 2, 1250),
        line(1, 3, 1.5, 899, { portionSize: 0.5, unitOfPortion: 'kg', unitOfPrice: 'kg' }),
        { productId: null, name: '=HYPERLINK("http://x")', portions: 1, quantityPriced: 1, priceIncGst: 500 },
      ]),
      order('PENDING', '2030-01-11', [line(0, 1, 1, 1250)]),
      order('PROCESSING', '2030-01-10', [line(0, 4, 4, 1250)]),
      order('CANCELLED', '2030-01-10', [line(0, 50, 50, 1250)]),
      order('PENDING', '2030-01-12', [line(2, 1, 1, 4599)]),
      order('PENDING', '2030-01-09', [line(2, 1, 1, 4599)]),
    ]);
  });

  const rowsOf = (body: string) => Papa.parse<string[]>(body.trim(), { skipEmptyLines: true }).data;
  const HEAD = [
    'Product ID',
    'SKU',
    'Product',
    'Portion Size',
    'Unit of Portion',
    'Number of Portions',
    'Quantity Priced',
    'Unit of Price',
    'Orders',
    'Total (inc GST)',
  ];

  it('sums pending orders per product by default, as an attachment', async () => {
    const res = await get(url({ from, to }), A.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      'filename="product-summary-2030-01-10-to-2030-01-11.csv"',
    );
    const expected = [
      HEAD,
      ['', '', `'=HYPERLINK("http://x")`, '1', 'each', '1', '1', 'each', '1', '5.00'],
      // 2 + 1 portions at 12.50 over two orders
      [String(P[0]!.id), P[0]!.sku ?? '', P[0]!.name, '1', 'each', '3', '3', 'each', '2', '37.50'],
      // 1.5 kg x 8.99 = 13.485 → 13.49
      [String(P[1]!.id), P[1]!.sku ?? '', P[1]!.name, '0.5', 'kg', '3', '1.5', 'kg', '1', '13.49'],
    ].sort((a, b) => (a === HEAD ? -1 : b === HEAD ? 1 : a[2]!.localeCompare(b[2]!)));
    const rows = rowsOf(res.body);
    expect(rows[0]).toEqual(HEAD);
    expect(rows.slice(1).sort((a, b) => a[2]!.localeCompare(b[2]!))).toEqual(expected.slice(1));
  });

  it('takes a comma list of statuses in any case and a filename', async () => {
    const res = await get(url({ from, to, status: 'pending,PROCESSING', filename: 'pick list' }), A.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="pick list.csv"');
    const p0 = rowsOf(res.body).find((r) => r[0] === String(P[0]!.id));
    expect(p0).toEqual([
      String(P[0]!.id),
      P[0]!.sku ?? '',
      P[0]!.name,
      '1',
      'each',
      '7',
      '7',
      'each',
      '3',
      '87.50',
    ]);
    const only = rowsOf((await get(url({ from, to, status: 'Processing' }), A.headers)).body);
    expect(only).toEqual([
      HEAD,
      [String(P[0]!.id), P[0]!.sku ?? '', P[0]!.name, '1', 'each', '4', '4', 'each', '1', '50.00'],
    ]);
  });

  it('answers the validation messages', async () => {
    const errs = async (q: Record<string, string>) => {
      const res = await get(url(q), A.headers);
      expect(res.statusCode).toBe(400);
      return res.json().errors;
    };
    expect(await errs({ to })).toEqual([
      { param: 'from', message: 'From must be a valid date', code: 'invalid_parameter' },
    ]);
    expect(await errs({ from, to: 'soon' })).toEqual([
      { param: 'to', message: 'To must be a valid date', code: 'invalid_parameter' },
    ]);
    expect(await errs({ from: to, to: from })).toEqual([
      { param: 'to', message: 'To must not be before from', code: 'invalid_parameter' },
    ]);
    expect(await errs({ from, to, format: 'pdf' })).toEqual([
      { param: 'format', message: 'Format must be csv', code: 'invalid_parameter' },
    ]);
    expect(await errs({ from, to, status: 'Pending,Lost' })).toEqual([
      {
        param: 'status',
        message: "Unknown order status 'Lost'. Use Pending, Processing, Completed, Cancelled",
        code: 'invalid_parameter',
      },
    ]);
    expect(await errs({ from: '2030-01-01T00:00:00Z', to: '2031-06-01T00:00:00Z' })).toEqual([
      { param: 'to', message: 'The timeframe can be at most 366 days', code: 'invalid_parameter' },
    ]);
  });

  it('gives another supplier only its own lines (here none)', async () => {
    const res = await get(url({ from, to, status: 'Pending,Processing,Completed,Cancelled' }), B.headers);
    expect(res.statusCode).toBe(200);
    expect(rowsOf(res.body)).toEqual([HEAD]);
  });
});
