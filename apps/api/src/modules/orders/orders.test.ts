import Papa from 'papaparse';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ORDER_STATUSES, ordersContract } from '@portal/domain';
import {
  auditLog,
  customPrices,
  liveEvents,
  orders,
  orderSearchText,
  orderStatusCounts,
  products,
  specials,
} from '../../db/schema/index.ts';
import { placeOrder } from '../marketplace/marketplace.service.ts';

let t: TestApp;
let gstProduct: number; // $11.00 incl GST per unit
let freeProduct: number; // $4.99 GST free per unit
let massProduct: number; // $20.00 per kg, GST free, portions of 500 g
let customProduct: number; // $10.00 incl GST, venue 1 pays $8.80
let specialProduct: number; // $33.00 incl GST, special at $22.00
let s2Product: number;
const VENUE = 1;
const today = new Date().toISOString().slice(0, 10);

const db = () => t.database.db;
const inject = async (
  method: string,
  url: string,
  payload?: object,
  who: 'supplier' | 'supplier2' | 'staff' = 'supplier',
) => t.app.inject({ method: method as 'GET', url, payload, headers: await t.auth(who) });

async function addProduct(
  values: Partial<typeof products.$inferInsert> & { sku: string; name: string; priceInCents: number },
  supplierId = 1,
) {
  const [row] = await db()
    .insert(products)
    .values({ supplierId, unitOfPriceId: 4, unitOfPortionId: 4, portions: [1], ...values })
    .returning({ id: products.id });
  return row!.id;
}

async function newOrder(lines = [{ productId: 0, numberOfPortions: 1 }], extra: object = {}) {
  return placeOrder(db(), { supplierId: 1, venueId: VENUE, deliveryDate: today, lines, ...extra });
}

/** An order with a GST line (2 x $11), a GST-free line (3 x $4.99) and a mass line (3 x 500 g at $20/kg). */
async function mixedOrder() {
  return newOrder([
    { productId: gstProduct, numberOfPortions: 2 },
    { productId: freeProduct, numberOfPortions: 3 },
    { productId: massProduct, numberOfPortions: 3 },
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  gstProduct = await addProduct({ sku: 'T-GST', name: 'Test tomatoes', priceInCents: 1100 });
  freeProduct = await addProduct({ sku: 'T-FREE', name: 'Test bread', priceInCents: 499, gstExempt: true });
  massProduct = await addProduct({
    sku: 'T-MASS',
    name: 'Test beef mince',
    priceInCents: 2000,
    gstExempt: true,
    unitOfPriceId: 1,
    unitOfPortionId: 2,
    portions: [500, 1000],
  });
  customProduct = await addProduct({ sku: 'T-CUSTOM', name: 'Test olive oil', priceInCents: 1000 });
  specialProduct = await addProduct({ sku: 'T-SPECIAL', name: '=cmd|calc', priceInCents: 3300 });
  s2Product = await addProduct({ sku: 'T-S2', name: 'Other supplier lamb', priceInCents: 1500 }, 2);
  await db()
    .insert(customPrices)
    .values({ supplierId: 1, productId: customProduct, venueId: VENUE, priceInCents: 880 });
  await db().insert(specials).values({
    supplierId: 1,
    productId: specialProduct,
    startDate: '2000-01-01',
    endDate: '2999-01-01',
    specialPriceInCents: 2200,
  });
});
afterAll(() => t.close());

describe('the demo world', () => {
  it('has orders in every status and type, none placed after now or after its delivery day', async () => {
    const rows = await db()
      .select({
        status: orders.orderStatus,
        parent: orders.parentOrderId,
        standing: orders.standingOrderId,
        placed: orders.dateAdded,
        delivery: orders.deliveryDate,
      })
      .from(orders)
      .where(eq(orders.supplierId, 1));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(ORDER_STATUSES));
    expect(rows.some((r) => r.parent !== null)).toBe(true);
    expect(rows.some((r) => r.standing !== null)).toBe(true);
    const now = Date.now();
    const future = rows.filter((r) => new Date(r.placed).getTime() > now);
    expect(future).toEqual([]);
    const lateDay = rows.filter((r) => new Date(r.placed).toISOString().slice(0, 10) > String(r.delivery));
    expect(lateDay).toEqual([]);
    expect(rows.some((r) => String(r.delivery) > today)).toBe(true);
  });
});

