import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import {
  CUSTOM_PRICE_EXISTS_CODE,
  CUSTOM_PRICE_MESSAGES as CM,
  PRODUCT_MESSAGES as M,
  type Product,
} from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, categories, products, specials, venues } from '../../db/schema/index.ts';

let t: TestApp;
let supplier: { authorization: string };
let supplier2: { authorization: string };
let staff: { authorization: string };
let chain: number[];
let otherProductId: number;

beforeAll(async () => {
  t = await createTestApp();
  supplier = await t.auth('supplier');
  supplier2 = await t.auth('supplier2');
  staff = await t.auth('staff');
  const [p] = await t.database.db.select().from(products).where(eq(products.supplierId, 1)).limit(1);
  chain = p!.categories;
  const [o] = await t.database.db.select().from(products).where(eq(products.supplierId, 2)).limit(1);
  otherProductId = o!.id;
});
afterAll(() => t.close());

const valid = () => ({
  name: 'Heirloom Tomatoes',
  sku: `TEST-${Math.random().toString(36).slice(2, 8)}`,
  priceInCents: 1100,
  unitOfPriceId: 1,
  gstExempt: false,
  categories: chain,
  unitOfPortionId: 2,
  portions: [500, 1000],
  enabled: true,
  outOfStock: false,
});

async function create(body: Record<string, unknown> = valid(), headers = supplier) {
  return t.app.inject({ method: 'POST', url: '/api/suppliers/products', headers, payload: body });
}

const messages = (res: { json: () => unknown }) =>
  (res.json() as { errors: Array<{ param: string; message: string }> }).errors;

