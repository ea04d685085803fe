import Papa from 'papaparse';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { orders, products } from '../../db/schema/index.ts';
import { placeOrder } from '../marketplace/marketplace.service.ts';
import { localDateTime } from './orders-csv.service.ts';

let t: TestApp;
let product: number;
const db = () => t.database.db;
const get = async (url: string, who: 'supplier' | 'supplier2' = 'supplier') =>
  t.app.inject({ method: 'GET', url, headers: await t.auth(who) });

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await db()
    .insert(products)
    .values({
      supplierId: 1,
      unitOfPriceId: 4,
      unitOfPortionId: 4,
      portions: [1],
      sku: 'T-HASH',
      name: 'Hash test tomatoes',
      priceInCents: 1100,
    })
    .returning({ id: products.id });
  product = row!.id;
});
afterAll(() => t.close());

describe("an order id searched as the list shows it ('#2729')", () => {
  it('finds the order by fuzzy or plain search with a leading #, and not another supplier', async () => {
    const id = await placeOrder(db(), {
      supplierId: 1,
      venueId: 1,
      deliveryDate: '2031-05-06',
      lines: [{ productId: product, numberOfPortions: 1 }],
    });
    for (const q of [`fuzzy=%23${id}`, `fuzzy=%23%20${id}`, `search=%23${id}`]) {
      const res = await get(`/api/suppliers/orders?${q}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((o: { orderId: number }) => o.orderId)).toContain(id);
    }
    const other = (await get(`/api/suppliers/orders?fuzzy=%23${id}`, 'supplier2')).json();
    expect(other.data.map((o: { orderId: number }) => o.orderId)).not.toContain(id);
    // The CSV export reads the same search.
    const csv = await get(`/api/suppliers/orders?format=csv&fuzzy=%23${id}&from=2031-05-06&to=2031-05-06`);
    const rows = Papa.parse<string[]>(csv.body.trim()).data.slice(1);
    expect(rows.map((r) => r[0])).toEqual([String(id)]);
  });
});

describe("the Orders CSV's Placed column", () => {
  it("is written in the supplier's time zone and says which in its header", async () => {
    const id = await placeOrder(db(), {
      supplierId: 1,
      venueId: 1,
      deliveryDate: '2031-05-07',
      lines: [{ productId: product, numberOfPortions: 1 }],
    });
    // 22:50 UTC on 26 Nov is 09:50 on 27 Nov in Sydney (AEDT, UTC+11).
    await db()
      .update(orders)
      .set({ dateAdded: new Date('2026-11-26T22:50:00Z') })
      .where(eq(orders.id, id));
    const res = await get('/api/suppliers/orders?format=csv&from=2031-05-07&to=2031-05-07');
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = Papa.parse<string[]>(res.body.trim()).data;
    const placed = header!.indexOf('Placed (Australia/Sydney)');
    expect(placed).toBeGreaterThan(0);
    expect(header).not.toContain('Placed');
    expect(rows[0]![placed]).toBe('2026-11-27 09:50');
  });

  it('formats an instant on the clock of any zone', () => {
    const at = new Date('2026-07-01T00:30:00Z');
    expect(localDateTime(at, 'Australia/Sydney')).toBe('2026-07-01 10:30');
    expect(localDateTime(at, 'Australia/Perth')).toBe('2026-07-01 08:30');
    expect(localDateTime(at, 'Australia/Adelaide')).toBe('2026-07-01 10:00');
  });
});

describe('processing an order already processed (another tab)', () => {
  it("answers 409 'This order has already been processed'", async () => {
    const id = await placeOrder(db(), {
      supplierId: 1,
      venueId: 1,
      deliveryDate: '2031-05-08',
      lines: [{ productId: product, numberOfPortions: 1 }],
    });
    const put = async () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/suppliers/orders/${id}/process`,
        payload: { modifiedOrderProducts: [], substitutions: [] },
        headers: await t.auth('supplier'),
      });
    expect((await put()).statusCode).toBe(200);
    const again = await put();
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('This order has already been processed');
  });

  it("answers 409 'This order has been cancelled' for a cancelled order", async () => {
    const id = await placeOrder(db(), {
      supplierId: 1,
      venueId: 1,
      deliveryDate: '2031-05-08',
      lines: [{ productId: product, numberOfPortions: 1 }],
    });
    const headers = await t.auth('supplier');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      payload: { reason: 'Customer cancellation' },
      headers,
    });
    expect(cancel.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/suppliers/orders/${id}/process`,
      payload: { modifiedOrderProducts: [], substitutions: [] },
      headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toBe('This order has been cancelled');
  });
});
