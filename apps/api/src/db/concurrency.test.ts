import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOM_PRICE_EXISTS_CODE,
  CUSTOM_PRICE_MESSAGES,
  CUSTOMER_MESSAGES,
  PRODUCT_MESSAGES,
  SETTINGS_MESSAGES,
} from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { retryStats } from './transaction.ts';

/**
 * Duplicate creates racing each other: the unique index lets one through, and every loser gets exactly
 * the answer a second, sequential request gets (never a 500). Only PostgreSQL runs statements of
 * different connections at once; PGlite has one connection, so there is no race to lose there.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;

describe.skipIf(!onPostgres)('duplicate creates at the same time (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** n identical requests at once, then one more after them all; answers them all. */
  async function race(n: number, send: () => Promise<Res>) {
    const together = await Promise.all(Array.from({ length: n }, () => send()));
    const after = await send();
    const winners = together.filter((r) => r.statusCode === 201);
    const losers = together.filter((r) => r.statusCode !== 201);
    return { winners, losers, after };
  }

  function expectOneWinner(result: Awaited<ReturnType<typeof race>>, status: number, body: object) {
    expect(result.winners).toHaveLength(1);
    expect(result.after.statusCode).toBe(status);
    expect(result.after.json()).toEqual(body);
    for (const loser of result.losers) {
      expect(loser.statusCode).toBe(status);
      expect(loser.json()).toEqual(body);
    }
  }

  const tradeVenueWithout = async (table: 'custom_commissions' | 'loss_venues') =>
    (
      await rows<{ id: number }>(sql`
        select v.id from venues v
        where v.status = 'active' and v.venue_type <> 'Personal use'
          and not exists (select 1 from ${sql.raw(table)} x where x.venue_id = v.id and x.supplier_id = 1)
        order by v.id limit 1`)
    )[0]!.id;

  it('20 custom prices for one product and venue: one 201, 19 times the 400 of the spec', async () => {
    const [pair] = await rows<{ product_id: number; venue_id: number }>(sql`
      select p.id as product_id, v.id as venue_id from products p, venues v
      where p.supplier_id = 1 and v.status = 'active' and v.venue_type <> 'Personal use'
        and not exists (select 1 from custom_prices c where c.product_id = p.id and c.venue_id = v.id)
      order by p.id, v.id limit 1`);
    const headers = await t.auth('supplier');
    const payload = { productId: pair!.product_id, venueId: pair!.venue_id, priceInCents: 990 };
    const result = await race(20, () =>
      t.app.inject({ method: 'POST', url: '/api/custom-pricing', headers, payload }),
    );
    expectOneWinner(result, 400, {
      errors: [
        { param: 'venueId', message: CUSTOM_PRICE_MESSAGES.alreadyExists, code: CUSTOM_PRICE_EXISTS_CODE },
      ],
    });
    const stored = await rows<{ n: number }>(
      sql`select count(*)::int as n from custom_prices where product_id = ${pair!.product_id} and venue_id = ${pair!.venue_id}`,
    );
    expect(stored[0]!.n).toBe(1);
  });

  it('10 custom rakes for one venue (staff): one 201, 9 times the 409', async () => {
    const venueId = await tradeVenueWithout('custom_commissions');
    const headers = await t.auth('staff');
    const result = await race(10, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/suppliers/custom-commission',
        headers,
        payload: { venueId, customCommission: 5 },
      }),
    );
    expectOneWinner(result, 409, {
      errors: [{ param: '', message: CUSTOMER_MESSAGES.commissionExists, code: 'custom_commission_exists' }],
    });
  });

  it('10 loss leader products and venues at once: one each, the rest the 400', async () => {
    const headers = await t.auth('supplier');
    const [product] = await rows<{ id: number }>(sql`
      select p.id from products p where p.supplier_id = 1
        and not exists (select 1 from loss_products l where l.product_id = p.id) order by p.id limit 1`);
    const products = await race(10, () =>
      t.app.inject({ method: 'POST', url: `/api/suppliers/loss-products/${product!.id}`, headers }),
    );
    expectOneWinner(products, 400, {
      errors: [
        { param: 'productId', message: CUSTOMER_MESSAGES.lossProductExists, code: 'invalid_parameter' },
      ],
    });
    const venueId = await tradeVenueWithout('loss_venues');
    const venues = await race(10, () =>
      t.app.inject({ method: 'POST', url: `/api/suppliers/loss-venues/${venueId}`, headers }),
    );
    expectOneWinner(venues, 400, {
      errors: [{ param: 'venueId', message: CUSTOMER_MESSAGES.lossVenueExists, code: 'invalid_parameter' }],
    });
  });

  it('10 categories of one name: one 201, the rest the 409 with the id of the one made', async () => {
    const headers = await t.auth('staff');
    const result = await race(10, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/categories',
        headers,
        payload: { parentId: null, name: 'Racing Radishes' },
      }),
    );
    const { id } = result.winners[0]!.json() as { id: number };
    expectOneWinner(result, 409, {
      errors: [{ param: '', message: PRODUCT_MESSAGES.categoryExists, code: 'conflict' }],
      id,
    });
  });

  it('10 products with one SKU: one 201, the rest the 400 on sku', async () => {
    const headers = await t.auth('supplier');
    const [sample] = await rows<{ categories: number[] }>(
      sql`select categories from products where supplier_id = 1 order by id limit 1`,
    );
    const payload = {
      name: 'Racing Radishes',
      sku: 'RACE-SKU-1',
      priceInCents: 450,
      unitOfPriceId: 1,
      gstExempt: true,
      categories: sample!.categories,
      unitOfPortionId: 2,
      portions: [500],
      enabled: true,
      outOfStock: false,
    };
    const result = await race(10, () =>
      t.app.inject({ method: 'POST', url: '/api/suppliers/products', headers, payload }),
    );
    expectOneWinner(result, 400, {
      errors: [{ param: 'sku', message: PRODUCT_MESSAGES.skuTaken, code: 'invalid_parameter' }],
    });
  });

  it('10 owner contacts at once: one 201, the rest the 409', async () => {
    await t.database.db.execute(sql`delete from contacts where supplier_id = 2 and contact_type_id = 6`);
    const headers = await t.auth('supplier2');
    const payload = {
      contactTypeId: 6,
      firstName: 'Rita',
      lastName: 'Race',
      email: 'rita@example.com',
      phone: '0412345678',
    };
    const result = await race(10, () =>
      t.app.inject({ method: 'POST', url: '/api/suppliers/contacts', headers, payload }),
    );
    expectOneWinner(result, 409, {
      errors: [
        { param: 'contactTypeId', message: SETTINGS_MESSAGES.ownerExists, code: 'owner_contact_exists' },
      ],
    });
  });

  it('runs the loser of a deadlock again, so both transactions succeed', async () => {
    const db = t.database.db;
    await db.execute(sql`create table deadlock_pair (id int primary key, hits int not null)`);
    await db.execute(sql`insert into deadlock_pair values (1, 0), (2, 0)`);
    const before = retryStats.serialization;
    let runs = 0;
    const bump = (first: number, second: number) =>
      db.transaction(async (tx) => {
        runs += 1;
        await tx.execute(sql`update deadlock_pair set hits = hits + 1 where id = ${first}`);
        await tx.execute(sql`select pg_sleep(0.2)`);
        await tx.execute(sql`update deadlock_pair set hits = hits + 1 where id = ${second}`);
      });
    await Promise.all([bump(1, 2), bump(2, 1)]);
    expect(runs).toBe(3);
    expect(retryStats.serialization - before).toBe(1);
    const hits = await rows<{ id: number; hits: number }>(
      sql`select id, hits from deadlock_pair order by id`,
    );
    expect(hits).toEqual([
      { id: 1, hits: 2 },
      { id: 2, hits: 2 },
    ]);
  });
});