describe('GET suppliers/products', () => {
  it('lists the supplier own products with units, image, custom pricing and dateModified', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/suppliers/products', headers: supplier });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Product[] };
    expect(data.length).toBeGreaterThan(100);
    expect(data.some((p) => p.image !== null)).toBe(true);
    expect(data.some((p) => p.customPricing.length > 0)).toBe(true);
    const withCp = data.find((p) => p.customPricing.length > 0)!;
    expect(withCp.customPricing[0]).toMatchObject({
      venue: { id: expect.any(Number), venue: expect.any(String) },
    });
    expect(data[0]!.unitOfPrice).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
    expect(new Date(data[0]!.dateModified).toISOString()).toBe(data[0]!.dateModified);
    const others = await t.app.inject({ method: 'GET', url: '/api/suppliers/products', headers: supplier2 });
    const ids = new Set((others.json() as { data: Product[] }).data.map((p) => p.id));
    expect(data.some((p) => ids.has(p.id))).toBe(false);
  });

  it('marks running and scheduled specials, leaving archived and ended ones out', async () => {
    const db = t.database.db;
    const [p] = await db.select().from(products).where(eq(products.supplierId, 1)).limit(1);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await db.insert(specials).values([
      { supplierId: 1, productId: p!.id, startDate: day(-2), endDate: day(3), specialPriceInCents: 100 },
      { supplierId: 1, productId: p!.id, startDate: day(10), endDate: day(12), specialPriceInCents: 90 },
      { supplierId: 1, productId: p!.id, startDate: day(-20), endDate: day(-10), specialPriceInCents: 80 },
      {
        supplierId: 1,
        productId: p!.id,
        startDate: day(-1),
        endDate: day(1),
        specialPriceInCents: 70,
        archivedAt: new Date(),
      },
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/suppliers/products/${p!.id}`,
      headers: supplier,
    });
    const product = res.json() as Product;
    expect(product.specials.map((s) => [s.status, s.specialPriceInCents])).toEqual([
      ['active', 100],
      ['scheduled', 90],
    ]);
  });
});

describe('POST suppliers/products', () => {
  it('creates a product and audits it', async () => {
    const body = valid();
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    const product = res.json() as Product;
    expect(product).toMatchObject({
      name: 'Heirloom Tomatoes',
      sku: body.sku,
      priceInCents: 1100,
      gstExempt: false,
      unitOfPrice: { id: 1, title: 'Kilogram', unit: 'kg' },
      unitOfPortion: { id: 2, title: 'Gram', unit: 'g' },
      portions: [500, 1000],
      categories: chain,
      isBestBuy: false,
      customPricing: [],
      specials: [],
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(product.id))));
    expect(audit).toHaveLength(1);
  });

  it('answers every validation message of the spec', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(400);
    const byParam = Object.fromEntries(messages(res).map((e) => [e.param, e.message]));
    expect(byParam).toMatchObject({
      name: M.nameRequired,
      sku: M.skuRequired,
      priceInCents: M.priceRequired,
      unitOfPriceId: M.unitOfPriceRequired,
      unitOfPortionId: M.unitOfPortionRequired,
      categories: M.categoriesMin,
      portions: M.portionsMin,
      enabled: M.enabledRequired,
    });
    expect(M.nameRequired).toBe('Product name is required');
    expect(M.skuRequired).toBe('Product SKU is required');

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { priceInCents: 10.5 },
        'priceInCents',
        'Must be a positive number with a maximum of 2 decimal places',
      ],
      [{ priceInCents: -5 }, 'priceInCents', 'Must be a positive number with a maximum of 2 decimal places'],
      [{ categories: [] }, 'categories', 'Must have at least one category'],
      [{ portions: [] }, 'portions', 'Must have at least one portion'],
      [{ portions: [0] }, 'portions.0', 'Must be a positive number'],
      [
        { unitOfPriceId: 3, unitOfPortionId: 4 },
        'unitOfPortionId',
        'Unit of portion must be one of the available options for the selected for unit of price',
      ],
      [{ name: 'x'.repeat(65) }, 'name', M.nameMax],
      [{ sku: 'x'.repeat(65) }, 'sku', M.skuMax],
      [{ categories: [999999] }, 'categories', 'Category does not exist'],
      [{ categories: [chain[1]] }, 'categories', 'Category is not a top tier category'],
      [
        { categories: [chain[0], chain[0]] },
        'categories',
        'Category is not related to the previous category',
      ],
    ];
    for (const [patch, param, message] of cases) {
      const r = await create({ ...valid(), ...patch });
      expect(r.statusCode, JSON.stringify(patch)).toBe(400);
      expect(messages(r)).toContainEqual(expect.objectContaining({ param, message }));
    }
  });

  it('accepts kilogram and gram as interchangeable, rejects a duplicate SKU', async () => {
    expect((await create({ ...valid(), unitOfPriceId: 2, unitOfPortionId: 1 })).statusCode).toBe(201);
    const body = valid();
    expect((await create(body)).statusCode).toBe(201);
    const dup = await create({ ...valid(), sku: body.sku });
    expect(dup.statusCode).toBe(400);
    expect(messages(dup)[0]).toMatchObject({ param: 'sku', message: M.skuTaken });
  });

  it('lets only staff set Best Buy', async () => {
    expect((await create({ ...valid(), isBestBuy: true })).statusCode).toBe(403);
    const res = await create({ ...valid(), isBestBuy: true }, staff);
    expect(res.statusCode).toBe(201);
    expect((res.json() as Product).isBestBuy).toBe(true);
  });
});

describe('GET/PATCH suppliers/products/{id}', () => {
  it('applies the partial payloads of the list', async () => {
    const { id } = (await create()).json() as Product;
    const url = `/api/suppliers/products/${id}`;
    const before = ((await t.app.inject({ method: 'GET', url, headers: supplier })).json() as Product)
      .dateModified;
    await new Promise((r) => setTimeout(r, 5));
    const price = await t.app.inject({
      method: 'PATCH',
      url,
      headers: supplier,
      payload: { priceInCents: 2200, gstExempt: true },
    });
    expect(price.statusCode).toBe(200);
    expect(price.json()).toMatchObject({ priceInCents: 2200, gstExempt: true });
    expect((price.json() as Product).dateModified > before).toBe(true);
    const off = await t.app.inject({ method: 'PATCH', url, headers: supplier, payload: { enabled: false } });
    expect(off.json()).toMatchObject({ enabled: false });
    const stock = await t.app.inject({
      method: 'PATCH',
      url,
      headers: supplier,
      payload: { outOfStock: true },
    });
    expect(stock.json()).toMatchObject({ outOfStock: true });
    const bad = await t.app.inject({
      method: 'PATCH',
      url,
      headers: supplier,
      payload: { unitOfPortionId: 3 },
    });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad)[0]).toMatchObject({ param: 'unitOfPortionId', message: M.unitIncompatible });
    const zero = await t.app.inject({
      method: 'PATCH',
      url,
      headers: supplier,
      payload: { priceInCents: 0 },
    });
    expect(messages(zero)[0]).toMatchObject({ param: 'priceInCents', message: M.priceFormat });
  });

  it("sends a PATCH of one field through the form's rules, against the stored product", async () => {
    // $4.35/kg GST free, portions in grams.
    const { id } = (await create({ ...valid(), priceInCents: 435, gstExempt: true })).json() as Product;
    const url = `/api/suppliers/products/${id}`;
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url, headers: supplier, payload });
    // The price alone: 3 cents is below the form's minimum on the stored (GST-free) basis.
    const cheap = await patch({ priceInCents: 3 });
    expect(cheap.statusCode).toBe(400);
    expect(messages(cheap)[0]).toMatchObject({ param: 'priceInCents', message: M.inlinePriceMin });
    // The portions alone: 1 g at $4.35/kg is charged $0.00.
    const free = await patch({ portions: [1] });
    expect(free.statusCode).toBe(400);
    expect(messages(free)[0]).toMatchObject({ param: 'portions.0', message: M.portionFree });
    const after = (await t.app.inject({ method: 'GET', url, headers: supplier })).json() as Product;
    expect(after).toMatchObject({ priceInCents: 435, portions: [500, 1000] });
    expect((await patch({ priceInCents: 10 })).statusCode).toBe(200);
  });

  it('changes the image and Best Buy for staff only', async () => {
    const { id } = (await create()).json() as Product;
    const url = `/api/suppliers/products/${id}`;
    const gallery = (
      (
        await t.app.inject({ method: 'GET', url: '/api/suppliers/product-images', headers: supplier })
      ).json() as {
        data: Array<{ id: number }>;
      }
    ).data;
    const refused = await t.app.inject({
      method: 'PATCH',
      url,
      headers: supplier,
      payload: { imageId: gallery[0]!.id },
    });
    expect(refused.statusCode).toBe(403);
    // Sending the current image back (the product form sends every field) is not a change.
    const unchanged = await t.app.inject({
      method: 'PATCH',
      url,
      headers: supplier,
      payload: { imageId: null },
    });
    expect(unchanged.statusCode).toBe(200);
    const img = await t.app.inject({
      method: 'PATCH',
      url,
      headers: staff,
      payload: { imageId: gallery[0]!.id },
    });
    expect(img.statusCode).toBe(200);
    expect((img.json() as Product).image).toMatchObject({ id: gallery[0]!.id, fromGallery: true });
    expect(
      (await t.app.inject({ method: 'PATCH', url, headers: supplier, payload: { isBestBuy: true } }))
        .statusCode,
    ).toBe(403);
    const best = await t.app.inject({ method: 'PATCH', url, headers: staff, payload: { isBestBuy: true } });
    expect(best.json()).toMatchObject({ isBestBuy: true });
  });

  it("answers 404 for another supplier's product and a missing one", async () => {
    const url = `/api/suppliers/products/${otherProductId}`;
    expect((await t.app.inject({ method: 'GET', url, headers: supplier })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PATCH', url, headers: supplier, payload: { enabled: false } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/suppliers/products/99999999', headers: supplier }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/suppliers/products/abc', headers: supplier }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/suppliers/products' })).statusCode).toBe(401);
  });
});

describe('categories, portions, venues', () => {
  it('lists categories, units and venues', async () => {
    const cats = await t.app.inject({ method: 'GET', url: '/api/categories', headers: supplier });
    expect((cats.json() as { data: unknown[] }).data.length).toBeGreaterThan(20);
    const units = await t.app.inject({ method: 'GET', url: '/api/portions', headers: supplier });
    expect((units.json() as { data: unknown[] }).data).toContainEqual({
      id: 5,
      title: 'Bunch(s)',
      unit: 'bunch',
    });
    const v = await t.app.inject({ method: 'GET', url: '/api/venues', headers: supplier });
    const list = (v.json() as { venues: Array<Record<string, unknown>> }).venues;
    expect(list.length).toBe(40);
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'status', 'venue', 'venueType']);
  });

  it('creates categories for staff, 409 with the id when it exists, at most three levels', async () => {
    const body = { parentId: null, name: 'Frozen' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/categories', headers: supplier, payload: body }))
        .statusCode,
    ).toBe(403);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: staff,
      payload: body,
    });
    expect(made.statusCode).toBe(201);
    const { id } = made.json() as { id: number };
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: staff,
      payload: { parentId: null, name: 'frozen' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ id });
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: staff,
      payload: { parentId: chain[2], name: 'Too deep' },
    });
    expect(deep.statusCode).toBe(400);
    expect(messages(deep)[0]!.message).toBe(M.categoryTooDeep);
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: staff,
      payload: { name: ' ' },
    });
    expect(messages(blank)[0]!.message).toBe(M.categoryNameRequired);
    const rows = await t.database.db.select().from(categories).where(eq(categories.id, id));
    expect(rows[0]!.parentCategoryId).toBeNull();
  });
});

describe('product images', () => {
  const upload = (buffer: Buffer, name: string, headers = staff) => {
    const boundary = '----portaltest';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      buffer,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/suppliers/product-images',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('uploads for staff only: a supplier gets 403 and nothing is stored', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#a33' } })
      .png()
      .toBuffer();
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/suppliers/product-images', headers: supplier })
    ).json().data.length;
    const res = await upload(png, 'Supplier upload.png', supplier);
    expect(res.statusCode).toBe(403);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/suppliers/product-images', headers: supplier })
    ).json().data.length;
    expect(after).toBe(before);
  });

  it('uploads a resized JPEG that only its supplier can see and use', async () => {
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a3' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'My Tomatoes.png');
    expect(res.statusCode).toBe(201);
    const image = res.json() as { id: number; url: string; fileName: string };
    expect(image.fileName).toBe('My Tomatoes.jpg');
    const stored = await t.app.ctx.files.get(image.url.replace('/files/', ''));
    const meta = await sharp(stored!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 600]);

    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/suppliers/product-images', headers: supplier })
    ).json() as {
      data: Array<{ id: number }>;
    };
    expect(mine.data.map((i) => i.id)).toContain(image.id);
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/suppliers/product-images', headers: supplier2 })
    ).json() as {
      data: Array<{ id: number }>;
    };
    expect(theirs.data.map((i) => i.id)).not.toContain(image.id);
    const [p2] = await t.database.db.select().from(products).where(eq(products.supplierId, 2)).limit(1);
    const use = await t.app.inject({
      method: 'PATCH',
      url: `/api/suppliers/products/${p2!.id}`,
      headers: await t.auth('staff', 2),
      payload: { imageId: image.id },
    });
    expect(use.statusCode).toBe(404);
  });

  it('refuses a file that is not an image whatever its name', async () => {
    const res = await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png');
    expect(res.statusCode).toBe(400);
    expect(messages(res)[0]!.message).toBe('Image must be a jpg/jpeg or png or webp file');
  });
});

describe('custom pricing', () => {
  let productId: number;
  let venueA: number;
  let venueB: number;
  let personal: number;
  beforeAll(async () => {
    productId = ((await create()).json() as Product).id;
    const all = await t.database.db.select().from(venues);
    const trade = all.filter((v) => v.status === 'active' && v.venueType !== 'Personal use');
    venueA = trade[0]!.id;
    venueB = trade[1]!.id;
    personal = all.find((v) => v.venueType === 'Personal use')!.id;
  });
  const post = (payload: Record<string, unknown>, headers = supplier) =>
    t.app.inject({ method: 'POST', url: '/api/custom-pricing', headers, payload });

  it('creates, lists, updates and deletes', async () => {
    const made = await post({ venueId: venueA, productId, priceInCents: 990 });
    expect(made.statusCode).toBe(201);
    const { customPriceId } = made.json() as { customPriceId: number };
    expect((await post({ venueId: venueB, productId, priceInCents: 1000 })).statusCode).toBe(201);

    const list = await t.app.inject({ method: 'GET', url: `/api/custom-pricing`, headers: supplier });
    const row = (list.json() as { data: Array<Record<string, unknown>> }).data.find(
      (r) => r.id === customPriceId,
    );
    expect(row).toMatchObject({
      venue: { id: venueA },
      product: {
        id: productId,
        sku: expect.any(String),
        name: 'Heirloom Tomatoes',
        priceInCents: 1100,
        gstExempt: false,
        unitOfPrice: { id: 1 },
      },
      priceInCents: 990,
      priceInCentsExGST: 900,
    });
    const product = (
      await t.app.inject({ method: 'GET', url: `/api/suppliers/products/${productId}`, headers: supplier })
    ).json() as Product;
    expect(product.customPricing.map((c) => c.id).sort()).toHaveLength(2);

    const upd = await t.app.inject({
      method: 'PATCH',
      url: '/api/custom-pricing',
      headers: supplier,
      payload: { venueId: venueA, productId, priceInCents: 880 },
    });
    expect(upd.statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/custom-pricing/${customPriceId}`,
      headers: supplier,
    });
    expect(del.statusCode).toBe(204);
    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/api/custom-pricing?productId=${productId}`,
        headers: supplier,
      })
    ).json() as {
      data: Array<{ venue: { id: number }; priceInCents: number }>;
    };
    expect(after.data.map((r) => r.venue.id)).toEqual([venueB]);
  });

  it('answers the duplicate with its code, and every validation message', async () => {
    const dup = await post({ venueId: venueB, productId, priceInCents: 500 });
    expect(dup.statusCode).toBe(400);
    expect(messages(dup)[0]).toMatchObject({ code: CUSTOM_PRICE_EXISTS_CODE });
    const empty = await post({});
    const byParam = Object.fromEntries(messages(empty).map((e) => [e.param, e.message]));
    expect(byParam).toEqual({
      venueId: CM.venueRequired,
      productId: CM.productRequired,
      priceInCents: 'Custom price is required',
    });
    const cases: Array<[unknown, string]> = [
      ['abc', 'Custom price must be a number'],
      [-1, 'Custom price cannot be negative'],
      [10.5, 'Custom price must have a maximum of 2 decimal places'],
    ];
    for (const [priceInCents, message] of cases) {
      const r = await post({ venueId: venueA, productId, priceInCents });
      expect(messages(r)[0]).toMatchObject({ param: 'priceInCents', message });
    }
    const personalUse = await post({ venueId: personal, productId, priceInCents: 100 });
    expect(messages(personalUse)[0]!.message).toBe(CM.venueNotOffered);
  });

  it("keeps another supplier's product and custom price at 404", async () => {
    expect((await post({ venueId: venueA, productId: otherProductId, priceInCents: 100 })).statusCode).toBe(
      404,
    );
    const mine = (await post({ venueId: venueA, productId, priceInCents: 700 })).json() as {
      customPriceId: number;
    };
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/custom-pricing/${mine.customPriceId}`,
          headers: supplier2,
        })
      ).statusCode,
    ).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/custom-pricing',
      headers: supplier2,
      payload: { venueId: venueA, productId, priceInCents: 1 },
    });
    expect(patch.statusCode).toBe(404);
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/custom-pricing', headers: supplier2 })
    ).json() as { data: Array<{ id: number }> };
    expect(theirs.data.map((r) => r.id)).not.toContain(mine.customPriceId);
  });
});
