import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { products, suppliers, venues } from '../../db/schema/index.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { insertFixtureOrders } from './reports.fixtures.ts';
import * as service from './reports.service.ts';

/*
 * The Monthly Snapshot compares this month so far with the same days of last month. On 24 November
 * (Sydney), last month's orders placed 1-24 October count and those of 25-31 October do not; the
 * boundaries are Sydney midnights.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('last month to date', () => {
  it('sums the orders of the same days of last month, in the supplier time zone', async () => {
    const [row] = await t.database.db
      .insert(suppliers)
      .values({ company: 'Month To Date Foods', state: 'NSW', email: 'mtd@example.com' })
      .returning({ id: suppliers.id });
    const supplierId = row!.id;
    const actor: Actor = {
      supplierId,
      staff: false,
      userId: null,
      username: '',
      supplierName: 'Month To Date Foods',
      state: 'NSW',
      role: 'owner',
      totp: false,
    };
    const [venue] = await t.database.db.select().from(venues).orderBy(asc(venues.id)).limit(1);
    const [product] = await t.database.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const order = (iso: string, cents: number, status: 'COMPLETED' | 'CANCELLED' = 'COMPLETED') => ({
      supplierId,
      venueId: venue!.id,
      status,
      dateAdded: new Date(iso),
      deliveryDate: iso.slice(0, 10),
      lines: [
        { productId: product!.id, name: product!.name, portions: 1, quantityPriced: 1, priceIncGst: cents },
      ],
    });
    await insertFixtureOrders(t.database.db, [
      order('2026-09-30T13:59:00Z', 1111), // 30 Sep 23:59 Sydney (AEST): the month before
      order('2026-09-30T14:00:00Z', 1000), // 1 Oct 00:00 Sydney: counts
      order('2026-10-24T12:59:00Z', 2000), // 24 Oct 23:59 Sydney (AEDT): counts
      order('2026-10-24T13:00:00Z', 4444), // 25 Oct 00:00 Sydney: after the same days
      order('2026-10-10T01:00:00Z', 3333, 'CANCELLED'), // not a sale
      order('2026-11-02T01:00:00Z', 500), // this month
    ]);
    const ctx = { db: t.database.db } as AppContext;
    const res = await service.lastTwelveMonths(ctx, actor, new Date('2026-11-24T02:00:00Z'));
    expect(res.lastMonthToDate).toEqual({
      month: '2026-10',
      from: '2026-10-01',
      through: '2026-10-24',
      sales: 3000,
      orders: 2,
      active_customers: 1,
      aov: 1500,
    });
    // The whole of October is still in the twelve months.
    expect(res.data.at(-2)).toMatchObject({ month: '2026-10', sales: 7444, orders: 3 });
  });
});
