import { z } from 'zod';
import { gstOfInc, hasMaxDecimals, lineTotal } from '../money.ts';
import {
  decimalProblem,
  id,
  MAX_MONEY_CENTS,
  MAX_QUANTITY,
  parseDecimal,
  storable,
  text,
  TEXT_MESSAGES,
} from '../primitives/index.ts';
import {
  CANCEL_REASONS,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  ORDER_TYPES,
  REMOVAL_REASONS,
} from './orders.messages.ts';

export * from './orders.messages.ts';

/**
 * A reason from a fixed list, optionally with free text as "Reason: text" (the spec's wire form).
 * 'Other' needs free text longer than 1 character. Returns the message of the first rule broken, or null.
 */
export function checkReason(
  value: string | null | undefined,
  allowed: readonly string[],
  requiredMessage: string,
  otherMessage: string,
): string | null {
  const text = (value ?? '').trim();
  if (!text) return requiredMessage;
  const idx = text.indexOf(':');
  const base = (idx >= 0 ? text.slice(0, idx) : text).trim();
  const free = idx >= 0 ? text.slice(idx + 1).trim() : '';
  if (!allowed.includes(base)) return requiredMessage;
  if (base === 'Other' && free.length <= 1) return otherMessage;
  return null;
}

/** "Other" + text → "Other: text"; any other reason stays as it is. */
export function joinReason(reason: string, freeText?: string | null): string {
  const text = freeText?.trim();
  return text ? `${reason}: ${text}` : reason;
}

/** The typed text as a number under the one number rule (primitives/decimal.ts), or null. */
export function parsePlainDecimal(raw: string): number | null {
  return parseDecimal(raw);
}

/**
 * The rules of a supplied quantity once it is a number: positive, not 0 (a removal goes through the line's
 * Actions menu), at most 100,000, at most 3 decimals. The message of the first rule broken, or null.
 */
export function quantityProblem(n: number, opts: { allowZero?: boolean } = {}): string | null {
  if (!Number.isFinite(n) || Object.is(n, -0)) return ORDER_MESSAGES.suppliedNumber;
  if (n < 0) return ORDER_MESSAGES.suppliedPositive;
  if (n === 0) return opts.allowZero ? null : ORDER_MESSAGES.suppliedNotZero;
  if (n > MAX_QUANTITY) return ORDER_MESSAGES.suppliedMax;
  if (!hasMaxDecimals(n, 3)) return ORDER_MESSAGES.suppliedDecimals;
  return null;
}

const SUPPLIED_RULE = { places: 3, min: 0, minExclusive: true, max: MAX_QUANTITY };
const SUPPLIED_MESSAGES = {
  required: ORDER_MESSAGES.suppliedRequired,
  number: ORDER_MESSAGES.suppliedNumber,
  decimals: ORDER_MESSAGES.suppliedDecimals,
  min: ORDER_MESSAGES.suppliedNotZero,
  negative: ORDER_MESSAGES.suppliedPositive,
  max: ORDER_MESSAGES.suppliedMax,
};

/** Supplied quantity as typed in the order table (plain decimals only; empty is an error). */
export function checkSuppliedQuantity(raw: string | number | null | undefined): string | null {
  if (raw === null || raw === undefined) return ORDER_MESSAGES.suppliedRequired;
  if (typeof raw === 'number') return quantityProblem(raw);
  return decimalProblem(raw, SUPPLIED_RULE, SUPPLIED_MESSAGES);
}

const DOLLAR_RULE = { places: 2, min: 0, max: MAX_MONEY_CENTS / 100, dollars: true };
const DOLLAR_MESSAGES = {
  required: ORDER_MESSAGES.priceRequired,
  number: ORDER_MESSAGES.priceNumber,
  decimals: ORDER_MESSAGES.priceDecimals,
  min: ORDER_MESSAGES.priceNegative,
  max: ORDER_MESSAGES.priceMax,
};

/** A price in dollars as typed in the Add Custom Product form (plain decimals, at most 2 places). */
export function checkDollarPrice(raw: string): string | null {
  return decimalProblem(raw, DOLLAR_RULE, DOLLAR_MESSAGES);
}

const isMissing = (input: unknown) => input === undefined || input === null;

