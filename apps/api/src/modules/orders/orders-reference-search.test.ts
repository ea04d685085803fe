import Papa from 'papaparse';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { orders, products } from '../../db/schema/index.ts';
import { placeOrder } from '../marketplace/marketplace.service.ts';
import { OrderListCache } from './orders-list-cache.ts';
import { builtOrdersList, listOrders } from './orders.repository.ts';

/**
 * The orders list's search finds an order by its supplier order ID (what a supplier remembers), a part of
 * it in any case, with the exact total, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
const db = () => t.database.db;
type Who = 'supplier' | 'supplier2';
const get = async (url: string, who: Who = 'supplier') =>
  t.app.inject({ method: 'GET', url, headers: await t.auth(who) });
const ids = (body: { data: Array<{ orderId: number }> }) =>
  body.data.map((o) => o.orderId).sort((a, b) => a - b);

async function productOf(supplierId: number, sku: string) {
  const [row] = await db()
    .insert(products)
    .values({
      supplierId,
      unitOfPriceId: 4,
      unitOfPortionId: 4,
      portions: [1],
      sku,
      name: 'Ref test',
      priceInCents: 900,
    })
    .returning({ id: products.id });
  return row!.id;
}

/** An order of the supplier with this supplier order ID, set the way the supplier sets it. */
async function orderWithReference(supplierId: number, who: Who, productId: number, reference: string) {
  const id = await placeOrder(db(), {
    supplierId,
    venueId: 1,
    deliveryDate: '2031-06-02',
    lines: [{ productId, numberOfPortions: 1 }],
  });
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/suppliers/orders/${id}/supplier-reference`,
    payload: { supplierReference: reference },
    headers: await t.auth(who),
  });
  expect(res.statusCode).toBe(200);
  return id;
}

/** The truth a page of one order must equal: the list's own filter and order over every order. */
async function plainPage(query: never, page: number) {
  const built = builtOrdersList(1, query);
  const rows = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(built.where)
    .orderBy(...built.orderBy)
    .limit(1)
    .offset(page - 1);
  return rows.map((r) => r.id);
}

let mine: number; // 'ZQX-VKW' (letters only: the name counts' path)
let numbered: number; // 'ZQX-77310' (a digit: the counted path)
let theirs: number; // supplier 2's order with the same 'ZQX-VKW'

beforeAll(async () => {
  t = await createTestApp();
  const own = await productOf(1, 'T-REF-1');
  mine = await orderWithReference(1, 'supplier', own, 'ZQX-VKW');
  numbered = await orderWithReference(1, 'supplier', own, 'ZQX-77310');
  theirs = await orderWithReference(2, 'supplier2', await productOf(2, 'T-REF-2'), 'ZQX-VKW');
});
afterAll(() => t.close());

describe('searching the orders list by the supplier order ID', () => {
  it('finds the order by the whole ID, a part of it, in any case, by fuzzy or plain search, with the exact total', async () => {
    for (const [query, found] of [
      ['fuzzy=ZQX-VKW', [mine]],
      ['fuzzy=zqx-vkw', [mine]],
      ['fuzzy=qx-vk', [mine]],
      ['search=Vkw', [mine]],
      ['fuzzy=ZQX-77310', [numbered]],
      ['fuzzy=x-773', [numbered]],
      ['fuzzy=zqx', [mine, numbered]],
      ['fuzzy=zqx&search=orderStatus[]:PENDING', [mine, numbered]],
      ['fuzzy=zqx&search=orderStatus[]:COMPLETED', []],
      ['fuzzy=zqx&orderBy=shippingCompany&sortedBy=asc', [mine, numbered]],
      ['fuzzy=zqx&orderBy=fullName&sortedBy=desc', [mine, numbered]],
    ] as const) {
      const res = await get(`/api/suppliers/orders?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(ids(res.json()), query).toEqual(found);
      expect(res.json().total, query).toBe(found.length);
    }
  });

  it("does not find another supplier's order with the same ID, nor open it (404)", async () => {
    const res = await get('/api/suppliers/orders?fuzzy=ZQX-VKW', 'supplier2');
    expect(ids(res.json())).toEqual([theirs]);
    expect(res.json().total).toBe(1);
    expect((await get(`/api/suppliers/orders/${theirs}`)).statusCode).toBe(404);
  });

  it('counts an order found by both its name and its supplier order ID once', async () => {
    const own = await productOf(1, 'T-REF-3');
    const both = await orderWithReference(1, 'supplier', own, 'QWMB-Cellar');
    await db().update(orders).set({ shippingCompany: 'Qwmb Cellar Door' }).where(eq(orders.id, both));
    const byName = await placeOrder(db(), {
      supplierId: 1,
      venueId: 1,
      deliveryDate: '2031-06-03',
      lines: [{ productId: own, numberOfPortions: 1 }],
    });
    await db().update(orders).set({ shippingCompany: 'Qwmb Cellar Door' }).where(eq(orders.id, byName));
    const byReference = await orderWithReference(1, 'supplier', own, 'qwmb-7');
    for (const sort of ['', '&orderBy=shippingCompany&sortedBy=asc', '&orderBy=fullName&sortedBy=asc']) {
      const res = await get(`/api/suppliers/orders?fuzzy=qwmb${sort}`);
      expect(ids(res.json()), sort).toEqual([both, byName, byReference]);
      expect(res.json().total, sort).toBe(3);
    }
    // Only names match: found and counted once, by the name counts as before.
    const res = await get('/api/suppliers/orders?fuzzy=qwmb%20cellar');
    expect(ids(res.json())).toEqual([both, byName]);
    expect(res.json().total).toBe(2);
  });

  it('serves a page sorted by name by the generic plan while an ID matches, the same page as the plain query', async () => {
    for (const orderBy of ['shippingCompany', 'fullName'])
      for (const page of [1, 2]) {
        const query = { page, pageSize: 1, fuzzy: 'zqx', orderBy, sortedBy: 'asc' } as never;
        const { rows, total, plan } = await listOrders(db(), 1, query, {}, null);
        expect(plan, orderBy).not.toBe('name seek');
        expect(total).toBe(2);
        expect(rows.map((r) => r.orderId)).toEqual(await plainPage(query, page));
      }
  });

  it('reads every match of a searched list whose total is known, the ones only an ID finds included', async () => {
    // A total the cache kept skips the count of the ID's matches; reading the matches by the names alone
    // would then lose the orders only their ID finds. A bounded walk of 0 rows sends every page to its matches.
    const limits = { matchesCap: 0, walkRows: 0, keptCap: 100 };
    for (const fuzzy of ['zqx', 'vkw'])
      for (const kept of [undefined, new OrderListCache(4).keptMatches(fuzzy)])
        for (const page of [1, 2]) {
          const query = { page, pageSize: 1, fuzzy, orderBy: 'total', sortedBy: 'desc' } as never;
          const { total } = await listOrders(db(), 1, query, {}, null);
          const { rows } = await listOrders(db(), 1, query, {}, total, limits, kept);
          const expected = await plainPage(query, page);
          expect(expected.length, `${fuzzy} page ${page}`).toBe(fuzzy === 'zqx' || page === 1 ? 1 : 0);
          expect(
            rows.map((r) => r.orderId),
            `${fuzzy} page ${page}`,
          ).toEqual(expected);
        }
  });

  it('exports the orders found by the ID to CSV', async () => {
    const res = await get('/api/suppliers/orders?format=csv&fuzzy=zqx-vkw&from=2031-06-02&to=2031-06-02');
    expect(res.statusCode).toBe(200);
    const rows = Papa.parse<string[]>(res.body.trim()).data.slice(1);
    expect(rows.map((r) => r[0])).toEqual([String(mine)]);
  });

  it('matches the ID exactly with search=supplierReference:value, as before', async () => {
    const exact = await get('/api/suppliers/orders?search=supplierReference:ZQX-VKW');
    expect(ids(exact.json())).toEqual([mine]);
    const part = await get('/api/suppliers/orders?search=supplierReference:ZQX');
    expect(part.json().total).toBe(0);
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.supplierReference, 'ZQX-VKW'));
    expect(row!.n).toBe(2); // one each of the two suppliers
  });
});