describe('marketplace placeOrder', () => {
  it('prices lines as a venue pays: current, custom and special prices, GST per line, portions to quantity priced', async () => {
    const id = await newOrder([
      { productId: gstProduct, numberOfPortions: 2 },
      { productId: massProduct, numberOfPortions: 3 },
      { productId: customProduct, numberOfPortions: 1 },
      { productId: specialProduct, numberOfPortions: 1 },
    ]);
    const res = await inject('GET', `/api/suppliers/orders/${id}`);
    expect(res.statusCode).toBe(200);
    const o = res.json();
    const lines = o.orderProducts.map((l: Record<string, unknown>) => [
      l.sku,
      l.priceIncGST,
      l.originalQuantityPriced,
      l.originalTotalIncGST,
      l.gst,
      l.isOnCustomPrice,
      l.isOnSpecial,
    ]);
    expect(lines).toEqual([
      ['T-GST', 1100, 2, 2200, 200, false, false],
      ['T-MASS', 2000, 1.5, 3000, 0, false, false],
      ['T-CUSTOM', 880, 1, 880, 80, true, false],
      ['T-SPECIAL', 2200, 1, 2200, 200, false, true],
    ]);
    expect(o.orderProducts[1]).toMatchObject({ portionSize: 500, unitOfPortion: 'g', unitOfPrice: 'kg' });
    expect(o.originalTotalIncGST).toBe(8280);
    expect(o.finalTotalIncGST).toBe(8280);
    expect(o.orderStatus).toBe('PENDING');
  });

  it('refuses a product of another supplier', async () => {
    await expect(newOrder([{ productId: s2Product, numberOfPortions: 1 }])).rejects.toThrow(
      `Product ${s2Product} does not belong to the supplier`,
    );
  });
});

