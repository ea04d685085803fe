import { createHash } from 'node:crypto';
import {
  CANCEL_REASONS,
  ORDER_MESSAGES,
  REMOVAL_REASONS,
  checkReason,
  checkSuppliedQuantity,
  hasMaxDecimals,
  orderTypeOf,
  priceLine,
  totalIncreaseTooHigh,
  type CancelOrderBody,
  type ListQuery,
  type OrderDetail,
  type OrderListItem,
  type OrderStatus,
  type SupplierReferenceBody,
  type processOrderBodySchema,
} from '@portal/domain';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../../lib/audit.ts';
import { paged, selectFields } from '../../lib/list-query.ts';
import type { OrderListCache } from './orders-list-cache.ts';
import * as repo from './orders.repository.ts';

type ProcessBody = z.output<typeof processOrderBodySchema>;

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
  const version = await repo.orderListVersion(ctx.db, actor.supplierId);
  const scope = `${actor.supplierId}:${version}:`;
  const pageKey = scope + JSON.stringify([query, range]);
  const etag = `W/"o${actor.supplierId}-${version}-${createHash('sha1').update(pageKey).digest('base64url').slice(0, 16)}"`;
  const body = await cache.page(pageKey, async () => {
    const { page: _p, pageSize: _s, orderBy: _o, sortedBy: _d, filter: _f, ...filters } = query;
    const totalKey = scope + JSON.stringify([filters, range]);
    const known = cache.total(totalKey) ?? null;
    const { rows, total, built } = await repo.listOrders(ctx.db, actor.supplierId, query, range, known);
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

type FieldError = { param: string; message: string };

/** A quantity from the wire: a number or a numeric string; 0 allowed (a removal). */
function parseQuantity(raw: unknown, param: string, errors: FieldError[], allowZero: boolean): number | null {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
    errors.push({ param, message: ORDER_MESSAGES.suppliedRequired });
    return null;
  }
  if (typeof raw !== 'number' && typeof raw !== 'string') {
    errors.push({ param, message: ORDER_MESSAGES.suppliedNumber });
    return null;
  }
  const n = Number(raw);
  if (allowZero && n === 0) return 0;
  const message = checkSuppliedQuantity(raw);
  if (message) {
    errors.push({ param, message });
    return null;
  }
  return n;
}

function parseText(raw: unknown, param: string, message: string, errors: FieldError[]): string | null {
  if (typeof raw !== 'string' || !raw.trim()) {
    errors.push({ param, message });
    return null;
  }
  return raw.trim().slice(0, 200);
}

function parsePrice(raw: unknown, param: string, errors: FieldError[]): number | null {
  if (raw === null || raw === undefined || raw === '') {
    errors.push({ param, message: ORDER_MESSAGES.priceRequired });
    return null;
  }
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(n)) errors.push({ param, message: ORDER_MESSAGES.priceNumber });
  else if (n < 0) errors.push({ param, message: ORDER_MESSAGES.priceNegative });
  // Cents on the wire: a fraction of a cent is more than 2 decimal places of dollars.
  else if (!Number.isInteger(n) || !hasMaxDecimals(String(raw), 0))
    errors.push({ param, message: ORDER_MESSAGES.priceDecimals });
  else return n;
  return null;
}

/**
 * Processes a pending order: every line is recomputed server-side as round(priceIncGST x quantity),
 * removed lines need a reason, substitution lines set to 0 are dropped, custom products are added, and
 * the order becomes COMPLETED. Answers the updated order.
 */
