import {
  DELIVERY_DETAILS_UPDATED,
  MARKETPLACE_ACTOR,
  orderChanges,
  venueDetailsSnapshot,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { insertAuditRows } from '../../lib/audit.repository.ts';
import { emitNotification } from '../notifications/notifications.service.ts';
import { publishLiveEvent } from '../live-events/live-events.ts';
import {
  placeOrder,
  prepareOrders,
  type MarketplaceLine,
  type PlaceOrderInput,
} from './marketplace.service.ts';
import * as repo from './venue-actions.repository.ts';

/**
 * What venues do on the marketplace side, live: each change is saved and the supplier's notification
 * e-mail queued in the same transaction (pass a transaction). The seed and the scale generator use
 * placeOrders directly, so the demo world's history mails nobody. Refusals are plain Errors, as in
 * marketplace.service.ts.
 */

/** A venue places an order: a 'new order' e-mail, or a 'top-up order' one when it has a parent order. */
export async function placeVenueOrder(db: DbOrTx, input: PlaceOrderInput) {
  const orderId = await placeOrder(db, input);
  await emitNotification(db, input.supplierId, {
    kind: input.parentOrderId ? 'top_up_order' : 'new_order',
    orderId,
  });
  await publishLiveEvent(db, input.supplierId, 'order.created', { orderId });
  return orderId;
}

export type VenueOrderChange = {
  supplierId: number;
  orderId: number;
  /** The whole new list of lines, priced again as today. */
  lines?: MarketplaceLine[];
  deliveryDate?: string;
  deliveryComment?: string | null;
};

/** A venue changes its pending order. */
export async function changeVenueOrder(db: DbOrTx, change: VenueOrderChange) {
  const order = await repo.lockOrder(db, change.supplierId, change.orderId);
  if (!order) throw new Error(`Order ${change.orderId} not found`);
  if (order.status !== 'PENDING') throw new Error('Only a pending order can be changed');
  const before = await repo.orderSnapshot(db, order.id);
  const update: repo.OrderChange = {};
  if (change.deliveryDate) update.deliveryDate = change.deliveryDate;
  if (change.deliveryComment !== undefined) update.deliveryComment = change.deliveryComment;
  if (change.lines) {
    const [priced] = await prepareOrders(db, [
      {
        supplierId: change.supplierId,
        venueId: order.venueId,
        deliveryDate: change.deliveryDate ?? order.deliveryDate,
        lines: change.lines,
      },
    ]);
    await repo.replaceLines(db, order.id, priced!.lines);
    update.originalTotalIncGst = priced!.order.originalTotalIncGst;
    update.finalTotalIncGst = priced!.order.finalTotalIncGst;
  }
  const version = await repo.updateOrder(db, order.id, update);
  const changes = orderChanges(before, await repo.orderSnapshot(db, order.id));
  await emitNotification(db, change.supplierId, {
    kind: 'order_changed',
    orderId: order.id,
    version,
    changes,
  });
  await publishLiveEvent(db, change.supplierId, 'order.updated', { orderId: order.id, update: 'changed' });
  return version;
}

/** A venue cancels its order (pending or processing). */
export async function cancelVenueOrder(
  db: DbOrTx,
  input: { supplierId: number; orderId: number; comment?: string | null },
) {
  const order = await repo.lockOrder(db, input.supplierId, input.orderId);
  if (!order) throw new Error(`Order ${input.orderId} not found`);
  if (order.status !== 'PENDING' && order.status !== 'PROCESSING')
    throw new Error('Only a pending or processing order can be cancelled');
  await repo.updateOrder(db, order.id, {
    orderStatus: 'CANCELLED',
    cancellationComment: input.comment ?? null,
  });
  await emitNotification(db, input.supplierId, { kind: 'order_cancelled', orderId: order.id });
  await publishLiveEvent(db, input.supplierId, 'order.updated', { orderId: order.id, update: 'cancelled' });
}

/** A venue reviews a supplier (sub-ratings 1 to 5; the average is kept for sorting). */
export async function postReview(
  db: DbOrTx,
  input: {
    supplierId: number;
    venueId: number;
    orderId?: number | null;
    content: string;
    ratings: Record<string, number>;
  },
) {
  const values = Object.values(input.ratings);
  if (!values.length || values.some((n) => !Number.isInteger(n) || n < 1 || n > 5))
    throw new Error('Ratings are whole numbers from 1 to 5');
  const average = Math.round((values.reduce((s, n) => s + n, 0) / values.length) * 100) / 100;
  const reviewId = await repo.insertReview(db, {
    supplierId: input.supplierId,
    venueId: input.venueId,
    orderId: input.orderId ?? null,
    content: input.content,
    ratings: input.ratings,
    average,
  });
  await emitNotification(db, input.supplierId, { kind: 'new_review', reviewId });
  return reviewId;
}

/**
 * A venue updates its delivery details. Its orders not yet delivered (pending or processing, with every
 * supplier) take the new details at once and raise the updated-details alert, so the order page, the day
 * sheets and every document send the driver to the new address; each order's history (its audit trail) keeps
 * the details it carried before. Every supplier it has ordered from is told (each through its own
 * updated-details recipients), with the orders of theirs that changed.
 */
export async function updateVenueDeliveryDetails(
  db: DbOrTx,
  venueId: number,
  details: repo.VenueDeliveryDetails,
  changedAt = new Date(),
) {
  const old = await repo.venueDetails(db, venueId);
  if (!old || !(await repo.updateVenue(db, venueId, details))) throw new Error(`Venue ${venueId} not found`);
  const before = venueDetailsSnapshot(old);
  const after = venueDetailsSnapshot((await repo.venueDetails(db, venueId))!);
  const touched = await repo.applyDetailsToUndeliveredOrders(db, venueId);
  await insertAuditRows(
    db,
    touched.map((o) => ({
      supplierId: o.supplierId,
      actorUserId: null,
      actorEmail: MARKETPLACE_ACTOR,
      isStaff: false,
      action: DELIVERY_DETAILS_UPDATED,
      entity: 'order',
      entityId: String(o.id),
      before: venueDetailsSnapshot(o),
      after,
    })),
  );
  const suppliers = await repo.suppliersOfVenue(db, venueId);
  for (const supplierId of suppliers) {
    await emitNotification(db, supplierId, {
      kind: 'details_updated',
      venueId,
      changedAt: changedAt.toISOString(),
      before,
      after,
      orderIds: touched.filter((o) => o.supplierId === supplierId).map((o) => o.id),
    });
  }
  return { suppliers, orders: touched.map(({ id, supplierId }) => ({ id, supplierId })) };
}
