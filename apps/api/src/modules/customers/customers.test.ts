import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';

let t: TestApp;
const VENUE_A = 10;
const VENUE_B = 11;
const PERSONAL_VENUE = 40;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Venue A: two completed (one supplied short), one pending, one cancelled.
  await insertOrder(db, {
    supplierId: 1,
    venueId: VENUE_A,
    status: 'COMPLETED',
    dateAdded: new Date('2026-10-01T02:00:00Z'),
    lines: [{ name: 'Lemons', priceIncGst: 650, quantity: 5 }],
  });
  await insertOrder(db, {
    supplierId: 1,
    venueId: VENUE_A,
    status: 'COMPLETED',
    dateAdded: new Date('2026-11-02T02:00:00Z'),
    lines: [
      { name: 'Tomato Sauce', priceIncGst: 1639, quantity: 3, hasGst: true },
      { name: 'Spinach', priceIncGst: 1250, quantity: 2, finalQuantity: 1.5 },
    ],
  });
  await insertOrder(db, {
    supplierId: 1,
    venueId: VENUE_A,
    status: 'PENDING',
    dateAdded: new Date('2026-11-20T02:00:00Z'),
    lines: [{ name: 'Limes', priceIncGst: 890, quantity: 1 }],
  });
  await insertOrder(db, {
    supplierId: 1,
    venueId: VENUE_A,
    status: 'CANCELLED',
    dateAdded: new Date('2026-11-21T02:00:00Z'),
    lines: [{ name: 'Kale', priceIncGst: 450, quantity: 10 }],
  });
  await insertOrder(db, {
    supplierId: 1,
    venueId: VENUE_B,
    status: 'COMPLETED',
    dateAdded: new Date('2026-09-01T02:00:00Z'),
    lines: [{ name: 'Brie', priceIncGst: 3190, quantity: 1 }],
  });
  // Supplier 2's order with venue B must never count for supplier 1.
  await insertOrder(db, {
    supplierId: 2,
    venueId: VENUE_B,
    status: 'COMPLETED',
    lines: [{ name: 'Lamb', priceIncGst: 99999, quantity: 1 }],
  });
});
afterAll(() => t.close());

/** Per-venue figures recomputed in JavaScript from every order row of supplier 1 (seed and fixtures). */
async function expectedFigures() {
  const res = (await t.database.db.execute(
    sql`select venue_id, order_status, final_total_inc_gst, date_added from orders where supplier_id = 1`,
  )) as unknown as {
    rows: Array<{
      venue_id: number;
      order_status: string;
      final_total_inc_gst: number;
      date_added: string | Date;
    }>;
  };
  const byVenue = new Map<number, { spent: number; count: number; last: number }>();
  for (const o of res.rows) {
    const v = byVenue.get(o.venue_id) ?? { spent: 0, count: 0, last: 0 };
    if (o.order_status === 'COMPLETED') v.spent += Number(o.final_total_inc_gst);
    if (o.order_status !== 'CANCELLED') v.count += 1;
    v.last = Math.max(v.last, new Date(o.date_added).getTime());
    byVenue.set(o.venue_id, v);
  }
  return byVenue;
}

type Row = {
  venueId: number;
  venueName: string;
  totalSpent: number;
  orderCount: number;
  lastOrdered: string | null;
  commission: number | null;
  customPrices: number;
  customCommissionExists: boolean;
};
const list = async (query = '', who: 'supplier' | 'supplier2' = 'supplier') =>
  t.app.inject({ method: 'GET', url: `/api/suppliers/venues${query}`, headers: await t.auth(who) });

