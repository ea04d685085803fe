import {
  checkReason,
  ORDER_MESSAGES,
  priceLine,
  REMOVAL_REASONS,
  totalIncreaseTooHigh,
  type OrderDetail,
  type OrderProductDetail,
  type ProcessOrderInput,
} from './orders.schemas.ts';

/** What planning needs of an order: its original total and its lines as the API answers them. */
export type OrderToProcess = Pick<OrderDetail, 'originalTotalIncGST'> & {
  orderProducts: ReadonlyArray<
    Pick<
      OrderProductDetail,
      | 'orderProductId'
      | 'priceIncGST'
      | 'hasGST'
      | 'substitution'
      | 'finalQuantityPriced'
      | 'originalQuantityPriced'
      | 'reason'
    >
  >;
};

/** A line of the order once processed (cents incl GST). */
export type PlannedLine = { id: number; quantity: number; total: number; gst: number; reason: string | null };
/** A custom product added while processing. */
export type PlannedSubstitution = {
  sku: string;
  name: string;
  priceIncGst: number;
  hasGst: boolean;
  quantity: number;
  total: number;
  gst: number;
};

/**
 * A custom product as an order line: one unit priced per unit, never ordered (its original quantities
 * are 0), marked as a substitution. The one place its defaults are written: processing and the seed.
 */
export function customLine(s: PlannedSubstitution, position: number) {
  return {
    productId: null,
    position,
    sku: s.sku,
    name: s.name,
    portionSize: 1,
    unitOfPortion: 'unit',
    unitOfPrice: 'unit',
    originalNumberOfPortions: 0,
    originalQuantityPriced: 0,
    originalTotalIncGst: 0,
    finalQuantityPriced: s.quantity,
    finalTotalIncGst: s.total,
    priceIncGst: s.priceIncGst,
    gst: s.gst,
    hasGst: s.hasGst,
    isOnSpecial: false,
    isOnCustomPrice: false,
    substitution: true,
  };
}

export type ProcessingPlan = {
  /** Every line that stays, at its final quantity (a removal stays at 0 with its reason). */
  lines: PlannedLine[];
  /** Custom products added earlier and now set to 0: they leave the order. */
  dropped: number[];
  substitutions: PlannedSubstitution[];
  finalTotal: number;
  /** Every line removed and nothing added: the order should be cancelled instead. */
  everythingRemoved: boolean;
  /** The final total is over twice the original (blocking for suppliers, a warning for staff). */
  tooHigh: boolean;
};

export type ProcessingError = { param: string; message: string };

export type ProcessingResult =
  | { ok: true; plan: ProcessingPlan }
  | { ok: false; errors: ProcessingError[]; plan: ProcessingPlan };

/**
 * The rules of processing a pending order (spec 001 §2), for the server and the order editor alike. Each
 * value of the body has already passed `processOrderBodySchema`; these are the rules that need the order:
 * - a modified line must be one of the order's (`modifiedOrderProducts.{i}.id`);
 * - a line set to 0 is a removal and needs a reason from the list ('Other: …' with some text), unless it is a
 *   custom product added earlier, which is simply dropped;
 * - every line is priced again as round(priceIncGST × quantity), custom products too;
 * - removing everything and adding nothing is refused (cancel the order instead);
 * - the final total may not be over twice the original, unless staff process it (then it is only a warning).
 * The plan is returned with the errors too, so a form can show its totals while they are being fixed.
 */
export function planProcessing(
  order: OrderToProcess,
  body: ProcessOrderInput,
  { staff }: { staff: boolean },
): ProcessingResult {
  const errors: ProcessingError[] = [];
  const byId = new Map(order.orderProducts.map((line) => [line.orderProductId, line]));
  const changes = new Map<number, { quantity: number; reason: string | null }>();
  body.modifiedOrderProducts.forEach((change, i) => {
    const line = byId.get(change.id);
    if (!line) {
      errors.push({ param: `modifiedOrderProducts.${i}.id`, message: 'Product is not part of this order' });
      return;
    }
    // The same line twice is refused, not "the last one wins".
    if (changes.has(line.orderProductId)) {
      errors.push({ param: `modifiedOrderProducts.${i}.id`, message: ORDER_MESSAGES.lineTwice });
      return;
    }
    const quantity = change.suppliedQuantity;
    let reason = change.reason?.trim() || null;
    if (quantity === 0 && !line.substitution) {
      const message = checkReason(
        reason,
        REMOVAL_REASONS,
        ORDER_MESSAGES.removalReasonRequired,
        ORDER_MESSAGES.removalOtherText,
      );
      if (message) errors.push({ param: `modifiedOrderProducts.${i}.reason`, message });
    } else if (quantity > 0) reason = null;
    changes.set(line.orderProductId, { quantity, reason });
  });

  const lines: PlannedLine[] = [];
  const dropped: number[] = [];
  let finalTotal = 0;
  let kept = 0;
  for (const line of order.orderProducts) {
    const change = changes.get(line.orderProductId);
    const quantity = change ? change.quantity : (line.finalQuantityPriced ?? line.originalQuantityPriced);
    if (line.substitution && quantity === 0) {
      dropped.push(line.orderProductId);
      continue;
    }
    const { total, gst } = priceLine(line.priceIncGST, quantity, line.hasGST);
    finalTotal += total;
    if (quantity > 0) kept += 1;
    lines.push({
      id: line.orderProductId,
      quantity,
      total,
      gst,
      reason: change ? change.reason : line.reason,
    });
  }
  const substitutions = body.substitutions.map((s): PlannedSubstitution => {
    const hasGst = !(s.gstExempt === 1 || s.gstExempt === true);
    const priced = priceLine(s.priceIncGST, s.suppliedQuantity, hasGst);
    finalTotal += priced.total;
    return {
      sku: s.sku,
      name: s.name,
      priceIncGst: s.priceIncGST,
      hasGst,
      quantity: s.suppliedQuantity,
      ...priced,
    };
  });
  const everythingRemoved = kept === 0 && substitutions.length === 0;
  const tooHigh = totalIncreaseTooHigh(order.originalTotalIncGST, finalTotal);
  const plan: ProcessingPlan = { lines, dropped, substitutions, finalTotal, everythingRemoved, tooHigh };

  if (!errors.length && everythingRemoved)
    errors.push({ param: 'modifiedOrderProducts', message: ORDER_MESSAGES.allRemoved });
  if (!errors.length && tooHigh && !staff)
    errors.push({ param: 'total', message: ORDER_MESSAGES.totalIncreaseTooHigh });
  return errors.length ? { ok: false, errors, plan } : { ok: true, plan };
}
