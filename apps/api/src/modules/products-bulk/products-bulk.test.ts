import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, count, eq, getTableName, inArray, isNull, type SQL, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { BULK_MESSAGES as M, type BulkUploadErrorBody } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, categories, customPrices, productBulkUploads, products } from '../../db/schema/index.ts';

let t: TestApp;
let supplier: { authorization: string };
let supplier2: { authorization: string };
let chain: number[];
let top2: number;
let otherProductId: number;
const URL = '/api/suppliers/products/bulk-upload';

beforeAll(async () => {
  t = await createTestApp();
  supplier = await t.auth('supplier');
  supplier2 = await t.auth('supplier2');
  const [p] = await t.database.db.select().from(products).where(eq(products.supplierId, 1)).limit(1);
  chain = p!.categories;
  const tops = await t.database.db.select().from(categories);
  top2 = tops.find((c) => c.parentCategoryId === null && c.id !== chain[0])!.id;
  const [o] = await t.database.db.select().from(products).where(eq(products.supplierId, 2)).limit(1);
  otherProductId = o!.id;
});
afterAll(() => t.close());

let n = 0;
const newProduct = (over: Record<string, unknown> = {}) => ({
  name: `Bulk item ${++n}`,
  sku: `BULK-T-${n}-${Math.random().toString(36).slice(2, 7)}`,
  priceInCents: 1100,
  unitOfPriceId: 1,
  gstExempt: false,
  categories: chain,
  unitOfPortionId: 2,
  portions: [500],
  enabled: true,
  outOfStock: false,
  ...over,
});

const send = (method: 'POST' | 'PATCH', productsBody: unknown[], headers = supplier) =>
  t.app.inject({ method, url: URL, headers, payload: { products: productsBody } });

const rowsFor = (ids: number[]) => t.database.db.select().from(products).where(inArray(products.id, ids));

/**
 * Runs `fn` and answers the statements that wrote in the transactions it opened, as SQL text (a builder call as
 * its verb and table): the bulk writes are one statement each, which these tests hold them to.
 */
