import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Product } from '@portal/domain';
import { readerOf, type DbOrTx } from '../../db/client.ts';
import { categories, customPrices, images, products, units, venues } from '../../db/schema/index.ts';

/** A product row as the list query answers it: already in the API's shape, JSON values parsed or not. */
type ProductRowRaw = Omit<Product, 'portions' | 'categories'> & {
  portions: number[] | string;
  categories: number[] | string;
};

/** Some drivers answer json columns as text; accept both. */
function jsonArray(value: number[] | string): number[] {
  return typeof value === 'string' ? (JSON.parse(value) as number[]) : value;
}

/**
 * Every field the products list shows, in the API's shape (names, nesting, ISO time), in one statement:
 * custom prices and running/scheduled specials are aggregated once per supplier (not per row), then
 * joined, so 10,000 products cost one query and no N+1. `today` is the supplier's calendar day; with
 * `productIds`, only those products (none when empty).
 */
export function productsQuery(supplierId: number, today: string, productIds?: number[]) {
  // One parameter however many ids (the protocol counts parameters in 16 bits).
  const ids = productIds && sql`any(string_to_array(${productIds.join(',')}, ',')::int[])`;
  const only = ids ? sql`and p.id = ${ids}` : sql``;
  const onlyCp = ids ? sql`and cp.product_id = ${ids}` : sql``;
  const onlySp = ids ? sql`and s.product_id = ${ids}` : sql``;
  return sql`
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
    select p.id, p.sku, p.name, p.price_in_cents as "priceInCents", p.gst_exempt as "gstExempt", p.enabled,
      p.out_of_stock as "outOfStock", p.is_best_buy as "isBestBuy",
      json_build_object('id', up.id, 'title', up.title, 'unit', up.unit) as "unitOfPrice",
      json_build_object('id', uo.id, 'title', uo.title, 'unit', uo.unit) as "unitOfPortion",
      p.portions, to_json(p.categories) as categories,
      case when i.id is null then null else
        json_build_object('id', i.id, 'url', i.url, 'fileName', i.file_name, 'fromGallery', i.from_gallery) end as image,
      coalesce(cp.custom_pricing, '[]'::json) as "customPricing", coalesce(sp.specials, '[]'::json) as specials,
      to_char(p.date_modified at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "dateModified"
    from products p
      join units up on up.id = p.unit_of_price_id
      join units uo on uo.id = p.unit_of_portion_id
      left join images i on i.id = p.image_id
      left join cp on cp.product_id = p.id
      left join sp on sp.product_id = p.id
    where p.supplier_id = ${supplierId} ${only}`;
}

/** Products of the supplier (or the one product), as objects: GET suppliers/products/{id} and benches. */
export async function listProducts(
  primary: DbOrTx,
  supplierId: number,
  today: string,
  productId?: number,
): Promise<Product[]> {
  const db = readerOf(primary); // a list/report/export: the read replica when there is one
  const result = await db.execute(
    sql`${productsQuery(supplierId, today, productId === undefined ? undefined : [productId])} order by p.id`,
  );
  return (result as { rows: ProductRowRaw[] }).rows.map((r) => ({
    ...r,
    portions: jsonArray(r.portions),
    categories: jsonArray(r.categories),
  }));
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
