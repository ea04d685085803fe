import { createHash } from 'node:crypto';
import {
  CANCEL_REASONS,
  ORDER_MESSAGES,
  checkReason,
  customLine,
  orderTypeOf,
  planProcessing,
  supplierReferenceEditable,
  type CancelOrderBody,
  type ListQuery,
  type OrderDetail,
  type OrderListItem,
  type OrderStatus,
  type ProcessOrderInput,
  type SupplierReferenceBody,
} from '@portal/domain';
import type { Actor, AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../../lib/audit.ts';
import { paged, selectFields } from '../../lib/list-query.ts';
import type { OrderListCache } from './orders-list-cache.ts';
import * as repo from './orders.repository.ts';
import { publishLiveEvent } from '../live-events/live-events.ts';

/**
 * The list shows order ids as '#2729', so a search for '#2729' (or '# 2729') means the id: the '#' before a
 * number is dropped from the search and fuzzy text (a structured `field:value` search is left as it is).
 */
export function withoutIdHash(query: ListQuery): ListQuery {
  const strip = (text: string | undefined) => text?.replace(/^\s*#\s*(?=\d)/, '');
  const structured = !!query.search && /^[A-Za-z_]+(\[\])?:/.test(query.search.trim());
  return {
    ...query,
    fuzzy: strip(query.fuzzy),
    search: structured ? query.search : strip(query.search),
  };
}

/**
 * A page of the orders list as the JSON body it is sent as. The supplier's order-list version is read
 * first; a page or total already built at that version is reused (see OrderListCache), so the same
 * page asked again, by the same tab polling or by staff acting as the supplier, costs one key lookup,
 * and concurrent misses of one page share a single build.
 * The ETag names the version and the query: a browser revalidating an unchanged page gets a 304.
 */
export async function listOrdersPage(
  ctx: AppContext,
  cache: OrderListCache,
  actor: Actor,
  query: ListQuery,
  range: repo.DateRange,
): Promise<{ body: string; etag: string }> {
  query = withoutIdHash(query);
  const version = await repo.orderListVersion(ctx.db, actor.supplierId);
  const scope = `${actor.supplierId}:${version}:`;
  const pageKey = scope + JSON.stringify([query, range]);
  const etag = `W/"o${actor.supplierId}-${version}-${createHash('sha1').update(pageKey).digest('base64url').slice(0, 16)}"`;
  const body = await cache.page(pageKey, async () => {
    const { page: _p, pageSize: _s, orderBy: _o, sortedBy: _d, filter: _f, ...filters } = query;
    const totalKey = scope + JSON.stringify([filters, range]);
    const known = cache.total(totalKey) ?? null;
    // Every page of one list (its filters and sort) may be a slice of its matches, kept once read.
    const matches = cache.enabled
      ? cache.keptMatches(totalKey + JSON.stringify([query.orderBy, query.sortedBy]))
      : undefined;
    const { rows, total, built } = await repo.listOrders(
      ctx.db,
      actor.supplierId,
      query,
      range,
      known,
      undefined,
      matches,
    );
    if (known === null) cache.rememberTotal(totalKey, total);
    const items = rows.map((r) => ({
      ...r,
      dateAdded: r.dateAdded.toISOString(),
      orderStatus: r.orderStatus as OrderStatus,
    })) as OrderListItem[];
    return JSON.stringify(paged(selectFields(items, built.select), total, built));
  });
  return { body, etag };
}

function toDetail(found: NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>): OrderDetail {
  const { order: o, lines } = found;
  return {
    orderId: o.id,
    orderStatus: o.orderStatus as OrderStatus,
    orderType: orderTypeOf(o),
    customerAlert: o.customerAlert,
    parentOrderId: o.parentOrderId,
    standingOrderId: o.standingOrderId,
    shippingCompany: o.shippingCompany,
    shippingAddress: o.shippingAddress,
    shippingCity: o.shippingCity,
    state: o.state,
    shippingPostcode: o.shippingPostcode,
    shippingFirstname: o.shippingFirstname,
    shippingLastname: o.shippingLastname,
    phone: o.phone,
    email: o.email,
    dateAdded: o.dateAdded.toISOString(),
    deliveryDate: o.deliveryDate,
    payment: o.payment,
    liquorLicence: o.liquorLicence,
    deliveryComment: o.deliveryComment,
    cancellationComment: o.cancellationComment,
    substitutionAllowed: o.substitutionAllowed,
    originalTotalIncGST: o.originalTotalIncGst,
    finalTotalIncGST: o.finalTotalIncGst,
    supplierReference: o.supplierReference,
    orderProducts: lines.map((l) => ({
      orderProductId: l.id,
      productId: l.productId,
      sku: l.sku,
      name: l.name,
      portionSize: Number(l.portionSize),
      unitOfPortion: l.unitOfPortion,
      unitOfPrice: l.unitOfPrice,
      originalNumberOfPortions: Number(l.originalNumberOfPortions),
      originalQuantityPriced: Number(l.originalQuantityPriced),
      originalTotalIncGST: l.originalTotalIncGst,
      finalQuantityPriced: l.finalQuantityPriced == null ? null : Number(l.finalQuantityPriced),
      finalTotalIncGST: l.finalTotalIncGst,
      priceIncGST: l.priceIncGst,
      gst: l.gst,
      hasGST: l.hasGst,
      substitution: l.substitution,
      isOnSpecial: l.isOnSpecial,
      isOnCustomPrice: l.isOnCustomPrice,
      reason: l.reason,
      error: null,
    })),
  };
}

export async function getOrder(ctx: AppContext, actor: Actor, orderId: number): Promise<OrderDetail> {
  const found = await repo.findOrder(ctx.db, actor.supplierId, orderId);
  if (!found) throw AppError.notFound('Order');
  return toDetail(found);
}

/**
 * Processes a pending order by the domain's plan (`planProcessing`: every line priced again as
 * round(priceIncGST x quantity), removals with their reasons, custom products set to 0 dropped, custom
 * products added, the over-100% limit); the order becomes COMPLETED. Answers the updated order.
 */
export async function processOrder(
  ctx: AppContext,
  actor: Actor,
  orderId: number,
  body: ProcessOrderInput,
): Promise<OrderDetail> {
  return ctx.db.transaction(async (tx) => {
    const found = await repo.findOrder(tx, actor.supplierId, orderId);
    if (!found) throw AppError.notFound('Order');
    const { order, lines } = found;
    // Processed or cancelled meanwhile (another tab, another user): the 409 says which.
    if (order.orderStatus === 'CANCELLED') throw AppError.conflict(ORDER_MESSAGES.processCancelled);
    if (order.orderStatus !== 'PENDING') throw AppError.conflict(ORDER_MESSAGES.notPending);

    const result = planProcessing(toDetail(found), body, { staff: actor.staff });
    if (!result.ok) throw AppError.fields(result.errors);
    const { plan } = result;
    const finalTotal = plan.finalTotal;
    const byId = new Map(lines.map((l) => [l.id, l]));
    const lineUpdates = plan.lines.map((l) => ({
      id: l.id,
      finalQuantityPriced: l.quantity,
      finalTotalIncGst: l.total,
      reason: l.reason,
    }));
    const dropped = plan.dropped;
    const newLines = plan.substitutions.map((s, k) => ({ orderId, ...customLine(s, lines.length + k) }));

    const claimed = await repo.claimPending(tx, actor.supplierId, orderId, order.version, finalTotal);
    if (!claimed) throw AppError.conflict(ORDER_MESSAGES.notPending);
    for (const u of lineUpdates) {
      const line = byId.get(u.id)!;
      const unchanged =
        line.finalQuantityPriced != null &&
        Number(line.finalQuantityPriced) === u.finalQuantityPriced &&
        line.finalTotalIncGst === u.finalTotalIncGst &&
        line.reason === u.reason;
      if (!unchanged) await repo.updateLine(tx, u.id, u);
    }
    await repo.deleteLines(tx, orderId, dropped);
    await repo.insertLines(tx, newLines);
    await recordAudit(tx, actor, {
      action: 'order.process',
      entity: 'order',
      entityId: orderId,
      before: {
        orderStatus: order.orderStatus,
        finalTotalIncGST: order.finalTotalIncGst,
        lines: lines.map((l) => ({
          id: l.id,
          quantity: Number(l.finalQuantityPriced ?? l.originalQuantityPriced),
          reason: l.reason,
        })),
      },
      after: {
        orderStatus: 'COMPLETED',
        finalTotalIncGST: finalTotal,
        lines: lineUpdates.map((u) => ({ id: u.id, quantity: u.finalQuantityPriced, reason: u.reason })),
        removedSubstitutions: dropped,
        substitutions: newLines.map((n) => ({
          sku: n.sku,
          name: n.name,
          priceIncGST: n.priceIncGst,
          quantity: n.finalQuantityPriced,
        })),
      },
    });
    await publishLiveEvent(tx, actor.supplierId, 'order.updated', { orderId, update: 'processed' });
    const updated = await repo.findOrder(tx, actor.supplierId, orderId);
    return toDetail(updated!);
  });
}

export async function cancelOrder(ctx: AppContext, actor: Actor, orderId: number, body: CancelOrderBody) {
  const message = checkReason(
    body.reason,
    CANCEL_REASONS,
    ORDER_MESSAGES.cancelReasonRequired,
    ORDER_MESSAGES.cancelOtherText,
  );
  if (message) throw AppError.badRequest('reason', message);
  const reason = body.reason!.trim();
  return ctx.db.transaction(async (tx) => {
    const found = await repo.findOrder(tx, actor.supplierId, orderId);
    if (!found) throw AppError.notFound('Order');
    const { order } = found;
    if (!(await repo.cancelOpenOrder(tx, actor.supplierId, orderId, reason)))
      throw AppError.conflict(ORDER_MESSAGES.notOpen);
    await recordAudit(tx, actor, {
      action: 'order.cancel',
      entity: 'order',
      entityId: orderId,
      before: { orderStatus: order.orderStatus, cancellationComment: order.cancellationComment },
      after: { orderStatus: 'CANCELLED', cancellationComment: reason },
    });
    await publishLiveEvent(tx, actor.supplierId, 'order.updated', { orderId, update: 'cancelled' });
    return { orderId, orderStatus: 'CANCELLED' as const, cancellationComment: reason };
  });
}

export async function updateSupplierReference(
  ctx: AppContext,
  actor: Actor,
  orderId: number,
  body: SupplierReferenceBody,
) {
  return ctx.db.transaction(async (tx) => {
    const found = await repo.findOrder(tx, actor.supplierId, orderId);
    if (!found) throw AppError.notFound('Order');
    const before = found.order.supplierReference;
    if (before !== body.supplierReference) {
      if (!supplierReferenceEditable(found.order.orderStatus as OrderStatus))
        throw AppError.conflict(ORDER_MESSAGES.supplierReferenceFrozen);
      await repo.setSupplierReference(tx, actor.supplierId, orderId, body.supplierReference);
      await recordAudit(tx, actor, {
        action: 'order.supplier-reference',
        entity: 'order',
        entityId: orderId,
        before: { supplierReference: before },
        after: { supplierReference: body.supplierReference },
      });
      await publishLiveEvent(tx, actor.supplierId, 'order.updated', { orderId, update: 'reference' });
    }
    return { orderId, supplierReference: body.supplierReference };
  });
}
