import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInZone, ordersContract, productsContract, timeZoneForState } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  catalogueChanges,
  catalogueVersions,
  customPrices,
  images,
  products,
  specials,
  suppliers,
  venues,
} from '../../db/schema/index.ts';
import { listBuilds } from './products-list.repository.ts';
import { listProducts } from './products.repository.ts';

/** GET suppliers/products is kept per supplier under its catalogue version. */
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
  image: { fileName: string } | null;
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

describe('the kept products list text', () => {
  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/suppliers/products',
      headers: { ...headers },
    });

  it('is answered again unchanged with the same ETag, then rebuilt with a new one after a write', async () => {
    const headers = await t.auth();
    const first = await get(headers);
    const again = await get(headers);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await get({ ...headers, 'if-none-match': first.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const product = first.json<{ data: Listed[] }>().data[0]!;
    await t.database.db
      .update(products)
      .set({ name: 'Renamed after caching' })
      .where(eq(products.id, product.id));
    const after = await get({ ...headers, 'if-none-match': first.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.json<{ data: Listed[] }>().data.find((p) => p.id === product.id)!.name).toBe(
      'Renamed after caching',
    );
  });

  it('gives requests that miss together the one rebuilt list', async () => {
    const headers = await t.auth();
    const [one] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.supplierId, 1))
      .limit(1);
    await t.database.db.update(products).set({ name: 'Burst rebuild' }).where(eq(products.id, one!.id));
    const answers = await Promise.all([get(headers), get(headers), get(headers)]);
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.json<{ data: Listed[] }>().data.find((p) => p.id === one!.id)!.name).toBe(
      'Burst rebuild',
    );
  });
});

describe('the kept list patched after a write', () => {
  const supplierProducts = () =>
    t.database.db.select().from(products).where(eq(products.supplierId, 1)).orderBy(products.id);
  const body = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/products',
      headers: await t.auth(),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: Listed[] }>().data;
  };
  /** The list as a whole build reads it now (on the supplier's own day), to compare a patched one with. */
  const whole = async () => {
    const [supplier] = await t.database.db.select().from(suppliers).where(eq(suppliers.id, 1));
    return listProducts(t.database.db, 1, dayInZone(new Date(), timeZoneForState(supplier!.state)));
  };
  const state = async () =>
    (await t.database.db.select().from(catalogueVersions).where(eq(catalogueVersions.supplierId, 1)))[0]!;

  it('notes each changed product at the version of its change, and a change of many as a whole rebuild', async () => {
    const [first] = await supplierProducts();
    await t.database.db.update(products).set({ name: 'Noted change' }).where(eq(products.id, first!.id));
    const after = await state();
    const [noted] = await t.database.db
      .select()
      .from(catalogueChanges)
      .where(and(eq(catalogueChanges.supplierId, 1), eq(catalogueChanges.productId, first!.id)));
    expect(noted!.version).toBe(after.version);
    expect(after.fullVersion).toBeLessThan(after.version);

    // An image is shown by any number of products, a gallery image (no owner) by any supplier's: each
    // supplier showing it has its next list built whole, with the image as it is now.
    await body();
    const [gallery] = await t.database.db
      .insert(images)
      .values({ supplierId: null, url: '/files/gallery-kept.png', fileName: 'gallery-kept.png' })
      .returning({ id: images.id });
    await t.database.db.update(products).set({ imageId: gallery!.id }).where(eq(products.id, first!.id));
    await body();
    const builds = { ...listBuilds };
    await t.database.db
      .update(images)
      .set({ fileName: 'gallery-renamed.png' })
      .where(eq(images.id, gallery!.id));
    const imaged = await state();
    expect(imaged.fullVersion).toBe(imaged.version);
    const listed = (await body()).find((p) => p.id === first!.id)!;
    expect(listed.image?.fileName).toBe('gallery-renamed.png');
    expect(listBuilds.whole).toBe(builds.whole + 1);
  });

  it('reads again only what changed, and answers exactly what a whole build reads', async () => {
    await body();
    const builds = { ...listBuilds };
    const db = t.database.db;
    const [a, b, c] = await supplierProducts();
    const { id: _id, ...copy } = c!;
    const [added] = await db
      .insert(products)
      .values({ ...copy, sku: `PATCH-${Date.now()}`, name: 'Added since the kept list' })
      .returning({ id: products.id });
    await db.update(products).set({ priceInCents: 4321 }).where(eq(products.id, a!.id));
    const [venue] = await db.select({ id: venues.id }).from(venues).limit(1);
    await db
      .insert(customPrices)
      .values({ supplierId: 1, productId: b!.id, venueId: venue!.id, priceInCents: 77 });
    await db.insert(specials).values({
      supplierId: 1,
      productId: a!.id,
      startDate: day(0),
      endDate: day(2),
      specialPriceInCents: 55,
    });

    let listed = await body();
    expect(listBuilds.patched).toBe(builds.patched + 1);
    expect(listBuilds.whole).toBe(builds.whole);
    expect(listed).toEqual(await whole());
    expect(listed.find((p) => p.id === added!.id)!.name).toBe('Added since the kept list');
    expect(listed.find((p) => p.id === a!.id)!.specials).toEqual([
      expect.objectContaining({ specialPriceInCents: 55 }),
    ]);

    // A product deleted goes, one in the middle of the list too; the ids stay in order.
    const [last] = await db
      .insert(products)
      .values({ ...copy, sku: `PATCH-LAST-${Date.now()}`, name: 'After the added one' })
      .returning({ id: products.id });
    await body();
    await db.delete(products).where(eq(products.id, added!.id));
    listed = await body();
    expect(listBuilds.patched).toBe(builds.patched + 3);
    expect(listed.map((p) => p.id)).not.toContain(added!.id);
    expect(listed.at(-1)!.id).toBe(last!.id);
    expect(listed).toEqual(await whole());
    await db.delete(products).where(eq(products.id, last!.id));
    expect(await body()).toEqual(await whole());
  });
  it('patches a list built whole where names in any script stand before the change', async () => {
    const db = t.database.db;
    const [a, b, c] = await supplierProducts();
    const names = ['青岛啤酒 大虾', '김치 한 통', 'Kūmara — Māori 🥔'];
    for (const [i, p] of [a, b, c].entries()) {
      await db.update(products).set({ name: names[i]! }).where(eq(products.id, p!.id));
    }
    // A renamed image a product shows moves the full version: the next list is built whole.
    const [image] = await db
      .insert(images)
      .values({ supplierId: 1, url: '/files/scripts.png', fileName: 'scripts.png' })
      .returning({ id: images.id });
    await db.update(products).set({ imageId: image!.id }).where(eq(products.id, c!.id));
    await db.update(images).set({ fileName: 'scripts-renamed.png' }).where(eq(images.id, image!.id));
    const builds = { ...listBuilds };
    expect((await body()).slice(0, 3).map((p) => p.name)).toEqual(names);
    expect(listBuilds.whole).toBe(builds.whole + 1);

    // Changes after them are taken into the text at the offsets found in the whole build.
    await db.update(products).set({ priceInCents: 1234 }).where(eq(products.id, b!.id));
    const listed = await body();
    expect(listBuilds.patched).toBe(builds.patched + 1);
    expect(listed).toEqual(await whole());
    expect(listed.find((p) => p.id === b!.id)).toMatchObject({ name: names[1], priceInCents: 1234 });
  });
});

