import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { orders, products } from '../../db/schema/index.ts';

let on: TestApp;
let off: TestApp;
let productId: number;
let otherSupplierProduct: number;

beforeAll(async () => {
  [on, off] = await Promise.all([createTestApp({ e2eTestOrders: true }), createTestApp()]);
  const [mine] = await on.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.supplierId, 1))
    .limit(1);
  const [theirs] = await on.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.supplierId, 2))
    .limit(1);
  productId = mine!.id;
  otherSupplierProduct = theirs!.id;
});
afterAll(async () => {
  await Promise.all([on?.close(), off?.close()]);
});

const body = (lines = [{ productId, numberOfPortions: 2 }]) => ({
  venueId: 1,
  deliveryDate: '2031-05-06',
  lines,
});

describe('POST /api/staff/test-orders (e2e only)', () => {
  it('places a pending order for the supplier staff act as', async () => {
    const res = await on.app.inject({
      method: 'POST',
      url: '/api/staff/test-orders',
      payload: body(),
      headers: await on.auth('staff'),
    });
    expect(res.statusCode).toBe(201);
    const { orderId } = res.json() as { orderId: number };
    const [row] = await on.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({
      supplierId: 1,
      venueId: 1,
      orderStatus: 'PENDING',
      deliveryDate: '2031-05-06',
    });
  });

  it('is staff-only, refuses other suppliers products with a 400, and does not exist without the flag', async () => {
    const supplier = await on.app.inject({
      method: 'POST',
      url: '/api/staff/test-orders',
      payload: body(),
      headers: await on.auth('supplier'),
    });
    expect(supplier.statusCode).toBe(403);
    const foreign = await on.app.inject({
      method: 'POST',
      url: '/api/staff/test-orders',
      payload: body([{ productId: otherSupplierProduct, numberOfPortions: 1 }]),
      headers: await on.auth('staff'),
    });
    expect(foreign.statusCode).toBe(400);
    const bad = await on.app.inject({
      method: 'POST',
      url: '/api/staff/test-orders',
      payload: { ...body(), deliveryDate: '6/5/2031' },
      headers: await on.auth('staff'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('Delivery date must be a date (yyyy-MM-dd)');
    const missing = await off.app.inject({
      method: 'POST',
      url: '/api/staff/test-orders',
      payload: body(),
      headers: await off.auth('staff'),
    });
    expect(missing.statusCode).toBe(404);
  });
});
