import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { CONTACT_TYPE, DAY_SHEET_STATUSES, type NotificationPreferences } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  contacts,
  notificationPreferences,
  orderProducts,
  orders,
  products,
  reviews,
  suppliers,
  venues,
} from '../../db/schema/index.ts';
import type { RecipientGroup } from './events.ts';

export const NOTIFICATION_JOB = 'notifications.email';

const PREFERENCE_COLUMNS = {
  newOrder: notificationPreferences.newOrder,
  orderChanged: notificationPreferences.orderChanged,
  orderCancelled: notificationPreferences.orderCancelled,
  topUpOrder: notificationPreferences.topUpOrder,
  newReview: notificationPreferences.newReview,
  detailsUpdated: notificationPreferences.detailsUpdated,
  dailySummary: notificationPreferences.dailySummary,
  dailySummaryTime: notificationPreferences.dailySummaryTime,
};

/** The supplier's switches, or null when it never saved any (the defaults apply). */
export async function findPreferences(
  db: DbOrTx,
  supplierId: number,
): Promise<NotificationPreferences | null> {
  const [row] = await db
    .select(PREFERENCE_COLUMNS)
    .from(notificationPreferences)
    .where(eq(notificationPreferences.supplierId, supplierId));
  return row ?? null;
}

export async function savePreferences(db: DbOrTx, supplierId: number, prefs: NotificationPreferences) {
  await db
    .insert(notificationPreferences)
    .values({ supplierId, ...prefs })
    .onConflictDoUpdate({
      target: notificationPreferences.supplierId,
      set: { ...prefs, updatedAt: sql`now()` },
    });
}

const GROUP_CONTACT_TYPES: Record<RecipientGroup, number[]> = {
  orders: [CONTACT_TYPE.ADDITIONAL_ORDER_RECIPIENT],
  reviews: [CONTACT_TYPE.REVIEWS],
  updated_details: [CONTACT_TYPE.UPDATED_DETAILS_RECIPIENT],
};

/** The addresses of a recipient group, from this supplier's contacts only (in the order they were added). */
export async function contactEmails(db: DbOrTx, supplierId: number, group: RecipientGroup) {
  const rows = await db
    .select({ email: contacts.email })
    .from(contacts)
    .where(
      and(eq(contacts.supplierId, supplierId), inArray(contacts.contactTypeId, GROUP_CONTACT_TYPES[group])),
    )
    .orderBy(asc(contacts.id));
  return rows.map((r) => r.email);
}

/** One of the supplier's orders with what the e-mail shows; null for another supplier's order. */
export async function findOrder(db: DbOrTx, supplierId: number, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.orderStatus,
      venue: orders.shippingCompany,
      venueId: orders.venueId,
      deliveryDate: orders.deliveryDate,
      dateAdded: orders.dateAdded,
      parentOrderId: orders.parentOrderId,
      deliveryComment: orders.deliveryComment,
      cancellationComment: orders.cancellationComment,
      total: orders.finalTotalIncGst,
    })
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), eq(orders.id, orderId)));
  if (!row) return null;
  const [lines] = await db
    .select({ n: count() })
    .from(orderProducts)
    .where(eq(orderProducts.orderId, orderId));
  return { ...row, lines: Number(lines?.n ?? 0) };
}

export async function findReview(db: DbOrTx, supplierId: number, reviewId: number) {
  const [row] = await db
    .select({
      id: reviews.id,
      venue: venues.venue,
      orderId: reviews.orderId,
      content: reviews.content,
      ratings: reviews.ratings,
      average: reviews.average,
    })
    .from(reviews)
    .innerJoin(venues, eq(venues.id, reviews.venueId))
    .where(and(eq(reviews.supplierId, supplierId), eq(reviews.id, reviewId)));
  return row ?? null;
}

/** A venue, only when it has ordered from this supplier (its customers are the venues that ordered). */
export async function findCustomerVenue(db: DbOrTx, supplierId: number, venueId: number) {
  const [row] = await db
    .select()
    .from(venues)
    .where(
      and(
        eq(venues.id, venueId),
        sql`exists (select 1 from ${orders} where ${orders.supplierId} = ${supplierId} and ${orders.venueId} = ${venueId})`,
      ),
    );
  return row ?? null;
}

/** The orders to deliver on a day (the day sheets' statuses), and the supplier's products that are out of stock. */
export async function summaryOfDay(db: DbOrTx, supplierId: number, day: string) {
  const dayOrders = await db
    .select({ id: orders.id, venue: orders.shippingCompany, total: orders.finalTotalIncGst })
    .from(orders)
    .where(
      and(
        eq(orders.supplierId, supplierId),
        eq(orders.deliveryDate, day),
        // The day sheets' orders (dayOrdersScope says which), so the summary and the sheets agree.
        inArray(orders.orderStatus, [...DAY_SHEET_STATUSES]),
      ),
    )
    .orderBy(asc(orders.id));
  const outOfStock = await db
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), eq(products.outOfStock, true)))
    .orderBy(asc(products.name));
  return { orders: dayOrders, outOfStock: outOfStock.map((p) => p.name) };
}

/** Suppliers with the daily summary switched on, with their time and state. */
export async function summarySubscribers(db: DbOrTx) {
  return db
    .select({
      supplierId: notificationPreferences.supplierId,
      time: notificationPreferences.dailySummaryTime,
      state: suppliers.state,
    })
    .from(notificationPreferences)
    .innerJoin(suppliers, eq(suppliers.id, notificationPreferences.supplierId))
    .where(eq(notificationPreferences.dailySummary, true));
}
