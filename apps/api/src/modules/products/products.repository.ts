import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Product } from '@portal/domain';
import { readerOf, type DbOrTx } from '../../db/client.ts';
import {
  catalogueVersions,
  categories,
  customPrices,
  images,
  products,
  units,
  venues,
} from '../../db/schema/index.ts';

type ProductRowRaw = {
  id: number;
  sku: string | null;
  name: string;
  price_in_cents: number;
  gst_exempt: boolean;
  enabled: boolean;
  out_of_stock: boolean;
  is_best_buy: boolean;
  unit_of_price: Product['unitOfPrice'];
  unit_of_portion: Product['unitOfPortion'];
  portions: number[] | string;
  categories: number[] | string;
  image: Product['image'];
  custom_pricing: Product['customPricing'] | null;
  specials: Product['specials'] | null;
  date_modified: Date | string;
};

/** Postgres int[] may come back as text ('{1,2}') from some drivers; accept both. */
function intArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

function toProduct(r: ProductRowRaw): Product {
  return {
    id: r.id,
    sku: r.sku,
    name: r.name,
    priceInCents: r.price_in_cents,
    gstExempt: r.gst_exempt,
    enabled: r.enabled,
    outOfStock: r.out_of_stock,
    isBestBuy: r.is_best_buy,
    unitOfPrice: r.unit_of_price,
    unitOfPortion: r.unit_of_portion,
    portions: typeof r.portions === 'string' ? (JSON.parse(r.portions) as number[]) : r.portions,
    categories: intArray(r.categories),
    image: r.image,
    customPricing: r.custom_pricing ?? [],
    specials: r.specials ?? [],
    dateModified: new Date(r.date_modified).toISOString(),
  };
}

/** A supplier's last products list, kept under its catalogue version and calendar day. */
type KeptList = { version: number; today: string; products: Product[] };
/** Per database (so per app instance): the last list of up to this many suppliers, least recent out. */
const keptLists = new WeakMap<object, Map<number, KeptList>>();
const MAX_KEPT_LISTS = 50;

/** The supplier's catalogue version (catalogue_versions, moved by triggers on every catalogue write). */
export async function catalogueVersion(db: DbOrTx, supplierId: number): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.supplierId, supplierId));
  return row?.version ?? 0;
}

/**
 * The whole products list of a supplier (issue 21: 10,000 products under 100 ms): kept per supplier
 * under the catalogue version read first, in the same database as the list, then the list; any
 * committed write moves the version, so a kept list is never older than its version (a write landing
 * between the two reads only makes the kept list newer than its key, and the next request rebuilds).
 * The kept rows are shared between requests: callers must not change them.
 */
export async function listAllProducts(
  primary: DbOrTx,
  supplierId: number,
  today: string,
): Promise<Product[]> {
  const db = readerOf(primary);
  const version = await catalogueVersion(db, supplierId);
  let kept = keptLists.get(primary);
  if (!kept) keptLists.set(primary, (kept = new Map<number, KeptList>()));
  const hit = kept.get(supplierId);
  if (hit && hit.version === version && hit.today === today) {
    kept.delete(supplierId);
    kept.set(supplierId, hit);
    return hit.products;
  }
  const list = await listProducts(primary, supplierId, today);
  kept.delete(supplierId);
  kept.set(supplierId, { version, today, products: list });
  while (kept.size > MAX_KEPT_LISTS) kept.delete(kept.keys().next().value as number);
  return list;
}

/**
 * Every field the products list shows, in one statement: custom prices and running/scheduled
 * specials are aggregated once per supplier (not per row), then joined, so 5,000 products cost
 * one query and no N+1. `today` is the supplier's calendar day (YYYY-MM-DD).
 */