describe('the list text built by the database', () => {
  it('gives each product exactly as GET suppliers/products/{id} does, nested fields and time included', async () => {
    const headers = await t.auth();
    const listed = (await t.app.inject({ method: 'GET', url: '/api/suppliers/products', headers })).json<{
      data: Array<Listed & { image: unknown; dateModified: string }>;
    }>().data;
    const picks = [
      listed.find((p) => p.customPricing.length > 0),
      listed.find((p) => p.specials.length > 0),
      listed.find((p) => p.image !== null),
      listed[0],
    ];
    expect(picks.every(Boolean)).toBe(true);
    for (const pick of picks) {
      const own = await t.app.inject({ method: 'GET', url: `/api/suppliers/products/${pick!.id}`, headers });
      expect(pick).toEqual(own.json());
      expect(pick!.dateModified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });
});

describe('the kept lists and their contract', () => {
  // The lists are sent as JSON text built by the database, not through the route's serializer: each must
  // be what the contract's response schema serializes, field for field in its order, value for value. The
  // database's JSON spaces its objects (`{"id" : 4}`), so both are compared without the insignificant
  // white space JSON allows.
  it.each([
    ['products', '/api/suppliers/products', productsContract.listProducts.response],
    ['orders', '/api/suppliers/orders?pageSize=50', ordersContract.listOrders.response],
  ] as const)('the %s list is the bytes its response schema serializes', async (_, url, schema) => {
    const res = await t.app.inject({ method: 'GET', url, headers: await t.auth() });
    expect(res.statusCode).toBe(200);
    const parsed = schema.parse(JSON.parse(res.body));
    expect((parsed as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect(JSON.stringify(JSON.parse(res.body))).toBe(JSON.stringify(parsed));
  });
});
