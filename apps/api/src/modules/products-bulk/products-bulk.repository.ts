import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productBulkUploads, type products } from '../../db/schema/index.ts';

/**
 * Bulk writes pass the whole batch as ONE jsonb parameter and expand it with jsonb_array_elements:
 * one statement for 10,000 products, no 65,535-parameter limit, and the same SQL on PGlite and PostgreSQL.
 */

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** The product fields a bulk upload writes: one list, the types read from the schema. */
type ProductRow = typeof products.$inferSelect;
type BulkField =
  | 'sku'
  | 'name'
  | 'priceInCents'
  | 'gstExempt'
  | 'enabled'
  | 'outOfStock'
  | 'unitOfPriceId'
  | 'unitOfPortionId'
  | 'portions'
  | 'categories';

/** A product as the bulk edit reads it (and its undo restores it). */
export type CurrentProductRow = Pick<ProductRow, 'id' | BulkField>;

/** A product the bulk upload creates: every bulk field, a SKU required. */
export type NewProductRow = Omit<CurrentProductRow, 'id' | 'sku'> & { sku: string };

const intArray = (value: number[] | string): number[] =>
  Array.isArray(value)
    ? value.map(Number)
    : value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);

/** The supplier's products among `ids` (another supplier's ids are simply not returned). */
export async function productsByIds(
  db: DbOrTx,
  supplierId: number,
  ids: number[],
): Promise<CurrentProductRow[]> {
  if (!ids.length) return [];
  const result = await db.execute(sql`
    select p.id, p.sku, p.name, p.price_in_cents as "priceInCents", p.gst_exempt as "gstExempt", p.enabled,
      p.out_of_stock as "outOfStock", p.unit_of_price_id as "unitOfPriceId", p.unit_of_portion_id as "unitOfPortionId",
      p.portions, p.categories
    from products p
    where p.supplier_id = ${supplierId}
      and p.id in (select (x)::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as t(x))
  `);
  return rowsOf<CurrentProductRow & { portions: number[] | string; categories: number[] | string }>(
    result,
  ).map((r) => ({
    ...r,
    portions: typeof r.portions === 'string' ? (JSON.parse(r.portions) as number[]) : r.portions,
    categories: intArray(r.categories),
  }));
}

/** Products of the supplier holding any of these SKUs. */
export async function productsWithSkus(db: DbOrTx, supplierId: number, skus: string[]) {
  if (!skus.length) return [];
  const result = await db.execute(sql`
    select p.id, p.sku from products p
    where p.supplier_id = ${supplierId}
      and p.sku in (select jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))
  `);
  return rowsOf<{ id: number; sku: string }>(result);
}

const categoriesOf = (c: ReturnType<typeof sql.raw>) =>
  sql`array(select (x)::int from jsonb_array_elements_text(${c}->'categories') with ordinality t(x, o) order by o)`;

/** Builds one audit INSERT from a query of (entity id, before, after) rows: lib/audit.ts auditEntriesSql. */
export type AuditSql = (rows: SQL) => SQL;

/**
 * A bulk add in ONE statement: the products, the upload row listing their ids in request order,
 * and, through `audit`, one audit entry per product whose `after` is the product as sent plus the upload's
 * id. The rows go as one jsonb parameter that the database parses once for all three writes; the products'
 * ids are matched back to the rows by SKU (unique per supplier, and checked unique in the upload).
 */