export async function listProducts(
  primary: DbOrTx,
  supplierId: number,
  today: string,
  productId?: number,
): Promise<Product[]> {
  const db = readerOf(primary); // a list/report/export: the read replica when there is one
  const only = productId === undefined ? sql`` : sql`and p.id = ${productId}`;
  const onlyCp = productId === undefined ? sql`` : sql`and cp.product_id = ${productId}`;
  const onlySp = productId === undefined ? sql`` : sql`and s.product_id = ${productId}`;
  const result = await db.execute(sql`
    with cp as (
      select cp.product_id,
        json_agg(json_build_object('id', cp.id, 'venue', json_build_object('id', v.id, 'venue', v.venue),
          'priceInCents', cp.price_in_cents) order by v.venue, cp.id) as custom_pricing
      from custom_prices cp join venues v on v.id = cp.venue_id
      where cp.supplier_id = ${supplierId} ${onlyCp}
      group by cp.product_id
    ), sp as (
      select s.product_id,
        json_agg(json_build_object('id', s.id, 'startDate', to_char(s.start_date, 'YYYY-MM-DD'),
          'endDate', to_char(s.end_date, 'YYYY-MM-DD'), 'specialPriceInCents', s.special_price_in_cents,
          'status', case when s.start_date > ${today}::date then 'scheduled' else 'active' end)
          order by s.start_date, s.id) as specials
      from specials s
      where s.supplier_id = ${supplierId} and s.archived_at is null and s.end_date >= ${today}::date ${onlySp}
      group by s.product_id
    )
    select p.id, p.sku, p.name, p.price_in_cents, p.gst_exempt, p.enabled, p.out_of_stock, p.is_best_buy,
      json_build_object('id', up.id, 'title', up.title, 'unit', up.unit) as unit_of_price,
      json_build_object('id', uo.id, 'title', uo.title, 'unit', uo.unit) as unit_of_portion,
      p.portions, p.categories,
      case when i.id is null then null else
        json_build_object('id', i.id, 'url', i.url, 'fileName', i.file_name, 'fromGallery', i.from_gallery) end as image,
      cp.custom_pricing, sp.specials, p.date_modified
    from products p
      join units up on up.id = p.unit_of_price_id
      join units uo on uo.id = p.unit_of_portion_id
      left join images i on i.id = p.image_id
      left join cp on cp.product_id = p.id
      left join sp on sp.product_id = p.id
    where p.supplier_id = ${supplierId} ${only}
    order by p.id
  `);
  return (result as { rows: ProductRowRaw[] }).rows.map(toProduct);
}

export async function findProductRow(db: DbOrTx, supplierId: number, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.supplierId, supplierId)))
    .limit(1);
  return row ?? null;
}

export async function skuTaken(db: DbOrTx, supplierId: number, sku: string, exceptId?: number) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), sql`lower(${products.sku}) = lower(${sku})`));
  return rows.some((r) => r.id !== exceptId);
}

/**
 * The supplier's number of products, with the supplier's catalogue locked for the rest of the
 * transaction (an advisory lock: two uploads at once cannot both pass the catalogue limit).
 */
