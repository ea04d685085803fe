import { and, asc, eq, sql } from 'drizzle-orm';
import { formatAmountOfUnit, plainQuantity, type OrderSnapshot } from '@portal/domain';
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

/** The order as the "Order changed" e-mail compares it: lines with their quantities, total, day, comment. */
export async function orderSnapshot(db: DbOrTx, orderId: number): Promise<OrderSnapshot> {
  const [order] = await db
    .select({
      total: orders.finalTotalIncGst,
      deliveryDate: orders.deliveryDate,
      deliveryComment: orders.deliveryComment,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const lines = await db
    .select({
      productId: orderProducts.productId,
      sku: orderProducts.sku,
      name: orderProducts.name,
      portionSize: orderProducts.portionSize,
      quantity: orderProducts.originalQuantityPriced,
      unit: orderProducts.unitOfPrice,
    })
    .from(orderProducts)
    .where(eq(orderProducts.orderId, orderId))
    .orderBy(asc(orderProducts.position), asc(orderProducts.id));
  return {
    ...order!,
    lines: lines.map((l) => ({
      key: `${l.productId ?? `${l.sku}:${l.name}`}:${l.portionSize}`,
      name: l.name,
      quantity: formatAmountOfUnit(plainQuantity(l.quantity), l.unit),
    })),
  };
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

/** A venue's delivery details as they stand (before a change). */
export async function venueDetails(db: DbOrTx, venueId: number) {
  const [row] = await db
    .select({
      street: venues.street,
      suburb: venues.suburb,
      state: venues.state,
      postcode: venues.postcode,
      firstName: venues.firstName,
      lastName: venues.lastName,
      phone: venues.phone,
      email: venues.email,
    })
    .from(venues)
    .where(eq(venues.id, venueId));
  return row ?? null;
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
