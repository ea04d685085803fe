import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderSearchText } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  countByNames,
  nameCountTexts,
  pagePlanOf,
  PLAN_LIMITS,
  searchesReference,
} from './orders-list-plan.repository.ts';
import { builtOrdersList, listOrders, matchReads } from './orders.repository.ts';
import { OrderListCache } from './orders-list-cache.ts';

/**
 * A searched orders list's exact total comes from the name counts the orders triggers keep
 * (migration 0026), and the page plan is chosen from exact counts. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The truth the counts must equal: the list's own filter counted over every order. */
async function counted(supplierId: number, text: string, statuses?: string[]) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.supplierId, supplierId),
        sql`${orderSearchText(orders)} ilike ${pattern}`,
        statuses ? inArray(orders.orderStatus, statuses) : undefined,
      ),
    );
  return row!.n;
}

/** The truth a plan's page must equal: the list's own filter and order over every order, one page of it. */
async function plainPage(built: ReturnType<typeof builtOrdersList>, pageSize: number, page = 1) {
  const rows = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(built.where)
    .orderBy(...built.orderBy)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map((r) => r.id);
}

const TEXTS = ['bistro', 'BISTRO', 'the', 'smith o', 'o', 'grill', 'no such venue', 'é', '50%', 'a_b'];

describe('the name counts', () => {
  it('equal a count over every order, for every search and status filter, through inserts, updates and deletes', async () => {
    const db = t.database.db;
    const check = async () => {
      for (const supplierId of [1, 2])
        for (const text of TEXTS)
          for (const statuses of [undefined, ['PENDING'], ['PROCESSING', 'COMPLETED'], []])
            expect(
              await countByNames(db, supplierId, [text], statuses),
              `${supplierId} ${JSON.stringify(text)} ${String(statuses)}`,
            ).toBe(statuses?.length === 0 ? 0 : await counted(supplierId, text, statuses));
    };
    await check();
    // A new customer name, a renamed venue, a status change, a deletion: each moves the counts in its transaction.
    const [first] = await db.select({ id: orders.id }).from(orders).where(eq(orders.supplierId, 1)).limit(1);
    await db
      .update(orders)
      .set({ shippingCompany: 'Grill Brothers Bistro', orderStatus: 'COMPLETED', shippingFirstname: null })
      .where(eq(orders.id, first!.id));
    await db.update(orders).set({ orderStatus: 'PROCESSING' }).where(eq(orders.supplierId, 2));
    const [last] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.supplierId, 1))
      .orderBy(sql`${orders.id} desc`)
      .limit(1);
    await db.delete(orders).where(eq(orders.id, last!.id));
    await check();
  });

  it('answer only searches of the keyword without digits (a digit may match the order id)', () => {
    const built = (search: string, extra: object = {}) =>
      builtOrdersList(1, { page: 1, pageSize: 10, search, ...extra } as never);
    expect(nameCountTexts(built('bistro'))).toEqual(['bistro']);
    expect(nameCountTexts(built('bistro 12'))).toBeNull();
    expect(nameCountTexts(built('orderStatus:PENDING'))).toBeNull();
    expect(nameCountTexts(built('shippingCompany:Bistro'))).toBeNull();
    // A plain search also looks in the supplier order ID, which the name counts leave out: counted apart.
    expect(built('bistro').textMatches).toEqual([
      { fields: ['keyword', 'supplierReference'], text: 'bistro' },
    ]);
    expect(searchesReference(built('bistro'))).toBe(true);
    expect(nameCountTexts(built('bistro', { searchFields: 'keyword' }))).toEqual(['bistro']);
    expect(searchesReference(built('bistro', { searchFields: 'keyword' }))).toBe(false);
    expect(nameCountTexts(built('bistro', { searchFields: 'supplierReference' }))).toBeNull();
  });

  it('give the orders list its exact total for a search, a status filter and both', async () => {
    const db = t.database.db;
    for (const search of ['bistro', 'orderStatus[]:PENDING,PROCESSING', 'grill'])
      for (const statuses of [undefined, ['PENDING']]) {
        const query = {
          page: 1,
          pageSize: 5,
          search: statuses && !search.includes(':') ? `keyword:${search};orderStatus:${statuses[0]}` : search,
        };
        const { total, rows } = await listOrders(db, 1, query as never, {}, null);
        const [all] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(builtOrdersList(1, query as never).where);
        expect(total, query.search).toBe(all!.n);
        expect(rows.length).toBe(Math.min(5, all!.n));
      }
  });
});