/** A supplied quantity on the wire: a JSON number, with the spec's message for each rule. */
const suppliedQuantity = (opts: { allowZero: boolean }) =>
  z
    .number({
      error: (issue) =>
        isMissing(issue.input) ? ORDER_MESSAGES.suppliedRequired : ORDER_MESSAGES.suppliedNumber,
    })
    .superRefine((n, ctx) => {
      const message = quantityProblem(n, opts);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** A custom product's price on the wire: whole cents, incl GST unless gstExempt. */
const customPriceCents = z
  .number({
    error: (issue) => (isMissing(issue.input) ? ORDER_MESSAGES.priceRequired : ORDER_MESSAGES.priceNumber),
  })
  .superRefine((n, ctx) => {
    const message =
      n < 0
        ? ORDER_MESSAGES.priceNegative
        : !Number.isInteger(n)
          ? ORDER_MESSAGES.priceDecimals
          : n > MAX_MONEY_CENTS
            ? ORDER_MESSAGES.priceMax
            : null;
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const requiredText = (message: string) =>
  storable(z.string({ error: message }).trim().min(1, message).max(200, TEXT_MESSAGES.tooLong(200)));

/** The reasons' limits, whole ("Other: text"); the dialogs count the free text against them. */
export const ORDER_TEXT_LIMITS = { cancelReason: 1000, removalReason: 500, customProductText: 200 } as const;

const reasonText = storable(
  z.string().max(ORDER_TEXT_LIMITS.removalReason, ORDER_MESSAGES.reasonMax(ORDER_TEXT_LIMITS.removalReason)),
).nullish();

/** A reason of the list as the spec's wire form carries it (`checkReason`), for the document. */
const reasonsSays = (reasons: readonly string[]) =>
  `one of ${reasons.join('; ')}, as 'Reason' or 'Reason: free text' ('Other' needs the text)`;

export const modifiedOrderProductSchema = z.object({
  id: id().describe("The order's line (its orderProductId)"),
  suppliedQuantity: suppliedQuantity({ allowZero: true }).describe(
    'The supplied quantity, at most 3 decimals; 0 removes the line (with a reason, unless it is a custom product added earlier)',
  ),
  reason: reasonText.describe(`Why the line is removed or changed: ${reasonsSays(REMOVAL_REASONS)}`),
});

export const substitutionSchema = z.object({
  sku: requiredText(ORDER_MESSAGES.skuRequired).describe("The custom product's SKU"),
  name: requiredText(ORDER_MESSAGES.nameRequired).describe("The custom product's name"),
  priceIncGST: customPriceCents.describe('Its price in cents, incl GST unless gstExempt'),
  gstExempt: z
    .union([z.literal(0), z.literal(1), z.boolean()])
    .default(0)
    .describe('1 (or true) when GST does not apply to it; 0 (or false) when it does'),
  suppliedQuantity: suppliedQuantity({ allowZero: false })
    .default(1)
    .describe('The supplied quantity, above 0 with at most 3 decimals'),
});

/**
 * PUT suppliers/orders/{id}/process. The schema holds each value's rules; the rules that need the order
 * (which lines exist, removal reasons, nothing left, the over-100% limit) are `planProcessing`'s.
 */
export const processOrderBodySchema = z.object({
  modifiedOrderProducts: z
    .array(modifiedOrderProductSchema)
    .max(1000)
    .default([])
    .describe("The order's lines whose supplied quantity changes, each with its reason"),
  substitutions: z
    .array(substitutionSchema)
    .max(200)
    .default([])
    .describe('Custom products added to the order (substitutes)'),
});
/** What the portal sends. */
export type ProcessOrderBody = z.input<typeof processOrderBodySchema>;
/** The body once read (defaults applied): what `planProcessing` takes. */
export type ProcessOrderInput = z.output<typeof processOrderBodySchema>;

export const cancelOrderBodySchema = z.object({
  reason: storable(
    z.string().max(ORDER_TEXT_LIMITS.cancelReason, ORDER_MESSAGES.reasonMax(ORDER_TEXT_LIMITS.cancelReason)),
  )
    .nullish()
    .describe(`Reason for cancelling: ${reasonsSays(CANCEL_REASONS)}`),
});
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;

export const supplierReferenceBodySchema = z.object({
  supplierReference: text({
    max: 100,
    required: ORDER_MESSAGES.supplierReferenceRequired,
    tooLong: 'Supplier order ID must be at most 100 characters',
  }).describe("The supplier order ID: the supplier's own, internal ID of the order"),
});
export type SupplierReferenceBody = z.infer<typeof supplierReferenceBodySchema>;

/** The Add Custom Product form (price typed in dollars, incl GST when GST applies). */
export const customProductFormSchema = z.object({
  sku: storable(z.string().trim().min(1, ORDER_MESSAGES.skuRequired).max(200, ORDER_MESSAGES.skuMax)),
  name: storable(z.string().trim().min(1, ORDER_MESSAGES.nameRequired).max(200, ORDER_MESSAGES.nameMax)),
  totalPrice: z.string().superRefine((v, ctx) => {
    const message = checkDollarPrice(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  hasGst: z.boolean(),
});
export type CustomProductForm = z.infer<typeof customProductFormSchema>;

/** A line's total and GST as the server computes them: round(priceIncGST x quantity), GST one eleventh. */
export function priceLine(priceIncGst: number, quantity: number, hasGst: boolean) {
  const total = lineTotal(priceIncGst, quantity);
  return { total, gst: hasGst ? gstOfInc(total) : 0 };
}

/** Change of a total against the original, in percent (null when the original is 0). */
export function changePercent(original: number, final: number): number | null {
  if (!original) return null;
  return ((final - original) / original) * 100;
}

/** Over-100% rule: the final total may not exceed twice the original. */
export function totalIncreaseTooHigh(original: number, final: number): boolean {
  return original > 0 && final > original * 2;
}

const orderStatusSchema = z.enum(ORDER_STATUSES);
const orderTypeSchema = z.enum(ORDER_TYPES);

/** A row of GET suppliers/orders (`filter` may narrow it to the fields it names). */
export const orderListItemSchema = z
  .object({
    orderId: z.number(),
    orderStatus: orderStatusSchema,
    orderType: orderTypeSchema,
    fullName: z.string(),
    shippingCompany: z.string(),
    dateAdded: z.string().describe('ISO 8601 instant'),
    deliveryDate: z.string().describe('Day (YYYY-MM-DD)'),
    total: z.number().describe('Cents incl GST (the final total once processed)'),
    orderedBefore: z.boolean(),
    customerAlert: z.string().nullable(),
    substitutionAllowed: z.boolean(),
    standingOrderId: z.number().nullable(),
    parentOrderId: z.number().nullable(),
    supplierReference: z.string().nullable(),
    shippingFirstname: z.string().nullable(),
    shippingLastname: z.string().nullable(),
    venueId: z.number(),
  })
  .meta({ id: 'OrderListItem' });
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderProductDetailSchema = z
  .object({
    orderProductId: z.number(),
    productId: z.number().nullable(),
    sku: z.string().nullable(),
    name: z.string(),
    portionSize: z.number(),
    unitOfPortion: z.string(),
    unitOfPrice: z.string(),
    originalNumberOfPortions: z.number(),
    originalQuantityPriced: z.number(),
    originalTotalIncGST: z.number(),
    finalQuantityPriced: z.number().nullable(),
    finalTotalIncGST: z.number().nullable(),
    priceIncGST: z.number(),
    gst: z.number(),
    hasGST: z.boolean(),
    substitution: z.boolean(),
    isOnSpecial: z.boolean(),
    isOnCustomPrice: z.boolean(),
    reason: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'OrderProduct' });
export type OrderProductDetail = z.infer<typeof orderProductDetailSchema>;

/** GET suppliers/orders/{id}, and the answer of processing it. Money in cents incl GST. */
export const orderDetailSchema = z
  .object({
    orderId: z.number(),
    orderStatus: orderStatusSchema,
    orderType: orderTypeSchema,
    customerAlert: z.string().nullable(),
    parentOrderId: z.number().nullable(),
    standingOrderId: z.number().nullable(),
    shippingCompany: z.string(),
    shippingAddress: z.string().nullable(),
    shippingCity: z.string().nullable(),
    state: z.string().nullable(),
    shippingPostcode: z.string().nullable(),
    shippingFirstname: z.string().nullable(),
    shippingLastname: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    dateAdded: z.string(),
    deliveryDate: z.string(),
    payment: z.string(),
    liquorLicence: z.string().nullable(),
    deliveryComment: z.string().nullable(),
    cancellationComment: z.string().nullable(),
    substitutionAllowed: z.boolean(),
    originalTotalIncGST: z.number(),
    finalTotalIncGST: z.number(),
    supplierReference: z.string().nullable(),
    orderProducts: z.array(orderProductDetailSchema),
  })
  .meta({ id: 'Order' });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** POST orders/{id}/cancel. */
export const cancelledOrderSchema = z.object({
  orderId: z.number(),
  orderStatus: z.literal('CANCELLED'),
  cancellationComment: z.string(),
});
export type CancelledOrder = z.infer<typeof cancelledOrderSchema>;

/** PATCH suppliers/orders/{id}/supplier-reference. */
export const supplierReferenceAnswerSchema = z.object({ orderId: z.number(), supplierReference: z.string() });

/** GET suppliers/orders-exports: which optional downloads this supplier has. */
export const orderExportsSchema = z.object({ deliveryDayCsv: z.boolean(), pendingOrdersExport: z.boolean() });
export type OrderExports = z.infer<typeof orderExportsSchema>;

/** Pay brand shown for the non-card payment code (the spec names it only as the provider's brand). */
export const PAY_LATER_BRAND = 'PayLater';
export function paymentLabel(payment: string): string {
  return payment === 'credit_card' ? 'Credit card' : PAY_LATER_BRAND;
}