export async function insertAddUpload(
  tx: DbOrTx,
  supplierId: number,
  actorUserId: number | null,
  rows: NewProductRow[],
  audit: AuditSql,
): Promise<{ productIds: number[]; uploadId: number }> {
  const c = sql.raw('input.c');
  const result = await tx.execute(sql`
    with input as materialized (
      select e.c, e.ord from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as e(c, ord)
    ),
    created as (
      insert into products (supplier_id, sku, name, price_in_cents, gst_exempt, enabled, out_of_stock,
        unit_of_price_id, unit_of_portion_id, portions, categories)
      select ${supplierId}, ${c}->>'sku', ${c}->>'name', (${c}->>'priceInCents')::int, (${c}->>'gstExempt')::boolean,
        (${c}->>'enabled')::boolean, (${c}->>'outOfStock')::boolean, (${c}->>'unitOfPriceId')::int,
        (${c}->>'unitOfPortionId')::int, ${c}->'portions', ${categoriesOf(c)}
      from input
      order by input.ord
      returning id, sku
    ),
    saved as materialized (
      select created.id, input.c, input.ord from created join input on input.c->>'sku' = created.sku
    ),
    upload as (
      insert into product_bulk_uploads (supplier_id, actor_user_id, mode, product_ids, previous)
      select ${supplierId}, ${actorUserId}::int, 'add', array(select id from saved order by ord), '[]'::jsonb
      returning id, product_ids
    ),
    audit as (
      ${audit(sql`select saved.id::text, null::jsonb, saved.c || jsonb_build_object('uploadId', upload.id)
        from saved cross join upload order by saved.ord`)}
    )
    select id as "uploadId", product_ids as "productIds" from upload
  `);
  const [row] = rowsOf<{ uploadId: number; productIds: number[] | string }>(result);
  return { uploadId: row!.uploadId, productIds: intArray(row!.productIds) };
}

export type ProductChange = { productId: number } & Partial<Omit<CurrentProductRow, 'id'>>;

/**
 * The UPDATE of a bulk change, reading the WITH item `input` (one change per row in its column `c`): each
 * product gets its own set of fields, a field written only when its change carries it. Used by the bulk edit
 * and by its undo; answers the ids it changed.
 */
function updateFromInput(supplierId: number): SQL {
  const c = sql.raw('input.c');
  const pick = (key: string, value: SQL, column: string) =>
    sql`case when ${c} ? ${key} then ${value} else p.${sql.raw(column)} end`;
  return sql`
    update products p set
      sku = ${pick('sku', sql`${c}->>'sku'`, 'sku')},
      name = ${pick('name', sql`${c}->>'name'`, 'name')},
      price_in_cents = ${pick('priceInCents', sql`(${c}->>'priceInCents')::int`, 'price_in_cents')},
      gst_exempt = ${pick('gstExempt', sql`(${c}->>'gstExempt')::boolean`, 'gst_exempt')},
      enabled = ${pick('enabled', sql`(${c}->>'enabled')::boolean`, 'enabled')},
      out_of_stock = ${pick('outOfStock', sql`(${c}->>'outOfStock')::boolean`, 'out_of_stock')},
      unit_of_price_id = ${pick('unitOfPriceId', sql`(${c}->>'unitOfPriceId')::int`, 'unit_of_price_id')},
      unit_of_portion_id = ${pick('unitOfPortionId', sql`(${c}->>'unitOfPortionId')::int`, 'unit_of_portion_id')},
      portions = ${pick('portions', sql`${c}->'portions'`, 'portions')},
      categories = ${pick('categories', categoriesOf(c), 'categories')},
      date_modified = now()
    from input
    where p.id = (${c}->>'productId')::int and p.supplier_id = ${supplierId}
    returning p.id
  `;
}

/**
 * A bulk edit in ONE statement: the changes, the upload row keeping each changed product's previous
 * values for its undo, and, through `audit`, one audit entry per change (before: its previous values; after:
 * the change plus the upload's id). Changes and previous values go as one jsonb parameter. Answers the upload's id.
 */
export async function insertEditUpload(
  tx: DbOrTx,
  supplierId: number,
  actorUserId: number | null,
  changes: ProductChange[],
  previous: ProductChange[],
  audit: AuditSql,
): Promise<number> {
  const input = JSON.stringify(changes.map((change, i) => ({ change, previous: previous[i] })));
  const result = await tx.execute(sql`
    with input as materialized (
      select e.x->'change' as c, e.x->'previous' as previous, e.ord
      from jsonb_array_elements(${input}::jsonb) with ordinality as e(x, ord)
    ),
    changed as (${updateFromInput(supplierId)}),
    upload as (
      insert into product_bulk_uploads (supplier_id, actor_user_id, mode, product_ids, previous)
      select ${supplierId}, ${actorUserId}::int, 'edit', array(select id from changed),
        (select jsonb_agg(previous order by ord) from input)
      returning id
    ),
    audit as (
      ${audit(sql`select input.c->>'productId', input.previous, input.c || jsonb_build_object('uploadId', upload.id)
        from input cross join upload order by input.ord`)}
    )
    select id as "uploadId" from upload
  `);
  return rowsOf<{ uploadId: number }>(result)[0]!.uploadId;
}

