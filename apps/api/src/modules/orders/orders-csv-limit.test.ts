import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { ORDERS_CSV_MAX_ROWS } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { orderProducts, orders } from '../../db/schema/index.ts';

/** The orders CSV is written a chunk at a time, and a file over the row cap is refused up front. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function linesOf(supplierId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .where(eq(orders.supplierId, supplierId));
  return Number(row?.n ?? 0);
}

const exportCsv = async (who: 'supplier' | 'supplier2' = 'supplier') =>
  t.app.inject({ url: '/api/suppliers/orders?format=csv', headers: await t.auth(who) });

describe('the orders CSV', () => {
  it('holds every line of every order, in the list’s order, across many chunks', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    const parsed = Papa.parse<Record<string, string>>(res.body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.length).toBe(await linesOf(1));
    const ids = [...new Set(parsed.data.map((r) => Number(r['Order ID'])))];
    expect(ids.length).toBeGreaterThan(500);
    const list = await t.app.inject({ url: '/api/suppliers/orders?pageSize=100', headers: await t.auth() });
    expect(list.statusCode).toBe(200);
    const first = list.json<{ data: Array<{ orderId: number }> }>().data.map((o) => o.orderId);
    expect(ids.slice(0, first.length)).toEqual(first);
  });

  it(`is refused with the count when it would pass ${ORDERS_CSV_MAX_ROWS.toLocaleString('en-AU')} rows; another supplier is unaffected`, async () => {
    const missing = ORDERS_CSV_MAX_ROWS + 1 - (await linesOf(1));
    await t.database.db.execute(sql`
      insert into order_products (order_id, position, sku, name, unit_of_portion, unit_of_price, price_inc_gst)
      select l.order_id, 1000 + i, l.sku, l.name, l.unit_of_portion, l.unit_of_price, l.price_inc_gst
      from (select op.* from order_products op join orders o on o.id = op.order_id
            where o.supplier_id = 1 order by op.id limit 1) l, generate_series(1, ${missing}) i`);
    const res = await exportCsv();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          param: '',
          message:
            'This export has 100,001 rows, more than the 100,000 one file can hold. Please choose a shorter date range',
          code: 'export_too_large',
        },
      ],
    });
    expect((await exportCsv('supplier2')).statusCode).toBe(200);
  });
});