export async function processOrder(
  ctx: AppContext,
  actor: Actor,
  orderId: number,
  body: ProcessBody,
): Promise<OrderDetail> {
  return ctx.db.transaction(async (tx) => {
    const found = await repo.findOrder(tx, actor.supplierId, orderId);
    if (!found) throw AppError.notFound('Order');
    const { order, lines } = found;
    if (order.orderStatus !== 'PENDING') throw AppError.conflict(ORDER_MESSAGES.notPending);

    const errors: FieldError[] = [];
    const byId = new Map(lines.map((l) => [l.id, l]));
    const changes = new Map<number, { quantity: number; reason: string | null }>();
    body.modifiedOrderProducts.forEach((m, i) => {
      const line = byId.get(m.id);
      if (!line) {
        errors.push({ param: `modifiedOrderProducts.${i}.id`, message: 'Product is not part of this order' });
        return;
      }
      const quantity = parseQuantity(
        m.suppliedQuantity,
        `modifiedOrderProducts.${i}.suppliedQuantity`,
        errors,
        true,
      );
      if (quantity === null) return;
      let reason: string | null = m.reason?.trim() || null;
      if (quantity === 0 && !line.substitution) {
        const message = checkReason(
          reason,
          REMOVAL_REASONS,
          ORDER_MESSAGES.removalReasonRequired,
          ORDER_MESSAGES.removalOtherText,
        );
        if (message) errors.push({ param: `modifiedOrderProducts.${i}.reason`, message });
      } else if (quantity > 0) reason = null;
      changes.set(line.id, { quantity, reason });
    });

    const substitutions: Array<{
      sku: string;
      name: string;
      price: number;
      hasGst: boolean;
      quantity: number;
    }> = [];
    body.substitutions.forEach((s, j) => {
      const p = `substitutions.${j}`;
      const sku = parseText(s.sku, `${p}.sku`, ORDER_MESSAGES.skuRequired, errors);
      const name = parseText(s.name, `${p}.name`, ORDER_MESSAGES.nameRequired, errors);
      const price = parsePrice(s.priceIncGST, `${p}.priceIncGST`, errors);
      const quantity = parseQuantity(s.suppliedQuantity, `${p}.suppliedQuantity`, errors, false);
      if (sku !== null && name !== null && price !== null && quantity !== null)
        substitutions.push({
          sku,
          name,
          price,
          hasGst: !(s.gstExempt === 1 || s.gstExempt === true),
          quantity,
        });
    });
    if (errors.length) throw AppError.fields(errors);

    let finalTotal = 0;
    let kept = 0;
    const lineUpdates: Array<{
      id: number;
      finalQuantityPriced: number;
      finalTotalIncGst: number;
      reason: string | null;
    }> = [];
    const dropped: number[] = [];
    for (const line of lines) {
      const change = changes.get(line.id);
      const quantity = change
        ? change.quantity
        : Number(line.finalQuantityPriced ?? line.originalQuantityPriced);
      if (line.substitution && quantity === 0) {
        dropped.push(line.id);
        continue;
      }
      const { total } = priceLine(line.priceIncGst, quantity, line.hasGst);
      finalTotal += total;
      if (quantity > 0) kept += 1;
      lineUpdates.push({
        id: line.id,
        finalQuantityPriced: quantity,
        finalTotalIncGst: total,
        reason: change ? change.reason : line.reason,
      });
    }
    const newLines = substitutions.map((s, k) => {
      const priced = priceLine(s.price, s.quantity, s.hasGst);
      finalTotal += priced.total;
      return {
        orderId,
        productId: null,
        position: lines.length + k,
        sku: s.sku,
        name: s.name,
        portionSize: 1,
        unitOfPortion: 'unit',
        unitOfPrice: 'unit',
        originalNumberOfPortions: 0,
        originalQuantityPriced: 0,
        originalTotalIncGst: 0,
        finalQuantityPriced: s.quantity,
        finalTotalIncGst: priced.total,
        priceIncGst: s.price,
        gst: priced.gst,
        hasGst: s.hasGst,
        substitution: true,
      };
    });
    if (kept === 0 && newLines.length === 0)
      throw AppError.badRequest('modifiedOrderProducts', ORDER_MESSAGES.allRemoved);
    // Over-100% rule: blocking for suppliers, a warning only for staff (they see it in the page).
    if (!actor.staff && totalIncreaseTooHigh(order.originalTotalIncGst, finalTotal))
      throw AppError.badRequest('total', ORDER_MESSAGES.totalIncreaseTooHigh);

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
      await repo.setSupplierReference(tx, actor.supplierId, orderId, body.supplierReference);
      await recordAudit(tx, actor, {
        action: 'order.supplier-reference',
        entity: 'order',
        entityId: orderId,
        before: { supplierReference: before },
        after: { supplierReference: body.supplierReference },
      });
    }
    return { orderId, supplierReference: body.supplierReference };
  });
}
