import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { catalogueVersions, customPrices, products, specials, venues } from '../../db/schema/index.ts';

/** GET suppliers/products is kept per supplier under its catalogue version (issue 21). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Listed = {
  id: number;
  name: string;
  customPricing: Array<{ venue: { id: number; venue: string }; priceInCents: number }>;
  specials: Array<{ specialPriceInCents: number }>;
};
const list = async (who: 'supplier' | 'supplier2' = 'supplier') => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/suppliers/products',
    headers: await t.auth(who),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Listed[] }>().data;
};
const version = async (supplierId: number) =>
  (
    await t.database.db.select().from(catalogueVersions).where(eq(catalogueVersions.supplierId, supplierId))
  )[0]?.version ?? 0;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the kept products list', () => {
  it('follows every write that changes it, made through any path', async () => {
    const db = t.database.db;
    const before = await list();
    const product = before.find((p) => p.customPricing.length === 0 && p.specials.length === 0)!;
    const v0 = await version(1);

    // A rename straight in the database (no API call to forget to clear anything).
    await db.update(products).set({ name: 'Kept-list rename' }).where(eq(products.id, product.id));
    expect(await version(1)).toBeGreaterThan(v0);
    expect((await list()).find((p) => p.id === product.id)!.name).toBe('Kept-list rename');

    // A custom price, then the venue's new name in it.
    const [venue] = await db.select({ id: venues.id, venue: venues.venue }).from(venues).limit(1);
    await db
      .insert(customPrices)
      .values({ supplierId: 1, productId: product.id, venueId: venue!.id, priceInCents: 123 });
    let listed = (await list()).find((p) => p.id === product.id)!;
    expect(listed.customPricing).toEqual([
      expect.objectContaining({ priceInCents: 123, venue: { id: venue!.id, venue: venue!.venue } }),
    ]);
    await db
      .update(venues)
      .set({ venue: `${venue!.venue} (renamed)` })
      .where(eq(venues.id, venue!.id));
    listed = (await list()).find((p) => p.id === product.id)!;
    expect(listed.customPricing[0]!.venue.venue).toBe(`${venue!.venue} (renamed)`);

    // A running special.
    await db.insert(specials).values({
      supplierId: 1,
      productId: product.id,
      startDate: day(-1),
      endDate: day(3),
      specialPriceInCents: 99,
    });
    listed = (await list()).find((p) => p.id === product.id)!;
    expect(listed.specials).toEqual([expect.objectContaining({ specialPriceInCents: 99 })]);

    // Deleting the custom price.
    await db.delete(customPrices).where(eq(customPrices.productId, product.id));
    expect((await list()).find((p) => p.id === product.id)!.customPricing).toEqual([]);
  });

  it("a supplier's writes leave another supplier's version alone, and lists never mix", async () => {
    const v2 = await version(2);
    const [mine] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.supplierId, 1))
      .limit(1);
    await t.database.db.update(products).set({ name: 'Only supplier one' }).where(eq(products.id, mine!.id));
    expect(await version(2)).toBe(v2);
    const theirs = await list('supplier2');
    expect(theirs.map((p) => p.id)).not.toContain(mine!.id);
  });
});
