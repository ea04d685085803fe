import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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

/** The statuses of an order not yet delivered: a venue's new delivery details apply to these. */
export const UNDELIVERED_STATUSES = ['PENDING', 'PROCESSING'];

/** The order's alert (and the order page's updated-details banner) after the venue changed its details. */
export const UPDATED_DETAILS_ALERT = 'Updated delivery details';

/**
 * Applies the venue's delivery details as they now stand to its orders not yet delivered (every supplier's),
 * raising each order's alert. Answers each order touched with its supplier and the details it carried before,
 * for the order's history. The rows are locked first so a concurrent processing waits for this write.
 */
export async function applyDetailsToUndeliveredOrders(db: DbOrTx, venueId: number) {
  const undelivered = and(eq(orders.venueId, venueId), inArray(orders.orderStatus, UNDELIVERED_STATUSES));
  const before = await db
    .select({
      id: orders.id,
      supplierId: orders.supplierId,
      street: orders.shippingAddress,
      suburb: orders.shippingCity,
      state: orders.state,
      postcode: orders.shippingPostcode,
      firstName: orders.shippingFirstname,
      lastName: orders.shippingLastname,
      phone: orders.phone,
      email: orders.email,
    })
    .from(orders)
    .where(undelivered)
    .orderBy(asc(orders.id))
    .for('update');
  if (!before.length) return [];
  await db
    .update(orders)
    .set({
      shippingAddress: venues.street,
      shippingCity: venues.suburb,
      state: venues.state,
      shippingPostcode: venues.postcode,
      shippingFirstname: venues.firstName,
      shippingLastname: venues.lastName,
      phone: venues.phone,
      email: venues.email,
      customerAlert: UPDATED_DETAILS_ALERT,
      version: sql`${orders.version} + 1`,
    })
    .from(venues)
    .where(and(eq(venues.id, orders.venueId), undelivered));
  return before;
}

/** Whether the venue has ordered from the supplier (is one of its customers). */
export async function supplierHasVenue(db: DbOrTx, supplierId: number, venueId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), eq(orders.venueId, venueId)))
    .limit(1);
  return !!row;
}
