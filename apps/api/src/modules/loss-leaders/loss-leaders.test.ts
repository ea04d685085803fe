import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let supplier2Product: number;
beforeAll(async () => {
  t = await createTestApp();
  const rows = (await t.database.db.execute(
    sql`select min(id) as id from products where supplier_id = 2`,
  )) as unknown as { rows: Array<{ id: number }> };
  supplier2Product = Number(rows.rows[0]!.id);
});
afterAll(() => t.close());

const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  who: 'supplier' | 'supplier2' = 'supplier',
) => t.app.inject({ method, url: `/api${url}`, headers: await t.auth(who), ...(payload ? { payload } : {}) });

describe('order threshold', () => {
  it('reads and writes the threshold in cents', async () => {
    expect((await call('GET', '/suppliers/loss-products-minimum-spend')).json()).toEqual({
      lossProductsMinimumSpend: 30000,
    });
    expect(
      (
        await call('PATCH', '/suppliers/loss-products-minimum-spend', { lossProductsMinimumSpend: 25050 })
      ).json(),
    ).toEqual({ lossProductsMinimumSpend: 25050 });
    expect(
      (await call('GET', '/suppliers/loss-products-minimum-spend')).json().lossProductsMinimumSpend,
    ).toBe(25050);
    expect(
      (await call('GET', '/suppliers/loss-products-minimum-spend', undefined, 'supplier2')).json()
        .lossProductsMinimumSpend,
    ).toBeNull();
  });

  it('validates with the spec messages', async () => {
    expect((await call('PATCH', '/suppliers/loss-products-minimum-spend', {})).json().errors[0].message).toBe(
      'Price is required',
    );
    expect(
      (
        await call('PATCH', '/suppliers/loss-products-minimum-spend', { lossProductsMinimumSpend: -100 })
      ).json().errors[0].message,
    ).toBe('Price cannot be negative');
  });
});

describe('loss leader products', () => {
  it('lists, adds up to 10, and refuses the 11th', async () => {
    const start = (await call('GET', '/suppliers/loss-products')).json().data as Array<{ productId: number }>;
    expect(start).toHaveLength(4);
    const taken = new Set(start.map((p) => p.productId));
    const candidates = Array.from({ length: 40 }, (_, i) => i + 1).filter((id) => !taken.has(id));
    for (const productId of candidates.slice(0, 6)) {
      const res = await call('POST', `/suppliers/loss-products/${productId}`);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ productId });
    }
    const eleventh = await call('POST', `/suppliers/loss-products/${candidates[6]}`);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().errors[0]).toMatchObject({
      message: 'You can have at most 10 loss leader products',
      code: 'loss_products_limit',
    });
  });

  it("answers 404 for another supplier's product and loss product", async () => {
    const otherProduct = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/loss-products',
      headers: await t.auth('supplier2'),
    });
    expect(otherProduct.json().data).toEqual([]);
    expect((await call('POST', `/suppliers/loss-products/${supplier2Product}`)).statusCode).toBe(404);
    const mine = (await call('GET', '/suppliers/loss-products')).json().data as Array<{ id: number }>;
    expect(
      (await call('DELETE', `/suppliers/loss-products/${mine[0]!.id}`, undefined, 'supplier2')).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/suppliers/loss-products/${mine[0]!.id}`)).statusCode).toBe(204);
  });

  it('needs a threshold first', async () => {
    const res = await call('POST', `/suppliers/loss-products/${supplier2Product}`, undefined, 'supplier2');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('Please set an order threshold before adding loss leaders');
  });
});

describe('loss leader venues', () => {
  it('adds a trade venue once, refuses a personal-use one, removes', async () => {
    const added = await call('POST', '/suppliers/loss-venues/20');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ venueId: 20, venue: 'Hornsby RSL Kitchen' });
    expect((await call('POST', '/suppliers/loss-venues/20')).json().errors[0].message).toBe(
      'This venue is already on your loss leader list',
    );
    expect((await call('POST', '/suppliers/loss-venues/40')).statusCode).toBe(400);
    expect((await call('POST', '/suppliers/loss-venues/9999')).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/suppliers/loss-venues/${added.json().id}`, undefined, 'supplier2')).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/suppliers/loss-venues/${added.json().id}`)).statusCode).toBe(204);
    const venues = (await call('GET', '/suppliers/loss-venues')).json().data as Array<{ venueId: number }>;
    expect(venues.map((v) => v.venueId)).not.toContain(20);
    expect(venues).toHaveLength(5);
  });

  it('rejects a malformed id with 400', async () => {
    const res = await call('POST', '/suppliers/loss-venues/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('Venue is required');
  });
});