describe('the page plan', () => {
  it('walks an unfiltered list, reads few matches whole, and first tries a bounded walk where it should pay', () => {
    const page = { offset: 0, limit: 25 };
    expect(pagePlanOf(page, { total: 1_000_000, supplierTotal: 1_000_000, narrowed: false })).toEqual({
      kind: 'walk',
    });
    expect(pagePlanOf(page, { total: 0, supplierTotal: 1_000_000, narrowed: true })).toEqual({
      kind: 'matches',
    });
    // A rare word (9,600 of a million): evenly spread, the page would end 2,605 orders in, under half the
    // matches, so a walk of at most as many orders as matches is tried first.
    expect(pagePlanOf(page, { total: 9_600, supplierTotal: 1_000_000, narrowed: true })).toEqual({
      kind: 'bounded walk',
      rows: 9_600,
    });
    // Rarer (3,000): the page would end 8,334 in, past the matches: they are read whole.
    expect(pagePlanOf(page, { total: 3_000, supplierTotal: 1_000_000, narrowed: true })).toEqual({
      kind: 'matches',
    });
    // A common word at 100,000 orders (5,000 match): the page would end 500 in; 4,000 are tried first.
    expect(pagePlanOf(page, { total: 5_000, supplierTotal: 100_000, narrowed: true })).toEqual({
      kind: 'bounded walk',
      rows: 4_000,
    });
    // More matches than the cap: the bounded walk of walkRows past the page, then the matches.
    expect(pagePlanOf(page, { total: 51_672, supplierTotal: 1_000_000, narrowed: true })).toEqual({
      kind: 'bounded walk',
      rows: 20_000,
    });
    // Where its matches can be kept: an early page is still walked (it ends about 500 orders in), a deep
    // page (page 20 of 100: about 38,700 in) reads them all once for this page and every later one.
    const counts = { total: 51_672, supplierTotal: 1_000_000, narrowed: true };
    expect(pagePlanOf(page, counts, PLAN_LIMITS, true)).toEqual({ kind: 'bounded walk', rows: 20_000 });
    expect(pagePlanOf({ offset: 1_900, limit: 100 }, counts, PLAN_LIMITS, true)).toEqual({ kind: 'matches' });
    expect(pagePlanOf({ offset: 1_900, limit: 100 }, counts, PLAN_LIMITS, false).kind).toBe('bounded walk');
    // More than are kept: walked, however deep.
    const many = { ...counts, total: 300_000 };
    expect(pagePlanOf({ offset: 9_900, limit: 100 }, many, PLAN_LIMITS, true).kind).toBe('bounded walk');
  });

  it('gives the same page by every plan, in the list’s order, and falls back when the walk does not fill it', async () => {
    const db = t.database.db;
    const plans = new Set<string>();
    // A cap of 0 sends every narrowed list to the bounded walk; a stretch of 0 orders past the page makes a
    // sparse filter fall back to reading its matches.
    for (const limits of [
      { matchesCap: 1_000_000, walkRows: 0 },
      { matchesCap: 0, walkRows: 1_000 },
      { matchesCap: 0, walkRows: 0 },
    ])
      for (const search of ['orderStatus:PENDING', 'orderStatus[]:COMPLETED,PROCESSING', 'bistro', 'grill'])
        for (const orderBy of [
          'orderId',
          'dateAdded',
          'deliveryDate',
          'total',
          'fullName',
          'shippingCompany',
        ])
          for (const sortedBy of ['asc', 'desc']) {
            const query = { page: 1, pageSize: 3, search, orderBy, sortedBy };
            const built = builtOrdersList(1, query as never);
            const { rows, plan } = await listOrders(db, 1, query as never, {}, null, limits);
            plans.add(plan);
            const expected = await plainPage(built, 3);
            expect(
              rows.map((r) => r.orderId),
              `${search} ${orderBy} ${sortedBy}`,
            ).toEqual(expected);
          }
    expect([...plans].sort()).toEqual(['bounded walk', 'matches', 'name seek', 'per status']);
  });

  it('seeks a name search sorted by venue or customer from its first match’s key, page after page', async () => {
    const db = t.database.db;
    const plans = new Set<string>();
    // A stretch of 0 orders past the page makes a walk that meets other orders fall back to the matches.
    for (const limits of [PLAN_LIMITS, { ...PLAN_LIMITS, walkRows: 0 }])
      for (const search of ['bistro', 'the', 'keyword:grill;orderStatus:COMPLETED', 'o', 'no such venue'])
        for (const orderBy of ['fullName', 'shippingCompany'])
          for (const sortedBy of ['asc', 'desc'])
            for (const page of [1, 2, 4]) {
              const query = { page, pageSize: 3, search, orderBy, sortedBy };
              const built = builtOrdersList(1, query as never);
              const { rows, plan } = await listOrders(db, 1, query as never, {}, null, limits);
              plans.add(plan);
              if (search === 'o') expect(plan).not.toBe('name seek');
              const expected = await plainPage(built, 3, page);
              expect(
                rows.map((r) => r.orderId),
                `${search} ${orderBy} ${sortedBy} page ${page} ${limits.walkRows}`,
              ).toEqual(expected);
            }
    // 'o' is also in supplier order IDs (the seed's PO-…): the name counts cannot place those matches, so
    // that search is served by the generic plans (the bounded walk, then the matches), never the name seek.
    expect([...plans].sort()).toEqual(['bounded walk', 'matches', 'name seek']);
  });

  it('reads a list narrowed by status alone from each status’s index, page after page', async () => {
    const db = t.database.db;
    for (const search of [
      'orderStatus:PENDING',
      'orderStatus[]:PENDING,PROCESSING',
      'orderStatus[]:COMPLETED,CANCELLED',
    ])
      for (const orderBy of ['orderId', 'orderStatus', 'dateAdded', 'deliveryDate'])
        for (const sortedBy of ['asc', 'desc'])
          for (const page of [1, 2, 3]) {
            const query = { page, pageSize: 4, search, orderBy, sortedBy };
            const built = builtOrdersList(1, query as never);
            const { rows, plan } = await listOrders(db, 1, query as never, {}, null);
            expect(plan).toBe('per status');
            const expected = await plainPage(built, 4, page);
            expect(
              rows.map((r) => r.orderId),
              `${search} ${orderBy} ${sortedBy} page ${page}`,
            ).toEqual(expected);
          }
    // Not for a search, a date range or a sort no status index holds.
    for (const [query, range] of [
      [{ page: 1, pageSize: 4, search: 'keyword:bistro;orderStatus:PENDING', orderBy: 'orderId' }, {}],
      [{ page: 1, pageSize: 4, search: 'orderStatus:PENDING', orderBy: 'dateAdded' }, { from: '2020-01-01' }],
      [{ page: 1, pageSize: 4, search: 'orderStatus:PENDING', orderBy: 'total' }, {}],
    ] as const)
      expect((await listOrders(db, 1, query as never, range, null)).plan).not.toBe('per status');
  });

  it('reads a searched list’s matches once in its order and slices every page from them', async () => {
    const db = t.database.db;
    // Eight orders of a venue no other order names: so few matches that the plan reads them all.
    const eight = await db.select({ id: orders.id }).from(orders).where(eq(orders.supplierId, 1)).limit(8);
    const ids = eight.map((o) => o.id);
    await db.update(orders).set({ shippingCompany: 'Zanzibar Kitchen' }).where(inArray(orders.id, ids));
    const cache = new OrderListCache(10);
    for (const orderBy of ['total', 'deliveryDate']) {
      const reads = matchReads.all;
      const kept = cache.keptMatches(orderBy);
      for (const page of [1, 3, 2]) {
        const query = { page, pageSize: 3, search: 'zanzibar', orderBy, sortedBy: 'desc' };
        const { rows, plan, total } = await listOrders(db, 1, query as never, {}, null, PLAN_LIMITS, kept);
        expect(plan).toBe('matches');
        expect(total).toBe(8);
        expect(
          rows.map((r) => r.orderId),
          `${orderBy} page ${page}`,
        ).toEqual(await plainPage(builtOrdersList(1, query as never), 3, page));
      }
      expect(matchReads.all - reads).toBe(1); // the first page read them; the other two were slices
      expect(kept.get()).toHaveLength(8);
    }
    // More matches than are kept at most: each page is read on its own, nothing kept.
    const reads = matchReads.all;
    const kept = cache.keptMatches('capped');
    const query = { page: 2, pageSize: 3, search: 'zanzibar', orderBy: 'total', sortedBy: 'desc' };
    const capped = { matchesCap: 1, walkRows: 0, keptCap: 1 };
    const { rows } = await listOrders(db, 1, query as never, {}, null, capped, kept);
    expect(rows.map((r) => r.orderId)).toEqual(await plainPage(builtOrdersList(1, query as never), 3, 2));
    expect(matchReads.all).toBe(reads);
    expect(kept.get()).toBeUndefined();
  });

  it('reads the matches a customer’s name finds in other venues, and a venue’s own, in the list’s order', async () => {
    const db = t.database.db;
    // A customer ordering for three venues (only part of each venue's orders match), and a venue whose name
    // holds the text (all of its orders match).
    const some = await db.select({ id: orders.id }).from(orders).where(eq(orders.supplierId, 1)).limit(60);
    const picked = some.filter((_, i) => i % 7 === 0).map((o) => o.id);
    await db.update(orders).set({ shippingFirstname: 'Wombat' }).where(inArray(orders.id, picked));
    await db
      .update(orders)
      .set({ shippingCompany: 'Wombat Diner' })
      .where(
        inArray(
          orders.id,
          some.slice(50).map((o) => o.id),
        ),
      );
    const limits = { matchesCap: 0, walkRows: 0, keptCap: 1_000 };
    for (const orderBy of ['total', 'deliveryDate', 'dateAdded', 'orderStatus', 'orderId'])
      for (const sortedBy of ['asc', 'desc']) {
        const kept = new OrderListCache(4).keptMatches(orderBy + sortedBy);
        for (const page of [2, 1, 3]) {
          const query = { page, pageSize: 4, search: 'wombat', orderBy, sortedBy };
          const { rows, total } = await listOrders(db, 1, query as never, {}, null, limits, kept);
          expect(total).toBe(await counted(1, 'wombat'));
          expect(
            rows.map((r) => r.orderId),
            `${orderBy} ${sortedBy} page ${page}`,
          ).toEqual(await plainPage(builtOrdersList(1, query as never), 4, page));
        }
      }
  });

  it('keeps more matches than one page reads (a common word at a million orders) and slices deep pages', async () => {
    const db = t.database.db;
    const eight = await db.select({ id: orders.id }).from(orders).where(eq(orders.supplierId, 1)).limit(8);
    await db
      .update(orders)
      .set({ shippingCompany: 'Quokka Canteen' })
      .where(
        inArray(
          orders.id,
          eight.map((o) => o.id),
        ),
      );
    // The page plans give up at once (a bounded walk of 0 rows, at most 1 match read for a page), as they
    // do at a million orders for a deep page: the matches are read once, in order, and kept.
    const limits = { matchesCap: 1, walkRows: 0, keptCap: 100 };
    const kept = new OrderListCache(10).keptMatches('quokka');
    const reads = matchReads.all;
    for (const page of [3, 1, 2]) {
      const query = { page, pageSize: 3, search: 'quokka', orderBy: 'total', sortedBy: 'desc' };
      const { rows, plan } = await listOrders(db, 1, query as never, {}, null, limits, kept);
      expect(plan).toBe('matches');
      expect(rows.map((r) => r.orderId)).toEqual(
        await plainPage(builtOrdersList(1, query as never), 3, page),
      );
    }
    expect(matchReads.all - reads).toBe(1);
    expect(kept.get()).toHaveLength(8);
  });
});