describe('GET /api/suppliers/venues', () => {
  it('computes spend, orders and last ordered from the orders, to the cent', async () => {
    const res = await list('?search=10&searchFields=venueId');
    expect(res.statusCode).toBe(200);
    const a = (res.json().data as Row[]).find((r) => r.venueId === VENUE_A)!;
    const expected = (await expectedFigures()).get(VENUE_A)!;
    // Completed orders at final totals (the fixtures add 5 x 6.50 + 3 x 16.39 + 1.5 x 12.50 = 100.42);
    // cancelled orders are not counted, pending ones are.
    expect(a.totalSpent).toBe(expected.spent);
    expect(a.totalSpent).toBeGreaterThanOrEqual(3250 + 4917 + 1875);
    expect(a.orderCount).toBe(expected.count);
    // The API answers whole seconds (to_char truncates); an order placed "now" by the seed has milliseconds.
    const lastSecond = Math.floor(expected.last / 1000) * 1000;
    expect(a.lastOrdered).toBe(new Date(lastSecond).toISOString().replace('.000Z', 'Z'));
    // Every customer on the first page matches the recomputation to the cent.
    const all = (await list('?pageSize=100')).json().data as Row[];
    const figures = await expectedFigures();
    for (const row of all.filter((r) => figures.has(r.venueId))) {
      expect([row.venueId, row.totalSpent, row.orderCount]).toEqual([
        row.venueId,
        figures.get(row.venueId)!.spent,
        figures.get(row.venueId)!.count,
      ]);
    }
  });

  it('pages 20 at a time, newest venue id first by default, with the total', async () => {
    const res = await list();
    const body = res.json();
    expect(body.perPage).toBe(20);
    expect(body.currentPage).toBe(1);
    const ids = (body.data as Row[]).map((r) => r.venueId);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(body.total).toBeGreaterThanOrEqual(ids.length);
    const past = (await list(`?page=${Math.ceil(body.total / 20) + 1}`)).json();
    expect(past.data).toEqual([]);
    expect(past.total).toBe(body.total);
  });

  it('includes venues with a custom rake, showing the rake', async () => {
    const rows = (await list('?pageSize=100')).json().data as Row[];
    const withRake = rows.filter((r) => r.customCommissionExists);
    expect(withRake.map((r) => r.commission).sort()).toEqual([12, 7.25, 9.5]);
  });

  it('sorts by rake with the standard-rake venues last, both ways', async () => {
    const first = (dir: string) =>
      list(`?orderBy=commission&sortedBy=${dir}&pageSize=3`).then((r) =>
        (r.json().data as Row[]).map((row) => row.commission),
      );
    expect(await first('desc')).toEqual([12, 9.5, 7.25]);
    expect(await first('asc')).toEqual([7.25, 9.5, 12]);
  });

  it('searches venue names and sorts by spend', async () => {
    const rows = (await list('?search=Surry&orderBy=totalSpent&sortedBy=desc')).json().data as Row[];
    expect(rows.every((r) => r.venueName.includes('Surry'))).toBe(true);
    const bySpend = (await list('?orderBy=totalSpent&sortedBy=desc&pageSize=100')).json().data as Row[];
    const top = Math.max(...[...(await expectedFigures()).values()].map((v) => v.spent));
    expect(bySpend[0]!.totalSpent).toBe(top);
    expect(bySpend.map((r) => r.totalSpent)).toEqual(
      [...bySpend.map((r) => r.totalSpent)].sort((x, y) => y - x),
    );
  });

  it('returns only the fields asked for with filter', async () => {
    const rows = (await list('?filter=venueId;venueName')).json().data as Row[];
    expect(Object.keys(rows[0]!)).toEqual(['venueId', 'venueName']);
  });

  it('answers 400 for an unknown sort field instead of running it', async () => {
    const res = await list('?orderBy=venue_id;drop table venues');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toBe('orderBy');
  });

  it("never shows one supplier's figures to another", async () => {
    const rows = (await list('?pageSize=100', 'supplier2')).json().data as Row[];
    const b = rows.find((r) => r.venueId === VENUE_B)!;
    expect(b.totalSpent).toBe(99999);
    expect(rows.find((r) => r.venueId === VENUE_A)).toBeUndefined();
  });
});

describe('custom rake', () => {
  const send = async (method: 'POST' | 'PATCH', payload: object, who: 'staff' | 'supplier' = 'staff') =>
    t.app.inject({ method, url: '/api/suppliers/custom-commission', headers: await t.auth(who), payload });

  it('is staff-only', async () => {
    expect((await send('POST', { venueId: VENUE_A, customCommission: 5 }, 'supplier')).statusCode).toBe(403);
    expect((await send('PATCH', { venueId: 1, customCommission: 5 }, 'supplier')).statusCode).toBe(403);
  });

  it('validates with the spec messages', async () => {
    const message = async (customCommission: unknown) =>
      (await send('POST', { venueId: VENUE_A, customCommission })).json().errors[0].message;
    expect(await message(undefined)).toBe('Rake is required');
    expect(await message(-1)).toBe('Rake must be greater then 0%');
    expect(await message(100.5)).toBe('Rake must be less then 100%');
    expect(await message(12.345)).toBe('Rake must have no more than two decimal places');
    const noVenue = await send('POST', { customCommission: 5 });
    expect(noVenue.json().errors[0]).toMatchObject({ param: 'venueId', message: 'Venue is required' });
  });

  it('creates, refuses a second create, updates, and audits as staff', async () => {
    const created = await send('POST', { venueId: VENUE_A, customCommission: 8.75 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ venueId: VENUE_A, customCommission: 8.75 });
    expect((await send('POST', { venueId: VENUE_A, customCommission: 9 })).statusCode).toBe(409);
    const updated = await send('PATCH', { venueId: VENUE_A, customCommission: 10 });
    expect(updated.json()).toEqual({ venueId: VENUE_A, customCommission: 10 });
    const audit = (await t.database.db.execute(
      sql`select action, is_staff, before, after from audit_log where entity = 'custom_commission' and entity_id = ${String(VENUE_A)} order by id`,
    )) as unknown as { rows: Array<{ action: string; is_staff: boolean; before: unknown; after: unknown }> };
    expect(audit.rows).toEqual([
      { action: 'create', is_staff: true, before: null, after: { venueId: VENUE_A, customCommission: 8.75 } },
      {
        action: 'update',
        is_staff: true,
        before: { venueId: VENUE_A, customCommission: 8.75 },
        after: { venueId: VENUE_A, customCommission: 10 },
      },
    ]);
  });

  it('refuses personal-use venues and answers 404 for an update without a rake', async () => {
    const personal = await send('POST', { venueId: PERSONAL_VENUE, customCommission: 5 });
    expect(personal.statusCode).toBe(400);
    expect(personal.json().errors[0].message).toBe(
      'Only active venues that are not for personal use can have a custom rake',
    );
    expect((await send('PATCH', { venueId: 20, customCommission: 5 })).statusCode).toBe(404);
  });

  it("keeps one supplier's rake from another", async () => {
    const staffAsTwo = await t.auth('staff', 2);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/suppliers/custom-commission',
      headers: staffAsTwo,
      payload: { venueId: VENUE_A, customCommission: 1 },
    });
    expect(res.statusCode).toBe(404);
  });
});