async function writesDuring<T>(fn: () => Promise<T>): Promise<{ result: T; writes: string[] }> {
  const statements: string[] = [];
  const dialect = new PgDialect();
  const counting = (tx: Tx) =>
    new Proxy(tx, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (prop === 'execute') statements.push(dialect.sqlToQuery(args[0] as SQL).sql);
          else if (['select', 'insert', 'update', 'delete'].includes(String(prop)))
            statements.push(`${String(prop)} ${args[0] ? getTableName(args[0] as Table) : ''}`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const db = t.database.db;
  const transaction = db.transaction.bind(db);
  const spy = vi
    .spyOn(db, 'transaction')
    .mockImplementation((body, config) => transaction((tx) => body(counting(tx)), config));
  try {
    const result = await fn();
    return { result, writes: statements.filter((s) => /\b(insert|update|delete)\b/i.test(s)) };
  } finally {
    spy.mockRestore();
  }
}

/** The audit entries of `action` for these products, every column, in the order written. */
const auditsOf = (action: string, ids: number[]) =>
  t.database.db
    .select({
      supplierId: auditLog.supplierId,
      actorUserId: auditLog.actorUserId,
      actorEmail: auditLog.actorEmail,
      isStaff: auditLog.isStaff,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), inArray(auditLog.entityId, ids.map(String))))
    .orderBy(asc(auditLog.id));

describe('POST suppliers/products/bulk-upload (add)', () => {
  it('creates every product in one go and answers their ids in order, with an audit entry each', async () => {
    const body = [
      newProduct(),
      newProduct({
        gstExempt: true,
        priceInCents: 250,
        unitOfPriceId: 3,
        unitOfPortionId: 3,
        portions: [1, 2],
      }),
    ];
    const res = await send('POST', body);
    expect(res.statusCode).toBe(200);
    const { productIds, uploadId } = res.json() as { productIds: number[]; uploadId: number };
    expect(productIds).toHaveLength(2);
    expect(uploadId).toBeGreaterThan(0);
    const rows = await rowsFor(productIds);
    const first = rows.find((r) => r.id === productIds[0])!;
    expect(first).toMatchObject({
      supplierId: 1,
      sku: body[0]!.sku,
      priceInCents: 1100,
      portions: [500],
      categories: chain,
    });
    expect(rows.find((r) => r.id === productIds[1])).toMatchObject({
      gstExempt: true,
      unitOfPriceId: 3,
      portions: [1, 2],
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'product'),
          eq(auditLog.action, 'bulk_create'),
          inArray(auditLog.entityId, productIds.map(String)),
        ),
      );
    expect(audits).toHaveLength(2);
  });

  it('writes the products, the upload and every audit entry in one statement, the entries as recordAudit wrote them', async () => {
    const body = [newProduct(), newProduct({ gstExempt: true, portions: [1, 2] }), newProduct()];
    const { result: res, writes } = await writesDuring(() => send('POST', body));
    expect(res.statusCode).toBe(200);
    const { productIds, uploadId } = res.json() as { productIds: number[]; uploadId: number };

    expect(writes).toHaveLength(1);
    for (const table of ['products', 'product_bulk_uploads', 'audit_log'])
      expect(writes[0]).toMatch(new RegExp(`insert into ${table}\\b`));

    const rows = await rowsFor(productIds);
    expect(productIds.map((id) => rows.find((r) => r.id === id)!.sku)).toEqual(body.map((b) => b.sku));
    const [upload] = await t.database.db
      .select()
      .from(productBulkUploads)
      .where(eq(productBulkUploads.id, uploadId));
    expect(upload).toMatchObject({ supplierId: 1, mode: 'add', productIds, previous: [], undoneAt: null });
    expect(upload!.actorUserId).toEqual(expect.any(Number));
    const audits = await auditsOf('bulk_create', productIds);
    const [sqlNulls] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(inArray(auditLog.entityId, productIds.map(String)), isNull(auditLog.before)));
    expect(sqlNulls!.n).toBe(3); // SQL null, as recordAudit writes it, not JSON null
    expect(audits).toEqual(
      body.map((product, i) => ({
        supplierId: 1,
        actorUserId: upload!.actorUserId,
        actorEmail: 'supplier@example.com',
        isStaff: false,
        action: 'bulk_create',
        entity: 'product',
        entityId: String(productIds[i]),
        before: null,
        after: { ...product, uploadId },
      })),
    );
  });

  it('writes nothing when one product is bad, and says which product and field (400 shape)', async () => {
    const good = newProduct();
    const bad = newProduct({ name: '', priceInCents: -5, unitOfPriceId: 3, unitOfPortionId: 1 });
    const res = await send('POST', [good, bad]);
    expect(res.statusCode).toBe(400);
    const body = res.json() as BulkUploadErrorBody;
    expect(body.errors).toEqual([
      { param: 'products', message: '1 product has errors', code: 'invalid_products' },
    ]);
    expect(body.products).toHaveLength(1);
    expect(body.products[0]).toMatchObject({ index: 1, productId: null, productSanitized: bad });
    expect(body.products[0]!.productErrors).toEqual(
      expect.arrayContaining([
        { param: 'name', message: 'Product name is required' },
        { param: 'priceInCents', message: 'Must be a positive number with a maximum of 2 decimal places' },
        { param: 'unitOfPortionId', message: 'Price Unit and Portion Unit must be consistent' },
      ]),
    );
    const written = await t.database.db.select().from(products).where(eq(products.sku, good.sku));
    expect(written).toHaveLength(0);
  });

  it('checks categories: existing, top tier, related', async () => {
    const res = await send('POST', [
      newProduct({ categories: [999999] }),
      newProduct({ categories: [chain[1]] }),
      newProduct({ categories: [chain[0], top2] }),
      newProduct({ categories: [] }),
    ]);
    const body = res.json() as BulkUploadErrorBody;
    expect(body.products.map((p) => p.productErrors)).toEqual([
      [{ param: 'categories.0', message: 'Category does not exist' }],
      [{ param: 'categories.0', message: 'Category is not a top tier category' }],
      [{ param: 'categories.1', message: 'Category is not related to the previous category' }],
      [{ param: 'categories', message: 'Must have at least one category' }],
    ]);
  });

  it('rejects SKUs duplicated in the request or already used by the supplier, not by another supplier', async () => {
    const dup = newProduct();
    const [existing] = await t.database.db.select().from(products).where(eq(products.supplierId, 1)).limit(1);
    const [theirs] = await t.database.db.select().from(products).where(eq(products.supplierId, 2)).limit(1);
    const res = await send('POST', [
      dup,
      { ...newProduct(), sku: dup.sku },
      newProduct({ sku: existing!.sku }),
    ]);
    const body = res.json() as BulkUploadErrorBody;
    expect(body.products.map((p) => [p.index, p.productErrors[0]!.message])).toEqual([
      [0, M.skuDuplicated],
      [1, M.skuDuplicated],
      [2, 'Product SKU is already used by another of your products'],
    ]);
    const ok = await send('POST', [newProduct({ sku: theirs!.sku })]);
    expect(ok.statusCode).toBe(200);
  });

  it('requires SKU and at least one product', async () => {
    const res = await send('POST', [newProduct({ sku: '' })]);
    expect((res.json() as BulkUploadErrorBody).products[0]!.productErrors).toEqual([
      { param: 'sku', message: 'Product SKU is required' },
    ]);
    const empty = await send('POST', []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe('Zero products uploaded');
    const noAuth = await t.app.inject({ method: 'POST', url: URL, payload: { products: [newProduct()] } });
    expect(noAuth.statusCode).toBe(401);
  });
});