export async function lockedProductCount(tx: DbOrTx, supplierId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(32, ${supplierId})`);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.supplierId, supplierId));
  return Number(row?.n ?? 0);
}

export async function insertProduct(db: DbOrTx, values: typeof products.$inferInsert) {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function updateProduct(
  db: DbOrTx,
  supplierId: number,
  id: number,
  values: Partial<typeof products.$inferInsert>,
) {
  const [row] = await db
    .update(products)
    .set({ ...values, dateModified: new Date() })
    .where(and(eq(products.id, id), eq(products.supplierId, supplierId)))
    .returning();
  return row ?? null;
}

/* ---------- categories, units, venues ---------- */

export async function categoriesByIds(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: categories.id, name: categories.name, parentCategoryId: categories.parentCategoryId })
    .from(categories)
    .where(inArray(categories.id, ids));
}

export async function findCategoryByName(db: DbOrTx, parentId: number | null, name: string) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name, parentCategoryId: categories.parentCategoryId })
    .from(categories)
    .where(
      and(
        parentId === null ? isNull(categories.parentCategoryId) : eq(categories.parentCategoryId, parentId),
        sql`lower(${categories.name}) = lower(${name})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertCategory(db: DbOrTx, name: string, parentId: number | null) {
  const [row] = await db
    .insert(categories)
    .values({ name, parentCategoryId: parentId })
    .returning({ id: categories.id, name: categories.name, parentCategoryId: categories.parentCategoryId });
  return row!;
}

export function listUnits(db: DbOrTx) {
  return db.select().from(units).orderBy(asc(units.id));
}

export function listVenues(db: DbOrTx) {
  return db
    .select({ id: venues.id, venue: venues.venue, status: venues.status, venueType: venues.venueType })
    .from(venues)
    .orderBy(asc(venues.venue));
}

/* ---------- images ---------- */

/** The marketplace gallery and the supplier's own uploads. */
export function listImages(db: DbOrTx, supplierId: number) {
  return db
    .select({ id: images.id, url: images.url, fileName: images.fileName, description: images.description })
    .from(images)
    .where(or(isNull(images.supplierId), eq(images.supplierId, supplierId)))
    .orderBy(asc(images.fileName), asc(images.id));
}

export async function findImage(db: DbOrTx, supplierId: number, id: number) {
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.id, id), or(isNull(images.supplierId), eq(images.supplierId, supplierId))))
    .limit(1);
  return row ?? null;
}

export async function insertImage(db: DbOrTx, values: typeof images.$inferInsert) {
  const [row] = await db.insert(images).values(values).returning();
  return row!;
}

/* ---------- custom prices ---------- */

export function listCustomPrices(db: DbOrTx, supplierId: number, productId?: number) {
  return db
    .select({
      id: customPrices.id,
      priceInCents: customPrices.priceInCents,
      venueId: venues.id,
      venueName: venues.venue,
      productId: products.id,
      sku: products.sku,
      name: products.name,
      productPriceInCents: products.priceInCents,
      gstExempt: products.gstExempt,
      unitId: units.id,
      unitTitle: units.title,
      unitUnit: units.unit,
    })
    .from(customPrices)
    .innerJoin(venues, eq(venues.id, customPrices.venueId))
    .innerJoin(products, eq(products.id, customPrices.productId))
    .innerJoin(units, eq(units.id, products.unitOfPriceId))
    .where(
      and(
        eq(customPrices.supplierId, supplierId),
        productId === undefined ? undefined : eq(customPrices.productId, productId),
      ),
    )
    .orderBy(asc(products.name), asc(venues.venue), asc(customPrices.id));
}

export async function findCustomPrice(db: DbOrTx, supplierId: number, id: number) {
  const [row] = await db
    .select()
    .from(customPrices)
    .where(and(eq(customPrices.id, id), eq(customPrices.supplierId, supplierId)))
    .limit(1);
  return row ?? null;
}

export async function findCustomPriceFor(db: DbOrTx, supplierId: number, productId: number, venueId: number) {
  const [row] = await db
    .select()
    .from(customPrices)
    .where(
      and(
        eq(customPrices.supplierId, supplierId),
        eq(customPrices.productId, productId),
        eq(customPrices.venueId, venueId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertCustomPrice(db: DbOrTx, values: typeof customPrices.$inferInsert) {
  const [row] = await db.insert(customPrices).values(values).returning();
  return row!;
}

export async function updateCustomPrice(db: DbOrTx, id: number, priceInCents: number) {
  const [row] = await db
    .update(customPrices)
    .set({ priceInCents, updatedAt: new Date() })
    .where(eq(customPrices.id, id))
    .returning();
  return row!;
}

export async function deleteCustomPrice(db: DbOrTx, id: number) {
  await db.delete(customPrices).where(eq(customPrices.id, id));
}