describe('GET /api/suppliers/orders', () => {
  it('answers a page of 100 ordered by orderId descending with the list item fields', async () => {
    const res = await inject('GET', '/api/suppliers/orders');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.perPage).toBe(100);
    expect(body.currentPage).toBe(1);
    expect(body.data).toHaveLength(100);
    expect(body.total).toBeGreaterThan(2000);
    const ids = body.data.map((o: { orderId: number }) => o.orderId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'orderId',
        'orderStatus',
        'orderType',
        'fullName',
        'shippingCompany',
        'dateAdded',
        'deliveryDate',
        'total',
        'orderedBefore',
        'customerAlert',
        'substitutionAllowed',
        'standingOrderId',
        'parentOrderId',
        'supplierReference',
        'shippingFirstname',
        'shippingLastname',
        'venueId',
      ].sort(),
    );
    // Sent as cached JSON text (not through the serializer): held to the contract's schema here instead.
    expect(ordersContract.listOrders.response.safeParse(body).error).toBeUndefined();
  });

  it('filters by status, sorts by delivery date and returns only the asked fields (the dashboard call)', async () => {
    const res = await inject(
      'GET',
      '/api/suppliers/orders?search=orderStatus[]:PENDING&orderBy=deliveryDate&sortedBy=asc&filter=orderId;deliveryDate;orderStatus;total',
    );
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    expect(total).toBeGreaterThan(10);
    expect(data.every((o: { orderStatus: string }) => o.orderStatus === 'PENDING')).toBe(true);
    const days = data.map((o: { deliveryDate: string }) => o.deliveryDate);
    expect(days).toEqual([...days].sort());
    expect(Object.keys(data[0]).sort()).toEqual(['deliveryDate', 'orderId', 'orderStatus', 'total']);
  });

  it('filters by several statuses and by order type', async () => {
    const res = await inject(
      'GET',
      '/api/suppliers/orders?search=orderStatus[]:COMPLETED,CANCELLED;orderType:TOPUP&pageSize=500',
    );
    const { data, total } = res.json();
    expect(total).toBeGreaterThan(0);
    for (const o of data) {
      expect(['COMPLETED', 'CANCELLED']).toContain(o.orderStatus);
      expect(o.orderType).toBe('TOPUP');
      expect(o.parentOrderId).not.toBeNull();
    }
    const standing = (await inject('GET', '/api/suppliers/orders?search=orderType:STANDING')).json();
    expect(standing.total).toBeGreaterThan(0);
    expect(standing.data.every((o: { standingOrderId: number | null }) => o.standingOrderId !== null)).toBe(
      true,
    );
  });

  it('searches free text over order id, venue and customer name', async () => {
    const id = await newOrder([{ productId: gstProduct, numberOfPortions: 1 }]);
    const byId = (await inject('GET', `/api/suppliers/orders?search=${id}`)).json();
    expect(byId.data.map((o: { orderId: number }) => o.orderId)).toContain(id);
    const byVenue = (
      await inject('GET', '/api/suppliers/orders?fuzzy=rocks%20bistro&search=orderStatus[]:PENDING')
    ).json();
    expect(byVenue.total).toBeGreaterThan(0);
    expect(
      byVenue.data.every(
        (o: { shippingCompany: string; orderStatus: string }) =>
          o.shippingCompany === 'The Rocks Bistro' && o.orderStatus === 'PENDING',
      ),
    ).toBe(true);
    const first = byVenue.data[0].fullName as string;
    const byCustomer = (
      await inject('GET', `/api/suppliers/orders?search=${encodeURIComponent(first)}`)
    ).json();
    expect(byCustomer.data.every((o: { fullName: string }) => o.fullName === first)).toBe(true);
  });

  it('counts a searched list exactly, on its pages, past its end and when nothing matches', async () => {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.supplierId, 1), sql`${orderSearchText(orders)} ilike '%bistro%'`));
    const bistro = row!.n;
    expect(bistro).toBeGreaterThan(3);
    const url = (page: number) => `/api/suppliers/orders?search=bistro&pageSize=3&page=${page}`;
    const first = (await inject('GET', url(1))).json();
    expect(first).toMatchObject({ total: bistro, currentPage: 1 });
    expect(first.data).toHaveLength(3);
    const last = Math.ceil(bistro / 3);
    const end = (await inject('GET', url(last))).json();
    expect(end).toMatchObject({ total: bistro, currentPage: last });
    expect(end.data).toHaveLength(bistro - 3 * (last - 1));
    const past = (await inject('GET', url(last + 5))).json();
    expect(past).toMatchObject({ total: bistro, data: [] });
    const none = (await inject('GET', '/api/suppliers/orders?search=no-such-venue-anywhere')).json();
    expect(none).toMatchObject({ total: 0, data: [] });
  });

  it('pages and sorts by every whitelisted field, and refuses others', async () => {
    for (const f of [
      'orderId',
      'fullName',
      'shippingCompany',
      'dateAdded',
      'deliveryDate',
      'orderStatus',
      'total',
    ]) {
      const res = await inject('GET', `/api/suppliers/orders?orderBy=${f}&sortedBy=asc&page=3&pageSize=20`);
      expect(res.statusCode, f).toBe(200);
      expect(res.json().currentPage).toBe(3);
      expect(res.json().data).toHaveLength(20);
    }
    const totals = (await inject('GET', '/api/suppliers/orders?orderBy=total&sortedBy=desc&pageSize=50'))
      .json()
      .data.map((o: { total: number }) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const bad = await inject('GET', '/api/suppliers/orders?orderBy=email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ param: 'orderBy' });
    const badStatus = await inject('GET', '/api/suppliers/orders?search=orderStatus[]:SHIPPED');
    expect(badStatus.statusCode).toBe(400);
    expect(
      (await inject('GET', "/api/suppliers/orders?search=orderId:1';drop table orders")).statusCode,
    ).toBe(400);
  });

  it("never shows another supplier's orders", async () => {
    const mine = await newOrder([{ productId: gstProduct, numberOfPortions: 1 }]);
    const res = await inject('GET', '/api/suppliers/orders?pageSize=500', undefined, 'supplier2');
    const ids = res.json().data.map((o: { orderId: number }) => o.orderId);
    expect(ids).not.toContain(mine);
    expect(res.json().total).toBeLessThan(100);
  });
});