describe('PATCH suppliers/products/bulk-upload (edit) and undo', () => {
  async function twoProducts() {
    const res = await send('POST', [newProduct(), newProduct()]);
    return (res.json() as { productIds: number[] }).productIds;
  }
  const change = (productId: number, over: Record<string, unknown>) => ({
    productId,
    sku: null,
    unitOfPriceId: 1,
    unitOfPortionId: 2,
    ...over,
  });

  it('changes only the fields sent, keeps previous values, and undo restores them once', async () => {
    const [a, b] = await twoProducts();
    const before = new Map((await rowsFor([a!, b!])).map((r) => [r.id, r]));
    const beforeA = before.get(a!);
    const res = await send('PATCH', [
      change(a!, { sku: beforeA!.sku, priceInCents: 2200, gstExempt: false }),
      change(b!, { sku: 'BULK-RENAMED-' + b, name: 'Renamed', enabled: false, categories: [chain[0]] }),
    ]);
    expect(res.statusCode).toBe(200);
    const { productIds, uploadId } = res.json() as { productIds: number[]; uploadId: number };
    expect(productIds).toEqual([a, b]);
    const after = new Map((await rowsFor([a!, b!])).map((r) => [r.id, r]));
    expect(after.get(a!)).toMatchObject({ priceInCents: 2200, name: beforeA!.name, enabled: true });
    expect(after.get(b!)).toMatchObject({
      name: 'Renamed',
      enabled: false,
      categories: [chain[0]],
      sku: 'BULK-RENAMED-' + b,
      priceInCents: 1100,
    });

    const undo = await t.app.inject({ method: 'POST', url: `${URL}/${uploadId}/undo`, headers: supplier });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toEqual({ productIds: [a, b] });
    const restored = new Map((await rowsFor([a!, b!])).map((r) => [r.id, r]));
    expect(restored.get(a!)).toMatchObject({ priceInCents: 1100 });
    expect(restored.get(b!)).toMatchObject({
      name: before.get(b!)!.name,
      enabled: true,
      categories: chain,
      sku: before.get(b!)!.sku,
    });

    const again = await t.app.inject({ method: 'POST', url: `${URL}/${uploadId}/undo`, headers: supplier });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('These changes have already been undone');
  });

  it('writes an edit in one statement and its undo in one more after marking it undone, each audit entry as recordAudit wrote it', async () => {
    const [a, b] = await twoProducts();
    const before = new Map((await rowsFor([a!, b!])).map((r) => [r.id, r]));
    const changes = [
      change(a!, { sku: before.get(a!)!.sku, name: 'One statement', priceInCents: 1234, gstExempt: true }),
      change(b!, { sku: `ONE-${b}`, categories: [chain[0]], portions: [250, 750], enabled: false }),
    ];
    const edit = await writesDuring(() => send('PATCH', changes));
    expect(edit.result.statusCode).toBe(200);
    const { uploadId } = edit.result.json() as { uploadId: number };
    expect(edit.writes).toHaveLength(1);
    for (const write of ['update products', 'insert into product_bulk_uploads', 'insert into audit_log'])
      expect(edit.writes[0]).toContain(write);

    // Previous values: the fields each change carries, as they were.
    const previous = [
      {
        productId: a,
        sku: before.get(a!)!.sku,
        unitOfPriceId: 1,
        unitOfPortionId: 2,
        name: before.get(a!)!.name,
        priceInCents: 1100,
        gstExempt: false,
      },
      {
        productId: b,
        sku: before.get(b!)!.sku,
        unitOfPriceId: 1,
        unitOfPortionId: 2,
        categories: chain,
        portions: [500],
        enabled: true,
      },
    ];
    const [upload] = await t.database.db
      .select()
      .from(productBulkUploads)
      .where(eq(productBulkUploads.id, uploadId));
    expect(upload!.previous).toEqual(previous);
    expect([...upload!.productIds].sort()).toEqual([a, b].sort());
    const actor = {
      supplierId: 1,
      actorUserId: upload!.actorUserId,
      actorEmail: 'supplier@example.com',
      isStaff: false,
      entity: 'product',
    };
    expect(await auditsOf('bulk_update', [a!, b!])).toEqual(
      changes.map((c, i) => ({
        ...actor,
        action: 'bulk_update',
        entityId: String(c.productId),
        before: previous[i],
        after: { ...c, uploadId },
      })),
    );

    const edited = new Map((await rowsFor([a!, b!])).map((r) => [r.id, r]));
    const undo = await writesDuring(() =>
      t.app.inject({ method: 'POST', url: `${URL}/${uploadId}/undo`, headers: supplier }),
    );
    expect(undo.result.statusCode).toBe(200);
    expect(undo.result.json()).toEqual({ productIds: [a, b] });
    expect(undo.writes).toHaveLength(2);
    expect(undo.writes[0]).toBe('update product_bulk_uploads');
    for (const write of ['update products', 'insert into audit_log']) expect(undo.writes[1]).toContain(write);
    // Each undo entry's before is the product as the edit left it, every field productsByIds reads.
    const whole = (id: number) => {
      const r = edited.get(id)!;
      return {
        id: r.id,
        sku: r.sku,
        name: r.name,
        priceInCents: r.priceInCents,
        gstExempt: r.gstExempt,
        enabled: r.enabled,
        outOfStock: r.outOfStock,
        unitOfPriceId: r.unitOfPriceId,
        unitOfPortionId: r.unitOfPortionId,
        portions: r.portions,
        categories: r.categories,
      };
    };
    expect(await auditsOf('bulk_undo', [a!, b!])).toEqual(
      previous.map((prev) => ({
        ...actor,
        action: 'bulk_undo',
        entityId: String(prev.productId),
        before: whole(prev.productId!),
        after: { ...prev, uploadId },
      })),
    );
    const restored = new Map((await rowsFor([a!, b!])).map((r) => [r.id, r]));
    for (const id of [a!, b!]) {
      const { dateModified: _m, ...now } = restored.get(id)!;
      const { dateModified: _b, ...then } = before.get(id)!;
      expect(now).toEqual(then);
    }
  });

  it('keeps only the changed fields as previous values and audits each product with before and after', async () => {
    const [a] = await twoProducts();
    const res = await send('PATCH', [change(a!, { name: 'Audited', priceInCents: 990, gstExempt: true })]);
    const { uploadId } = res.json() as { uploadId: number };
    const [upload] = await t.database.db
      .select()
      .from(productBulkUploads)
      .where(eq(productBulkUploads.id, uploadId));
    expect(upload!.previous).toEqual([
      expect.objectContaining({
        productId: a,
        priceInCents: 1100,
        gstExempt: false,
        unitOfPriceId: 1,
        unitOfPortionId: 2,
        sku: expect.any(String),
      }),
    ]);
    expect(Object.keys(upload!.previous[0]!).sort()).toEqual(
      ['gstExempt', 'name', 'priceInCents', 'productId', 'sku', 'unitOfPortionId', 'unitOfPriceId'].sort(),
    );
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bulk_update'), eq(auditLog.entityId, String(a))));
    expect(entry!.before).toMatchObject({ priceInCents: 1100 });
    expect(entry!.after).toMatchObject({ name: 'Audited', priceInCents: 990, uploadId });
  });

  it("rejects another supplier's productId and writes nothing", async () => {
    const [a] = await twoProducts();
    const res = await send('PATCH', [
      change(a!, { name: 'Should not stick' }),
      change(otherProductId, { name: 'Hijack' }),
    ]);
    expect(res.statusCode).toBe(400);
    const body = res.json() as BulkUploadErrorBody;
    expect(body.products).toEqual([
      expect.objectContaining({
        index: 1,
        productId: otherProductId,
        productErrors: [{ param: 'productId', message: M.productUnknown }],
      }),
    ]);
    const [row] = await rowsFor([a!]);
    expect(row!.name).not.toBe('Should not stick');
    const [theirs] = await rowsFor([otherProductId]);
    expect(theirs!.name).not.toBe('Hijack');
  });

  it('checks units together, price with GST, duplicates and SKUs held outside the upload', async () => {
    const [a, b] = await twoProducts();
    const [rowB] = await rowsFor([b!]);
    const res = await send('PATCH', [
      change(a!, { unitOfPriceId: 3, unitOfPortionId: 1 }),
      change(a!, { priceInCents: 100 }),
      change(b!, { sku: 'x'.repeat(65) }),
    ]);
    const body = res.json() as BulkUploadErrorBody;
    expect(body.products.map((p) => p.productErrors)).toEqual([
      [{ param: 'unitOfPortionId', message: M.unitsInconsistent }],
      [{ param: 'priceInCents', message: 'Price and GST must be sent together' }],
      [{ param: 'sku', message: 'Product SKU must be 64 characters or less' }],
    ]);
    const taken = await send('PATCH', [change(a!, { sku: rowB!.sku })]);
    expect((taken.json() as BulkUploadErrorBody).products[0]!.productErrors).toEqual([
      { param: 'sku', message: M.skuTaken },
    ]);
    const missing = await send('PATCH', [{ sku: null, unitOfPriceId: 1, unitOfPortionId: 2 }]);
    expect((missing.json() as BulkUploadErrorBody).products[0]!.productErrors[0]).toEqual({
      param: 'productId',
      message: 'Product Id must be a positive number',
    });
  });

  it("holds a changed price to the form's rules against the stored portions and GST, and writes nothing", async () => {
    // Stored: $11.00/kg with GST in 1 g portions (1 c each); a price alone must not make a portion $0.00.
    const created = await send('POST', [newProduct({ portions: [1] })]);
    const [id] = (created.json() as { productIds: number[] }).productIds;
    const res = await send('PATCH', [
      change(id!, { priceInCents: 435, gstExempt: true }),
      change(id!, { priceInCents: 4, gstExempt: true }),
    ]);
    expect(res.statusCode).toBe(400);
    expect((res.json() as BulkUploadErrorBody).products.map((p) => p.productErrors)).toEqual([
      [{ param: 'portions.0', message: 'Each portion must cost at least $0.01 at this price' }],
      [{ param: 'priceInCents', message: 'Price must be at least $0.10' }],
    ]);
    const [row] = await rowsFor([id!]);
    expect(row).toMatchObject({ priceInCents: 1100, gstExempt: false });
  });

  it('lists changed products that have custom prices', async () => {
    const [cp] = await t.database.db
      .select()
      .from(customPrices)
      .where(eq(customPrices.supplierId, 1))
      .limit(1);
    const [row] = await rowsFor([cp!.productId]);
    const res = await send('PATCH', [
      change(row!.id, {
        sku: row!.sku,
        unitOfPriceId: row!.unitOfPriceId,
        unitOfPortionId: row!.unitOfPortionId,
        outOfStock: !row!.outOfStock,
      }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().customPriced).toEqual([expect.objectContaining({ id: row!.id, name: row!.name })]);
  });

  it("answers 404 for another supplier's upload and 409 for undoing an add", async () => {
    const [a] = await twoProducts();
    const res = await send('PATCH', [change(a!, { name: 'Mine' })]);
    const { uploadId } = res.json() as { uploadId: number };
    const theirs = await t.app.inject({ method: 'POST', url: `${URL}/${uploadId}/undo`, headers: supplier2 });
    expect(theirs.statusCode).toBe(404);
    const add = (await send('POST', [newProduct()])).json() as { uploadId: number };
    const undoAdd = await t.app.inject({
      method: 'POST',
      url: `${URL}/${add.uploadId}/undo`,
      headers: supplier,
    });
    expect(undoAdd.statusCode).toBe(409);
    expect(undoAdd.json().errors[0].message).toBe('Only bulk edits can be undone');
  });
});
