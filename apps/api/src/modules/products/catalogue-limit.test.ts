import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { CATALOGUE_LIMIT } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { products } from '../../db/schema/index.ts';

/** One supplier's catalogue is capped on every write path, so no tenant's list grows without bound. */
let t: TestApp;
let chain: number[];
beforeAll(async () => {
  t = await createTestApp();
  const [p] = await t.database.db.select().from(products).where(eq(products.supplierId, 1)).limit(1);
  chain = p!.categories;
});
afterAll(() => t.close());

let n = 0;
const product = () => ({
  name: `Limit item ${++n}`,
  sku: `LIMIT-${n}`,
  priceInCents: 1100,
  unitOfPriceId: 1,
  gstExempt: false,
  categories: chain,
  unitOfPortionId: 2,
  portions: [500],
  enabled: true,
  outOfStock: false,
});

async function productsOf(supplierId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(products)
    .where(eq(products.supplierId, supplierId));
  return Number(row?.n ?? 0);
}

/** Fills supplier 1's catalogue to `size` products with copies of one of its own. */
async function fillTo(size: number) {
  const missing = size - (await productsOf(1));
  await t.database.db.execute(sql`
    insert into products (supplier_id, sku, name, price_in_cents, unit_of_price_id, unit_of_portion_id, portions, categories)
    select supplier_id, 'FILL-' || i, name, price_in_cents, unit_of_price_id, unit_of_portion_id, portions, categories
    from (select * from products where supplier_id = 1 order by id limit 1) p, generate_series(1, ${missing}) i`);
}

describe('the catalogue limit', () => {
  it(`is ${CATALOGUE_LIMIT.toLocaleString('en-AU')} products: a bulk add past it is refused whole, with the count`, async () => {
    await fillTo(CATALOGUE_LIMIT - 2);
    const headers = await t.auth();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers/products/bulk-upload',
      headers,
      payload: { products: [product(), product(), product()] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          param: '',
          message:
            'This upload would take your catalogue to 20,001 products. A catalogue can hold at most 20,000 products',
          code: 'catalogue_full',
        },
      ],
    });
    expect(await productsOf(1)).toBe(CATALOGUE_LIMIT - 2);
    const fits = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers/products/bulk-upload',
      headers,
      payload: { products: [product(), product()] },
    });
    expect(fits.statusCode).toBe(200);
    expect(await productsOf(1)).toBe(CATALOGUE_LIMIT);
  });

  it('refuses one more product from the form, for supplier and staff alike; another supplier is unaffected', async () => {
    for (const who of ['supplier', 'staff'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/suppliers/products',
        headers: await t.auth(who),
        payload: product(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: [
          {
            param: '',
            message:
              'Your catalogue already has 20,000 products, the most it can hold. Please edit a product you no longer sell instead',
            code: 'catalogue_full',
          },
        ],
      });
    }
    expect(await productsOf(1)).toBe(CATALOGUE_LIMIT);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers/products',
      headers: await t.auth('supplier2'),
      payload: product(),
    });
    expect(other.statusCode).toBe(201);
  });
});