describe('orders list cache (keyed on the order-list version)', () => {
  const url = '/api/suppliers/orders?search=orderStatus[]:PENDING&orderBy=orderId&sortedBy=desc&pageSize=5';
  const statusOf = (body: { data: { orderId: number; orderStatus: string }[] }, id: number) =>
    body.data.find((o) => o.orderId === id)?.orderStatus;

  it('shows a cancellation, a new order and a write made outside the API on the very next request', async () => {
    const first = await mixedOrder();
    const before = (await inject('GET', url)).json();
    expect(before.data[0].orderId).toBe(first);
    const again = (await inject('GET', url)).json();
    expect(again).toEqual(before);

    // Through the API: cancelling drops it from the pending list and from the total.
    expect(
      (await inject('POST', `/api/orders/${first}/cancel`, { reason: 'Product Out of Stock' })).statusCode,
    ).toBe(200);
    const afterCancel = (await inject('GET', url)).json();
    expect(afterCancel.data.map((o: { orderId: number }) => o.orderId)).not.toContain(first);
    expect(afterCancel.total).toBe(before.total - 1);

    // A new marketplace order (another process in production) is on top at once.
    const second = await mixedOrder();
    const afterNew = (await inject('GET', url)).json();
    expect(afterNew.data[0].orderId).toBe(second);
    expect(afterNew.total).toBe(before.total);

    // A write straight to the database, as another API process or an operator would make it.
    await db().update(orders).set({ shippingCompany: 'Renamed Venue Pty' }).where(eq(orders.id, second));
    const afterSql = (await inject('GET', url)).json();
    expect(afterSql.data[0]).toMatchObject({ orderId: second, shippingCompany: 'Renamed Venue Pty' });
    expect(statusOf(afterSql, second)).toBe('PENDING');
  });

  it('answers 304 to an unchanged page revalidated with its ETag, and 200 with a new ETag after a write', async () => {
    const id = await mixedOrder();
    const headers = await t.auth('supplier');
    const first = await t.app.inject({ method: 'GET', url, headers });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"o1-\d+-[\w-]{16}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    await inject('PATCH', `/api/suppliers/orders/${id}/supplier-reference`, { supplierReference: 'PO-77' });
    const changed = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.find((o: { orderId: number }) => o.orderId === id).supplierReference).toBe(
      'PO-77',
    );
  });

  it('answers totals from the status counts that equal a count of the orders after every kind of write', async () => {
    const [a, b, c, d] = [await mixedOrder(), await mixedOrder(), await mixedOrder(), await mixedOrder()];
    const other = await placeOrder(db(), {
      supplierId: 2,
      venueId: VENUE,
      deliveryDate: today,
      lines: [{ productId: s2Product, numberOfPortions: 1 }],
    });
    expect((await inject('PUT', `/api/suppliers/orders/${a}/process`, {})).statusCode).toBe(200);
    expect(
      (await inject('POST', `/api/orders/${b}/cancel`, { reason: 'Customer cancellation' })).statusCode,
    ).toBe(200);
    // One statement over two suppliers' orders, and a delete, as an operator might run them.
    await db()
      .update(orders)
      .set({ orderStatus: 'PROCESSING' })
      .where(inArray(orders.id, [c, other]));
    await db().delete(orders).where(eq(orders.id, d));

    const counted = async (supplierId: number, statuses?: string[]) => {
      const [row] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.supplierId, supplierId),
            statuses ? inArray(orders.orderStatus, statuses) : undefined,
          ),
        );
      return row!.n;
    };
    const listed = async (search: string, who: 'supplier' | 'supplier2' = 'supplier') =>
      (await inject('GET', `/api/suppliers/orders?pageSize=1${search}`, undefined, who)).json().total;

    for (const status of ORDER_STATUSES)
      expect(await listed(`&search=orderStatus:${status}`)).toBe(await counted(1, [status]));
    expect(await listed('')).toBe(await counted(1));
    expect(await listed('&search=orderStatus[]:PENDING,COMPLETED')).toBe(
      await counted(1, ['PENDING', 'COMPLETED']),
    );
    expect(await listed('&search=orderStatus:PENDING;orderStatus:COMPLETED')).toBe(0);
    expect(await listed('&search=orderStatus:PROCESSING', 'supplier2')).toBe(
      await counted(2, ['PROCESSING']),
    );
    expect(await listed('', 'supplier2')).toBe(await counted(2));
    const [stored] = await db()
      .select({ n: orderStatusCounts.orders })
      .from(orderStatusCounts)
      .where(and(eq(orderStatusCounts.supplierId, 1), eq(orderStatusCounts.orderStatus, 'PROCESSING')));
    expect(stored!.n).toBe(await counted(1, ['PROCESSING']));
  });

  it("keeps suppliers apart: another supplier's ETag and page are never served", async () => {
    const mine = await t.app.inject({ method: 'GET', url, headers: await t.auth('supplier') });
    const theirs = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...(await t.auth('supplier2')), 'if-none-match': mine.headers.etag as string },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.map((o: { orderId: number }) => o.orderId)).not.toContain(
      mine.json().data[0].orderId,
    );
  });
});

describe('GET /api/suppliers/orders/{id}', () => {
  it('answers 404 for another supplier and for an unknown id', async () => {
    const id = await mixedOrder();
    expect((await inject('GET', `/api/suppliers/orders/${id}`, undefined, 'supplier2')).statusCode).toBe(404);
    expect((await inject('GET', '/api/suppliers/orders/99999999')).statusCode).toBe(404);
    expect((await inject('GET', '/api/suppliers/orders/abc')).statusCode).toBe(400);
  });
});

