import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** A hostile row is refused with 400 and echoed only in part. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a bulk-upload row nested 10,000 levels deep, with a long string', () => {
  it('is a 400 whose echo of the row is cut to 4 levels and 200 characters', async () => {
    const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers/products/bulk-upload',
      headers: { ...(await t.auth()), 'content-type': 'application/json' },
      payload: `{"products":[{"name":"${'n'.repeat(5000)}","sku":"DEEP-1","extra":${deep}}]}`,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ errors: unknown[]; products: Array<{ productSanitized: unknown }> }>();
    expect(body.errors).toEqual([
      { param: 'products', message: '1 product has errors', code: 'invalid_products' },
    ]);
    expect(body.products[0]!.productSanitized).toEqual({
      name: `${'n'.repeat(200)}…`,
      sku: 'DEEP-1',
      extra: { a: { a: { a: '[too deep]' } } },
    });
    expect(res.body.length).toBeLessThan(5000);
  });
});
