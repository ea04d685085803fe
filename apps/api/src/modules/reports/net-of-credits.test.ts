import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { averageOrderValue } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import * as service from './reports.service.ts';

/*
 * Sales figures are net of the credit notes issued in their month, on the supplier's clock, whatever month the
 * order was placed in (docs/decisions/customers-zones-settings.md). Notes are raised through the API, dated,
 * and every figure moves by exactly what they credit.
 */
let t: TestApp;
const NOW = new Date('2035-06-15T02:00:00Z'); // noon on 15 June in Sydney
const actor: Actor = {
  supplierId: 1,
  staff: false,
  userId: null,
  username: 'supplier@example.com',
  supplierName: 'Harbour Fresh Wholesale',
  state: 'NSW',
  role: 'owner',
  totp: false,
};
const ids = { may: 0, june: 0, mayTomatoes: 0, mayLemons: 0, juneLemons: 0 };
type Figures = Awaited<ReturnType<typeof figures>>;
let before: Figures;

async function figures() {
  const ctx = { db: t.database.db } as AppContext;
  return {
    months: await service.lastTwelveMonths(ctx, actor, NOW),
    top: await service.topCustomers(ctx, actor, NOW),
    best: await service.bestSellers(ctx, actor, NOW),
  };
}
async function raise(orderId: number, line: Record<string, unknown>, issuedAt: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/suppliers/orders/${orderId}/credit-notes`,
    headers: await t.auth('supplier'),
    payload: { lines: [line] },
  });
  expect(res.statusCode).toBe(201);
  await t.database.db.execute(
    sql`update credit_notes set issued_at = ${issuedAt}::timestamptz where id = ${res.json().id}`,
  );
}
const month = (f: Figures, m: string) => f.months.data.find((d) => d.month === m)!;
const seller = (list: Figures['best']['thisMonth'], name: string) => list.find((p) => p.name === name)!;
const venue = (list: Figures['top']['thisMonth'], id: number) => list.find((v) => v.venueId === id)!;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.may = await insertOrder(db, {
    supplierId: 1,
    venueId: 1,
    status: 'COMPLETED',
    dateAdded: new Date('2035-05-20T01:00:00Z'),
    processedAt: new Date('2035-05-21T01:00:00Z'),
    lines: [
      { name: 'Credit Test Tomatoes', priceIncGst: 1639, quantity: 3, hasGst: true, unit: 'unit' },
      { name: 'Credit Test Lemons', priceIncGst: 650, quantity: 5 },
    ],
  });
  ids.june = await insertOrder(db, {
    supplierId: 1,
    venueId: 2,
    status: 'COMPLETED',
    dateAdded: new Date('2035-06-02T01:00:00Z'),
    processedAt: new Date('2035-06-03T01:00:00Z'),
    lines: [{ name: 'Credit Test Lemons', priceIncGst: 650, quantity: 4 }],
  });
  const rows = await db.execute(
    sql`select id from order_products where order_id in (${ids.may}, ${ids.june}) order by order_id, position`,
  );
  [ids.mayTomatoes, ids.mayLemons, ids.juneLemons] = (
    rows as unknown as { rows: Array<{ id: number }> }
  ).rows.map((r) => r.id) as [number, number, number];
  before = await figures();
  // June's, though its order is May's.
  await raise(
    ids.may,
    { orderProductId: ids.mayTomatoes, quantity: 1, reason: 'Damaged' },
    '2035-06-03T00:00:00Z',
  );
  // 11:30 pm on 31 May in Sydney: May's, after May's first 15 days.
  await raise(
    ids.may,
    { orderProductId: ids.mayLemons, amountInCents: 250, reason: 'Quality' },
    '2035-05-31T13:30:00Z',
  );
  // 10 May: May's, within the snapshot's same days of last month.
  await raise(
    ids.may,
    { orderProductId: ids.mayTomatoes, amountInCents: 100, reason: 'Price adjustment' },
    '2035-05-10T02:00:00Z',
  );
  // Half past midnight on 1 June in Sydney: June's.
  await raise(
    ids.june,
    { orderProductId: ids.juneLemons, quantity: 1, reason: 'Short delivered' },
    '2035-05-31T14:30:00Z',
  );
}, 120_000);

afterAll(() => t.close());

describe('sales figures are net of credit notes, by the month each note was issued in', () => {
  it('takes each month’s notes off its sales and its AOV, orders and customers unchanged', async () => {
    const after = await figures();
    for (const [m, credited] of [
      ['2035-05', 350],
      ['2035-06', 1639 + 650],
    ] as const) {
      const was = month(before, m);
      expect(month(after, m)).toEqual({
        month: m,
        sales: was.sales - credited,
        orders: was.orders,
        active_customers: was.active_customers,
        aov: averageOrderValue(was.sales - credited, was.orders),
      });
    }
    // This month so far against 1–15 May: the note of 10 May only.
    expect(after.months.lastMonthToDate).toEqual({
      ...before.months.lastMonthToDate,
      sales: before.months.lastMonthToDate.sales - 100,
      aov: averageOrderValue(before.months.lastMonthToDate.sales - 100, before.months.lastMonthToDate.orders),
    });
  });

  it('takes a venue’s notes off its sales in top customers', async () => {
    const after = await figures();
    expect(venue(after.top.lastMonth, 1).sales).toBe(venue(before.top.lastMonth, 1).sales - 350);
    expect(venue(after.top.thisMonth, 2).sales).toBe(venue(before.top.thisMonth, 2).sales - 650);
    expect(venue(after.top.thisMonth, 2).orders).toBe(venue(before.top.thisMonth, 2).orders);
  });

  it('takes a line’s notes off its product’s sales in best sellers, quantities as supplied', async () => {
    const after = await figures();
    const may = (f: Figures, name: string) => seller(f.best.lastMonth, name);
    expect(may(after, 'Credit Test Tomatoes')).toEqual({
      ...may(before, 'Credit Test Tomatoes'),
      sales: may(before, 'Credit Test Tomatoes').sales - 100,
    });
    expect(may(after, 'Credit Test Lemons').sales).toBe(may(before, 'Credit Test Lemons').sales - 250);
    const june = (f: Figures) => seller(f.best.thisMonth, 'Credit Test Lemons');
    expect(june(after)).toEqual({ ...june(before), sales: june(before).sales - 650 });
    expect([may(before, 'Credit Test Tomatoes').sales, june(before).sales]).toEqual([4917, 2600]);
  });
});