describe('PUT /api/suppliers/orders/{id}/process', () => {
  const process = async (id: number, body: object, who: 'supplier' | 'supplier2' | 'staff' = 'supplier') =>
    inject('PUT', `/api/suppliers/orders/${id}/process`, body, who);
  const lineIds = async (id: number) =>
    (await inject('GET', `/api/suppliers/orders/${id}`))
      .json()
      .orderProducts.map((l: { orderProductId: number }) => l.orderProductId) as number[];

  it('recomputes every line and the totals to the cent, with GST, GST-free, mass and custom lines', async () => {
    const id = await mixedOrder();
    const [gstLine, freeLine, massLine] = await lineIds(id);
    const res = await process(id, {
      modifiedOrderProducts: [
        { id: gstLine, suppliedQuantity: 1.5, reason: null },
        { id: freeLine, suppliedQuantity: 0, reason: 'Other: Oven broke down' },
        { id: massLine, suppliedQuantity: 1.237 },
      ],
      substitutions: [
        { sku: 'SUB-1', name: 'Sourdough', priceIncGST: 333, gstExempt: 0, suppliedQuantity: 3 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o.orderStatus).toBe('COMPLETED');
    // 1100 x 1.5 = 1650; 0; 2000 x 1.237 = 2474; 333 x 3 = 999
    expect(o.orderProducts.map((l: { finalTotalIncGST: number }) => l.finalTotalIncGST)).toEqual([
      1650, 0, 2474, 999,
    ]);
    expect(o.orderProducts[1]).toMatchObject({ finalQuantityPriced: 0, reason: 'Other: Oven broke down' });
    expect(o.orderProducts[3]).toMatchObject({
      sku: 'SUB-1',
      substitution: true,
      priceIncGST: 333,
      gst: 91,
      hasGST: true,
      portionSize: 1,
      unitOfPortion: 'unit',
    });
    // original: 2200 + 1497 + 3000
    expect(o.originalTotalIncGST).toBe(6697);
    expect(o.finalTotalIncGST).toBe(5123);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ action: 'order.process', supplierId: 1, isStaff: false });
    expect(audit!.before).toMatchObject({ orderStatus: 'PENDING', finalTotalIncGST: 6697 });
    expect(audit!.after).toMatchObject({ orderStatus: 'COMPLETED', finalTotalIncGST: 5123 });
  });

  it('processes unchanged lines at their ordered quantity', async () => {
    const id = await mixedOrder();
    const res = await process(id, { modifiedOrderProducts: [], substitutions: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().finalTotalIncGST).toBe(6697);
    expect(
      res.json().orderProducts.map((l: { finalQuantityPriced: number }) => l.finalQuantityPriced),
    ).toEqual([2, 3, 1.5]);
  });

  it('answers every supplied-quantity rule with row errors (the body schema)', async () => {
    const id = await mixedOrder();
    const [a, b, c] = await lineIds(id);
    const res = await process(id, {
      modifiedOrderProducts: [
        { id: a, suppliedQuantity: 'abc' },
        { id: b, suppliedQuantity: -1 },
        { id: c, suppliedQuantity: 1.2345 },
        { id: a, suppliedQuantity: null },
        { id: b, suppliedQuantity: '16' },
        { id: c, suppliedQuantity: 100_001 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { param: string; message: string }) => [e.param, e.message])).toEqual([
      ['modifiedOrderProducts.0.suppliedQuantity', 'Supplied quantity must be a number'],
      ['modifiedOrderProducts.1.suppliedQuantity', 'Quantity must be a positive number'],
      ['modifiedOrderProducts.2.suppliedQuantity', 'Quantity cannot be over 3 decimal places'],
      ['modifiedOrderProducts.3.suppliedQuantity', 'Supplied quantity is required'],
      ['modifiedOrderProducts.4.suppliedQuantity', 'Supplied quantity must be a number'],
      ['modifiedOrderProducts.5.suppliedQuantity', 'Supplied quantity must be 100,000 or less'],
    ]);
    const still = (await inject('GET', `/api/suppliers/orders/${id}`)).json();
    expect(still.orderStatus).toBe('PENDING');
  });

  it('answers every removal reason rule with row errors (planProcessing)', async () => {
    const id = await mixedOrder();
    const [a, b, c] = await lineIds(id);
    const res = await process(id, {
      modifiedOrderProducts: [
        { id: b, suppliedQuantity: 0 },
        { id: c, suppliedQuantity: 0, reason: 'Other: x' },
        { id: a, suppliedQuantity: 0, reason: 'Because' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        param: 'modifiedOrderProducts.0.reason',
        message: 'Reason for product removal is required',
        code: 'invalid_parameter',
      },
      {
        param: 'modifiedOrderProducts.1.reason',
        message: 'Please enter a reason for removing the product',
        code: 'invalid_parameter',
      },
      {
        param: 'modifiedOrderProducts.2.reason',
        message: 'Reason for product removal is required',
        code: 'invalid_parameter',
      },
    ]);
    const still = (await inject('GET', `/api/suppliers/orders/${id}`)).json();
    expect(still.orderStatus).toBe('PENDING');
  });

  it('answers every custom product rule', async () => {
    const id = await mixedOrder();
    const res = await process(id, {
      substitutions: [
        { sku: ' ', name: '', priceIncGST: 'x', suppliedQuantity: 1 },
        { sku: 'A', name: 'B', priceIncGST: -5 },
        { sku: 'A', name: 'B', priceIncGST: 12.5 },
        { sku: 'A', name: 'B' },
        { sku: 'A', name: 'B', priceIncGST: 100, suppliedQuantity: 0 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { param: string; message: string }) => [e.param, e.message])).toEqual([
      ['substitutions.0.sku', 'SKU is required'],
      ['substitutions.0.name', 'Product name is required'],
      ['substitutions.0.priceIncGST', 'Total price must be a number'],
      ['substitutions.1.priceIncGST', 'Total price cannot be negative'],
      ['substitutions.2.priceIncGST', 'Total price must have a maximum of 2 decimal places'],
      ['substitutions.3.priceIncGST', 'Total price is required'],
      ['substitutions.4.suppliedQuantity', "Supplied quantity can't be 0"],
    ]);
  });

  it('drops a substitution line set to 0 without a reason', async () => {
    const id = await mixedOrder();
    await db().update(orders).set({ orderStatus: 'PENDING' }).where(eq(orders.id, id));
    const [a] = await lineIds(id);
    const first = await process(id, {
      modifiedOrderProducts: [{ id: a, suppliedQuantity: 2 }],
      substitutions: [{ sku: 'S', name: 'Sub', priceIncGST: 100, gstExempt: 1, suppliedQuantity: 1 }],
    });
    expect(first.statusCode).toBe(200);
    const sub = first.json().orderProducts.find((l: { substitution: boolean }) => l.substitution);
    expect(sub.gst).toBe(0);
    await db().update(orders).set({ orderStatus: 'PENDING' }).where(eq(orders.id, id));
    const second = await process(id, {
      modifiedOrderProducts: [{ id: sub.orderProductId, suppliedQuantity: 0 }],
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().orderProducts).toHaveLength(3);
    expect(second.json().finalTotalIncGST).toBe(6697);
  });

  it('blocks an increase above 100% for suppliers and allows it for staff', async () => {
    const id = await mixedOrder();
    const [a] = await lineIds(id);
    const body = { modifiedOrderProducts: [{ id: a, suppliedQuantity: 9 }] }; // 9900 + 1497 + 3000 > 2 x 6697
    const blocked = await process(id, body);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().errors[0]).toMatchObject({
      param: 'total',
      message: 'Order total increase too high',
    });
    const justUnder = await mixedOrder();
    const [b] = await lineIds(justUnder);
    // 2 x 6697 = 13394; 1100 x 8.079 = 8887 -> 8887 + 4497 = 13384, allowed
    expect(
      (await process(justUnder, { modifiedOrderProducts: [{ id: b, suppliedQuantity: 8.079 }] })).statusCode,
    ).toBe(200);
    const staff = await process(id, body, 'staff');
    expect(staff.statusCode).toBe(200);
    expect(staff.json().finalTotalIncGST).toBe(14397);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))));
    expect(audits[0]).toMatchObject({ isStaff: true, actorEmail: 'staff@example.com', supplierId: 1 });
  });

  it('tells the supplier to cancel instead when every line is removed', async () => {
    const id = await newOrder([{ productId: gstProduct, numberOfPortions: 1 }]);
    const [a] = await lineIds(id);
    const res = await process(id, {
      modifiedOrderProducts: [{ id: a, suppliedQuantity: 0, reason: 'Poor quality' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(
      'Every product has been removed from this order. Please cancel the order instead.',
    );
  });

  it('processes only pending orders, 404 for another supplier, unknown lines are row errors', async () => {
    const id = await mixedOrder();
    expect((await process(id, {}, 'supplier2')).statusCode).toBe(404);
    const unknown = await process(id, { modifiedOrderProducts: [{ id: 1, suppliedQuantity: 1 }] });
    expect(unknown.json().errors[0].param).toBe('modifiedOrderProducts.0.id');
    expect((await process(id, {})).statusCode).toBe(200);
    const again = await process(id, {});
    expect(again.statusCode).toBe(409);
    const processing = await newOrder([{ productId: gstProduct, numberOfPortions: 1 }], {
      orderStatus: 'PROCESSING',
    });
    expect((await process(processing, {})).statusCode).toBe(409);
  });

  it('lets one of two concurrent process calls win; the other gets 409', async () => {
    const id = await mixedOrder();
    const [a, b] = await Promise.all([process(id, {}), process(id, {})]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
  });
});

describe('POST /api/orders/{id}/cancel', () => {
  const cancel = async (id: number, body: object, who: 'supplier' | 'supplier2' = 'supplier') =>
    inject('POST', `/api/orders/${id}/cancel`, body, who);

  it('answers the spec messages for the reason', async () => {
    const id = await mixedOrder();
    const cases: Array<[object, string]> = [
      [{}, 'Reason for cancelling is required'],
      [{ reason: '' }, 'Reason for cancelling is required'],
      [{ reason: 'Bored' }, 'Reason for cancelling is required'],
      [{ reason: 'Other' }, 'Please enter a reason for cancelling'],
      [{ reason: 'Other: x' }, 'Please enter a reason for cancelling'],
    ];
    for (const [body, message] of cases) {
      const res = await cancel(id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ param: 'reason', message, code: 'invalid_parameter' }]);
    }
  });

  it('cancels an open order with its reason, audited; not twice; 404 for another supplier', async () => {
    const id = await mixedOrder();
    expect((await cancel(id, { reason: 'Customer cancellation' }, 'supplier2')).statusCode).toBe(404);
    const res = await cancel(id, { reason: 'Other: Venue flooded' });
    expect(res.statusCode).toBe(200);
    const o = (await inject('GET', `/api/suppliers/orders/${id}`)).json();
    expect(o).toMatchObject({ orderStatus: 'CANCELLED', cancellationComment: 'Other: Venue flooded' });
    expect((await cancel(id, { reason: 'Customer cancellation' })).statusCode).toBe(409);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.cancel'), eq(auditLog.entityId, String(id))));
    expect(audit!.before).toMatchObject({ orderStatus: 'PENDING' });
    expect(audit!.after).toMatchObject({
      orderStatus: 'CANCELLED',
      cancellationComment: 'Other: Venue flooded',
    });
    const processing = await newOrder([{ productId: gstProduct, numberOfPortions: 1 }], {
      orderStatus: 'PROCESSING',
    });
    expect((await cancel(processing, { reason: 'Product Out of Stock' })).statusCode).toBe(200);
  });
});

describe('PATCH /api/suppliers/orders/{id}/supplier-reference', () => {
  it('requires a value, saves and audits it, 404 for another supplier', async () => {
    const id = await mixedOrder();
    const url = `/api/suppliers/orders/${id}/supplier-reference`;
    for (const body of [{}, { supplierReference: '  ' }]) {
      const res = await inject('PATCH', url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({
        param: 'supplierReference',
        message: 'Supplier order ID is required',
      });
    }
    expect((await inject('PATCH', url, { supplierReference: 'X' }, 'supplier2')).statusCode).toBe(404);
    const ok = await inject('PATCH', url, { supplierReference: ' PO-77 ' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ orderId: id, supplierReference: 'PO-77' });
    expect((await inject('GET', `/api/suppliers/orders/${id}`)).json().supplierReference).toBe('PO-77');
    await inject('PATCH', url, { supplierReference: 'PO-77' });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.supplier-reference'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      before: { supplierReference: null },
      after: { supplierReference: 'PO-77' },
    });
    // Open tabs hear of it once (the unchanged save above announced nothing).
    const announced = await db()
      .select({ data: liveEvents.data })
      .from(liveEvents)
      .where(and(eq(liveEvents.type, 'order.updated'), sql`${liveEvents.data}->>'orderId' = ${String(id)}`));
    expect(announced.map((e) => e.data)).toEqual([{ orderId: id, update: 'reference' }]);
  });
});

describe('the supplier order ID freezes with the invoice', () => {
  it('is refused once the order is invoiced (409, the order unchanged); saving the same value still closes', async () => {
    const id = await mixedOrder();
    const url = `/api/suppliers/orders/${id}/supplier-reference`;
    expect((await inject('PATCH', url, { supplierReference: 'PO-1' })).statusCode).toBe(200);
    expect((await inject('PUT', `/api/suppliers/orders/${id}/process`, {})).json().orderStatus).toBe(
      'COMPLETED',
    );
    const changed = await inject('PATCH', url, { supplierReference: 'PO-2' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors[0].message).toBe(
      "The supplier order ID is part of this order's tax invoice and can't be changed once the invoice is issued",
    );
    expect((await inject('GET', `/api/suppliers/orders/${id}`)).json().supplierReference).toBe('PO-1');
    expect((await inject('PATCH', url, { supplierReference: 'PO-1' })).statusCode).toBe(200);
  });
});

describe('GET /api/suppliers/orders?format=csv', () => {
  it('answers one row per order line, filtered by delivery dates and status, with formulas escaped', async () => {
    const day = '2031-02-03';
    const id = await newOrder(
      [
        { productId: gstProduct, numberOfPortions: 2 },
        { productId: specialProduct, numberOfPortions: 1 },
      ],
      { deliveryDate: day },
    );
    await newOrder([{ productId: gstProduct, numberOfPortions: 1 }], { deliveryDate: '2031-02-05' });
    const cancelled = await newOrder([{ productId: freeProduct, numberOfPortions: 1 }], {
      deliveryDate: day,
      orderStatus: 'CANCELLED',
    });
    const res = await inject(
      'GET',
      `/api/suppliers/orders?format=csv&from=${day}T00:00:00.000Z&to=${day}&search=orderStatus[]:PENDING,COMPLETED&filename=orders-feb`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('orders-feb.csv');
    const parsed = Papa.parse<string[]>(res.body.trim()).data;
    expect(parsed[0]!.slice(0, 4)).toEqual(['Order ID', 'Supplier Order ID', 'Order Type', 'Status']);
    const rows = parsed.slice(1).map((r) => Object.fromEntries(parsed[0]!.map((h, i) => [h, r[i]])));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r['Order ID'])).toEqual([String(id), String(id)]);
    expect(rows[0]).toMatchObject({
      'Order Type': 'Regular',
      Status: 'Pending',
      'Delivery Date': day,
      SKU: 'T-GST',
      Product: 'Test tomatoes',
      'Portions Ordered': '2',
      'Quantity Ordered': '2',
      'Quantity Supplied': '',
      'Unit Price (inc GST)': '11.00',
      'Line Total (inc GST)': '22.00',
      GST: '2.00',
      'Order Total (inc GST)': '44.00',
    });
    expect(rows[1]!.Product).toBe("'=cmd|calc");
    expect(rows.some((r) => r['Order ID'] === String(cancelled))).toBe(false);
    const other = await inject(
      'GET',
      `/api/suppliers/orders?format=csv&from=${day}&to=${day}`,
      undefined,
      'supplier2',
    );
    expect(other.body.trim().split('\r\n')).toHaveLength(1);
  });
});

describe('GET /api/suppliers/csv/custom', () => {
  it('sums products for a delivery day for allowed suppliers, PascalCase headers; 403 for others', async () => {
    const day = '2031-03-04';
    await newOrder([{ productId: gstProduct, numberOfPortions: 2 }], { deliveryDate: day });
    await newOrder(
      [
        { productId: gstProduct, numberOfPortions: 3 },
        { productId: massProduct, numberOfPortions: 2 },
      ],
      { deliveryDate: day },
    );
    const res = await inject(
      'GET',
      `/api/suppliers/csv/custom?template=products-for-delivery-day&deliveryDate=${day}&format=csv&filename=day&case=pascal`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split('\r\n')).toEqual([
      'Sku,ProductName,PortionSize,PortionUnit,Portions,Quantity,PriceUnit,Orders',
      'T-MASS,Test beef mince,500,g,2,1,kg,1',
      'T-GST,Test tomatoes,1,unit,5,5,unit,2',
    ]);
    expect(
      (await inject('GET', `/api/suppliers/csv/custom?deliveryDate=${day}`, undefined, 'supplier2'))
        .statusCode,
    ).toBe(403);
    const bad = await inject('GET', '/api/suppliers/csv/custom?deliveryDate=04/03/2031');
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/suppliers/orders-exports', () => {
  it('tells an allowed supplier both optional downloads are on, and another supplier they are off', async () => {
    const mine = await inject('GET', '/api/suppliers/orders-exports');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ deliveryDayCsv: true, pendingOrdersExport: true });
    const other = await inject('GET', '/api/suppliers/orders-exports', undefined, 'supplier2');
    expect(other.json()).toEqual({ deliveryDayCsv: false, pendingOrdersExport: false });
  });
});
