import { and, desc, eq, gt, gte, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SpecialStatus } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { categories, products, specials, units } from '../../db/schema/index.ts';

const specialColumns = {
  id: specials.id,
  startDate: specials.startDate,
  endDate: specials.endDate,
  specialPrice: specials.specialPriceInCents,
  isBanner: specials.isBanner,
  archivedAt: specials.archivedAt,
  productId: products.id,
  sku: products.sku,
  name: products.name,
  priceInCents: products.priceInCents,
  priceUnit: units.unit,
};
export type SpecialRow = {
  id: number;
  startDate: string;
  endDate: string;
  specialPrice: number;
  isBanner: boolean;
  archivedAt: Date | null;
  productId: number;
  sku: string | null;
  name: string;
  priceInCents: number;
  priceUnit: string;
};

/** Not archived by hand and not yet over: the specials that still count for limits and overlaps. */
const live = (today: string) => and(isNull(specials.archivedAt), gte(specials.endDate, today));

function statusCondition(status: SpecialStatus, today: string): SQL | undefined {
  if (status === 'archived') return or(isNotNull(specials.archivedAt), lt(specials.endDate, today));
  if (status === 'scheduled') return and(live(today), gt(specials.startDate, today));
  return and(live(today), lte(specials.startDate, today));
}

export async function listSpecials(
  db: DbOrTx,
  supplierId: number,
  today: string,
  status?: SpecialStatus,
): Promise<SpecialRow[]> {
  return db
    .select(specialColumns)
    .from(specials)
    .innerJoin(products, eq(products.id, specials.productId))
    .innerJoin(units, eq(units.id, products.unitOfPriceId))
    .where(and(eq(specials.supplierId, supplierId), status ? statusCondition(status, today) : undefined))
    .orderBy(desc(specials.startDate), desc(specials.id));
}

export async function findSpecial(db: DbOrTx, supplierId: number, id: number): Promise<SpecialRow | null> {
  const [row] = await db
    .select(specialColumns)
    .from(specials)
    .innerJoin(products, eq(products.id, specials.productId))
    .innerJoin(units, eq(units.id, products.unitOfPriceId))
    .where(and(eq(specials.supplierId, supplierId), eq(specials.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findProduct(db: DbOrTx, supplierId: number, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      priceInCents: products.priceInCents,
      gstExempt: products.gstExempt,
      categories: products.categories,
    })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), eq(products.id, productId)))
    .limit(1);
  return row ?? null;
}

export async function categoryName(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
  return row?.name ?? null;
}

/**
 * Serialises special creation per supplier for the rest of the transaction, so two creations at
 * once cannot both pass the overlap and 8-per-category checks.
 */
export async function lockSupplierSpecials(tx: DbOrTx, supplierId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7007, ${supplierId})`);
}

const overlaps = (start: string, end: string) =>
  and(lte(specials.startDate, end), gte(specials.endDate, start));

export async function liveOverlapsForProduct(
  db: DbOrTx,
  supplierId: number,
  productId: number,
  start: string,
  end: string,
  today: string,
) {
  return db
    .select({ id: specials.id })
    .from(specials)
    .where(
      and(
        eq(specials.supplierId, supplierId),
        eq(specials.productId, productId),
        live(today),
        overlaps(start, end),
      ),
    );
}

/** Date ranges of live specials overlapping [start, end] whose product's leaf category is `leafId`. */
export async function liveOverlapsInCategory(
  db: DbOrTx,
  supplierId: number,
  leafId: number,
  start: string,
  end: string,
  today: string,
) {
  return db
    .select({ startDate: specials.startDate, endDate: specials.endDate })
    .from(specials)
    .innerJoin(products, eq(products.id, specials.productId))
    .where(
      and(
        eq(specials.supplierId, supplierId),
        live(today),
        overlaps(start, end),
        sql`${products.categories}[array_length(${products.categories}, 1)] = ${leafId}`,
      ),
    );
}

export async function insertSpecial(
  db: DbOrTx,
  values: {
    supplierId: number;
    productId: number;
    startDate: string;
    endDate: string;
    specialPriceInCents: number;
    isBanner: boolean;
  },
): Promise<number> {
  const [row] = await db.insert(specials).values(values).returning({ id: specials.id });
  return row!.id;
}

export async function archiveSpecial(db: DbOrTx, supplierId: number, id: number): Promise<void> {
  await db
    .update(specials)
    .set({ archivedAt: new Date() })
    .where(and(eq(specials.supplierId, supplierId), eq(specials.id, id)));
}

export async function setBanner(
  db: DbOrTx,
  supplierId: number,
  id: number,
  isBanner: boolean,
): Promise<void> {
  await db
    .update(specials)
    .set({ isBanner })
    .where(and(eq(specials.supplierId, supplierId), eq(specials.id, id)));
}
