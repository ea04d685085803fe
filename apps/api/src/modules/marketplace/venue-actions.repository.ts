import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderProducts, orders, reviews, venues } from '../../db/schema/index.ts';
import type { NewOrderProduct } from './marketplace.repository.ts';

/** A supplier's order, locked for the venue's change; null when it is not this supplier's. */
export async function lockOrder(db: DbOrTx, supplierId: number, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      venueId: orders.venueId,
      status: orders.orderStatus,
      deliveryDate: orders.deliveryDate,
      version: orders.version,
    })
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), eq(orders.id, orderId)))
    .for('update');
  return row ?? null;
}

export async function replaceLines(db: DbOrTx, orderId: number, lines: NewOrderProduct[]) {
  await db.delete(orderProducts).where(eq(orderProducts.orderId, orderId));
  if (lines.length) await db.insert(orderProducts).values(lines.map((l) => ({ ...l, orderId })));
}

export type OrderChange = Partial<
  Pick<
    typeof orders.$inferInsert,
    | 'deliveryDate'
    | 'deliveryComment'
    | 'originalTotalIncGst'
    | 'finalTotalIncGst'
    | 'orderStatus'
    | 'cancellationComment'
  >
>;

/** Applies a change and moves the version on; answers the new version. */
export async function updateOrder(db: DbOrTx, orderId: number, change: OrderChange): Promise<number> {
  const [row] = await db
    .update(orders)
    .set({ ...change, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, orderId))
    .returning({ version: orders.version });
  return row!.version;
}

export async function insertReview(db: DbOrTx, review: typeof reviews.$inferInsert): Promise<number> {
  const [row] = await db.insert(reviews).values(review).returning({ id: reviews.id });
  return row!.id;
}

export type VenueDeliveryDetails = Partial<
  Pick<
    typeof venues.$inferInsert,
    'street' | 'suburb' | 'postcode' | 'state' | 'firstName' | 'lastName' | 'phone' | 'email'
  >
>;

export async function updateVenue(
  db: DbOrTx,
  venueId: number,
  change: VenueDeliveryDetails,
): Promise<boolean> {
  const rows = await db.update(venues).set(change).where(eq(venues.id, venueId)).returning({ id: venues.id });
  return rows.length === 1;
}

/** The suppliers a venue has ordered from: they are told when its delivery details change. */
export async function suppliersOfVenue(db: DbOrTx, venueId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ supplierId: orders.supplierId })
    .from(orders)
    .where(eq(orders.venueId, venueId))
    .orderBy(asc(orders.supplierId));
  return rows.map((r) => r.supplierId);
}