/**
 * The undo of an edit upload in ONE statement: the upload's stored previous values are written back
 * and audited (before: the product as it was until now, as productsByIds reads it; after: the previous values
 * plus the upload's id) without leaving the database. Answers the products' ids in the upload's order.
 */
export async function undoEditUpload(
  tx: DbOrTx,
  supplierId: number,
  uploadId: number,
  audit: AuditSql,
): Promise<number[]> {
  const result = await tx.execute(sql`
    with input as materialized (
      select e.c, e.ord
      from product_bulk_uploads u cross join jsonb_array_elements(u.previous) with ordinality as e(c, ord)
      where u.id = ${uploadId} and u.supplier_id = ${supplierId}
    ),
    was as materialized (
      select p.id, jsonb_build_object('id', p.id, 'sku', p.sku, 'name', p.name, 'priceInCents', p.price_in_cents,
        'gstExempt', p.gst_exempt, 'enabled', p.enabled, 'outOfStock', p.out_of_stock,
        'unitOfPriceId', p.unit_of_price_id, 'unitOfPortionId', p.unit_of_portion_id, 'portions', p.portions,
        'categories', to_jsonb(p.categories)) as row
      from products p
      where p.supplier_id = ${supplierId} and p.id in (select (c->>'productId')::int from input)
    ),
    changed as (${updateFromInput(supplierId)}),
    audit as (
      ${audit(sql`select input.c->>'productId', was.row, input.c || jsonb_build_object('uploadId', ${uploadId}::int)
        from input left join was on was.id = (input.c->>'productId')::int order by input.ord`)}
    )
    select array(select (c->>'productId')::int from input order by ord) as "productIds"
  `);
  return intArray(rowsOf<{ productIds: number[] | string }>(result)[0]!.productIds);
}

/** Products among `ids` with custom prices: the result screen reminds the supplier to review them. */
export async function customPricedProducts(db: DbOrTx, supplierId: number, ids: number[]) {
  if (!ids.length) return [];
  const result = await db.execute(sql`
    select p.id, p.sku, p.name, count(cp.id)::int as venues
    from products p join custom_prices cp on cp.product_id = p.id and cp.supplier_id = ${supplierId}
    where p.supplier_id = ${supplierId}
      and p.id in (select (x)::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as t(x))
    group by p.id, p.sku, p.name
    order by p.name
  `);
  return rowsOf<{ id: number; sku: string | null; name: string; venues: number }>(result);
}

/** What the undo checks of an upload before it starts (its previous values stay in the database). */
export async function findUpload(db: DbOrTx, supplierId: number, id: number) {
  const [row] = await db
    .select({ mode: productBulkUploads.mode, undoneAt: productBulkUploads.undoneAt })
    .from(productBulkUploads)
    .where(and(eq(productBulkUploads.id, id), eq(productBulkUploads.supplierId, supplierId)))
    .limit(1);
  return row ?? null;
}

/** Marks the upload undone unless it already is; answers false when another request got there first. */
export async function markUndone(tx: DbOrTx, supplierId: number, id: number): Promise<boolean> {
  const rows = await tx
    .update(productBulkUploads)
    .set({ undoneAt: new Date() })
    .where(
      and(
        eq(productBulkUploads.id, id),
        eq(productBulkUploads.supplierId, supplierId),
        isNull(productBulkUploads.undoneAt),
      ),
    )
    .returning({ id: productBulkUploads.id });
  return rows.length > 0;
}
