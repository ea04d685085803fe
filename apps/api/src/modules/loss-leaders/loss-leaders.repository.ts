import { and, asc, eq, sql } from 'drizzle-orm';
import { readerOf, type Db, type DbOrTx } from '../../db/client.ts';
import { lossProducts, lossVenues, products, suppliers, venues } from '../../db/schema/index.ts';

export async function readThreshold(db: DbOrTx, supplierId: number): Promise<number | null> {
  const [row] = await db
    .select({ v: suppliers.lossProductsMinimumSpend })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId))
    .limit(1);
  return row?.v ?? null;
}

/** Reads the threshold and locks the supplier row, so concurrent adds are counted one at a time. */
export async function lockSupplier(tx: DbOrTx, supplierId: number): Promise<number | null> {
  const [row] = await tx
    .select({ v: suppliers.lossProductsMinimumSpend })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId))
    .for('update')
    .limit(1);
  return row?.v ?? null;
}

export async function writeThreshold(db: DbOrTx, supplierId: number, cents: number) {
  await db
    .update(suppliers)
    .set({ lossProductsMinimumSpend: cents, updatedAt: new Date() })
    .where(eq(suppliers.id, supplierId));
}

export function listLossProducts(primary: Db, supplierId: number) {
  const db = readerOf(primary); // a list/report/export: the read replica when there is one
  return db
    .select({
      id: lossProducts.id,
      productId: lossProducts.productId,
      sku: products.sku,
      name: products.name,
    })
    .from(lossProducts)
    .innerJoin(products, eq(products.id, lossProducts.productId))
    .where(eq(lossProducts.supplierId, supplierId))
    .orderBy(asc(products.name));
}

export async function countLossProducts(db: DbOrTx, supplierId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(lossProducts)
    .where(eq(lossProducts.supplierId, supplierId));
  return Number(row?.n ?? 0);
}

export async function findOwnProduct(db: DbOrTx, supplierId: number, productId: number) {
  const [row] = await db
    .select({ id: products.id, sku: products.sku, name: products.name })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.supplierId, supplierId)))
    .limit(1);
  return row ?? null;
}

export async function findLossProductByProduct(db: DbOrTx, supplierId: number, productId: number) {
  const [row] = await db
    .select()
    .from(lossProducts)
    .where(and(eq(lossProducts.supplierId, supplierId), eq(lossProducts.productId, productId)))
    .limit(1);
  return row ?? null;
}

export async function insertLossProduct(db: DbOrTx, supplierId: number, productId: number) {
  const [row] = await db.insert(lossProducts).values({ supplierId, productId }).returning();
  return row!;
}

export async function deleteLossProduct(db: DbOrTx, supplierId: number, id: number) {
  const [row] = await db
    .delete(lossProducts)
    .where(and(eq(lossProducts.id, id), eq(lossProducts.supplierId, supplierId)))
    .returning();
  return row ?? null;
}

export function listLossVenues(primary: Db, supplierId: number) {
  const db = readerOf(primary); // a list/report/export: the read replica when there is one
  return db
    .select({ id: lossVenues.id, venueId: lossVenues.venueId, venue: venues.venue })
    .from(lossVenues)
    .innerJoin(venues, eq(venues.id, lossVenues.venueId))
    .where(eq(lossVenues.supplierId, supplierId))
    .orderBy(asc(venues.venue));
}

export async function findLossVenueByVenue(db: DbOrTx, supplierId: number, venueId: number) {
  const [row] = await db
    .select()
    .from(lossVenues)
    .where(and(eq(lossVenues.supplierId, supplierId), eq(lossVenues.venueId, venueId)))
    .limit(1);
  return row ?? null;
}

export async function insertLossVenue(db: DbOrTx, supplierId: number, venueId: number) {
  const [row] = await db.insert(lossVenues).values({ supplierId, venueId }).returning();
  return row!;
}

export async function deleteLossVenue(db: DbOrTx, supplierId: number, id: number) {
  const [row] = await db
    .delete(lossVenues)
    .where(and(eq(lossVenues.id, id), eq(lossVenues.supplierId, supplierId)))
    .returning();
  return row ?? null;
}
