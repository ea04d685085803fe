import { z } from 'zod';
import { gstOfInc, hasMaxDecimals, lineTotal } from '../money.ts';
import { id, MAX_MONEY_CENTS, MAX_QUANTITY, storable, text } from '../primitives/index.ts';

/** Stored order statuses (spec 002 enumerations; ALL is only a filter value). */
export const ORDER_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TYPES = ['REGULAR', 'TOPUP', 'STANDING'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  REGULAR: 'Regular',
  TOPUP: 'Top-Up',
  STANDING: 'Standing',
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/** Top-up if it has a parent order; standing if it has a standing order id; otherwise regular. */
export function orderTypeOf(order: {
  parentOrderId: number | null;
  standingOrderId: number | null;
}): OrderType {
  if (order.parentOrderId != null) return 'TOPUP';
  if (order.standingOrderId != null) return 'STANDING';
  return 'REGULAR';
}

/** Orders that can still be cancelled. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['PENDING', 'PROCESSING'];

/**
 * The order documents, named as the API names them (GET orders/{id}/{type}). Which statuses each exists for is
 * decided here once, by `documentProblem`, for the API's refusal and the portal's menus alike.
 */
export const ORDER_DOCUMENTS = [
  'delivery-docket',
  'invoice',
  'purchase-order',
  'delivery-instructions',
] as const;
export type OrderDocument = (typeof ORDER_DOCUMENTS)[number];
/** The three of the orders list's Bulk Actions menu (delivery instructions are per order only). */
export const DOCUMENT_TYPES = ['delivery-docket', 'invoice', 'purchase-order'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_LABELS: Record<OrderDocument, string> = {
  'delivery-docket': 'Delivery Slip',
  invoice: 'Invoice',
  'purchase-order': 'Purchase Order',
  'delivery-instructions': 'Delivery Details',
};

/**
 * Why a document does not exist for an order of this status (the spec's message), or null when it does:
 * invoices only for completed orders, delivery slips for orders not cancelled, the rest for all.
 */
export function documentProblem(doc: OrderDocument, status: string): string | null {
  if (doc === 'invoice' && status !== 'COMPLETED') return ORDER_MESSAGES.invoiceOnlyCompleted;
  if (doc === 'delivery-docket' && status === 'CANCELLED') return ORDER_MESSAGES.slipNotCancelled;
  return null;
}
export const documentAllowed = (doc: OrderDocument, status: OrderStatus): boolean =>
  documentProblem(doc, status) === null;

/** Up to this many orders' documents download at once; a larger selection is rendered and e-mailed. */
export const DIRECT_PDF_LIMIT = 20;
/** The most orders one e-mailed batch may hold. */
export const EMAIL_PDF_LIMIT = 1000;

export const ORDERS_PAGE_SIZE = 100;
export const ORDER_PRODUCTS_PAGE_SIZE = 150;
export const SELECTION_BADGE_MAX = 100;

export const CANCEL_REASONS = [
  'Customer cancellation',
  'Product Out of Stock',
  'Order was not delivered',
  'Other',
] as const;

export const REMOVAL_REASONS = [
  'Poor quality',
  'Discontinued product',
  'Temporarily out of stock',
  'Market availability',
  'Substituting with similar product',
  'Other',
] as const;

export const ORDER_MESSAGES = {
  cancelReasonRequired: 'Reason for cancelling is required',
  cancelOtherText: 'Please enter a reason for cancelling',
  removalReasonRequired: 'Reason for product removal is required',
  removalOtherText: 'Please enter a reason for removing the product',
  suppliedNumber: 'Supplied quantity must be a number',
  suppliedRequired: 'Supplied quantity is required',
  suppliedPositive: 'Quantity must be a positive number',
  suppliedNotZero: "Supplied quantity can't be 0",
  suppliedDecimals: 'Quantity cannot be over 3 decimal places',
  suppliedMax: 'Supplied quantity must be 100,000 or less',
  skuRequired: 'SKU is required',
  nameRequired: 'Product name is required',
  priceNumber: 'Total price must be a number',
  priceRequired: 'Total price is required',
  priceNegative: 'Total price cannot be negative',
  priceDecimals: 'Total price must have a maximum of 2 decimal places',
  priceMax: 'Total price must be $1,000,000.00 or less',
  supplierReferenceRequired: 'Supplier order ID is required',
  totalIncreaseTooHigh: 'Order total increase too high',
  allRemoved: 'Every product has been removed from this order. Please cancel the order instead.',
  notPending: 'This order has already been processed',
  processCancelled: 'This order has been cancelled',
  notOpen: 'Only pending or processing orders can be cancelled',
  invoiceOnlyCompleted: 'Please note you can only download Invoices for completed Orders.',
  slipNotCancelled: 'Please note you cannot download Delivery slips for cancelled orders.',
  processFailed: 'Unable to process order. Please try again later',
  processCorrect: 'Please correct the errors above',
  processSuccess: 'Order processed successfully',
  cancelFailed: 'We were unable to cancel this order. Our engineers have been notified!',
  notFound: 'We were unable to find your order at this point in time. Our engineers have been notified.',
  updateReferenceFailed: 'Unable to update the internal order ID',
  csvFailed: 'Unable to download order data csv. Please try again later',
  csvInline: 'We were unable to download the order data csv. Our engineers have been notified!',
  dayCsvFailed: 'Unable to download products for delivery day CSV',
  dayCsvInline: 'We were unable to download the CSV. Our engineers have been notified!',
  supplierDetailsFailed: 'Unable to load supplier details',
} as const;

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

/**
 * A number as a person types it: plain decimal digits with an optional sign and point ('12', '1.5', '.5',
 * '-2'). Hexadecimal ('0x1A'), exponents ('1e2'), 'Infinity' and spaces inside are not numbers here, though
 * JavaScript's Number() reads them; the form and the server follow this one rule.
 */
export const PLAIN_DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;

/** The typed text as a number under PLAIN_DECIMAL, or null when it is empty or not a plain decimal. */
export function parsePlainDecimal(raw: string): number | null {
  const text = raw.trim();
  return PLAIN_DECIMAL.test(text) ? Number(text) : null;
}

/**
 * The rules of a supplied quantity once it is a number: positive, not 0 (a removal goes through the line's
 * Actions menu), at most 100,000, at most 3 decimals. The message of the first rule broken, or null.
 */
export function quantityProblem(n: number, opts: { allowZero?: boolean } = {}): string | null {
  if (!Number.isFinite(n)) return ORDER_MESSAGES.suppliedNumber;
  if (n < 0) return ORDER_MESSAGES.suppliedPositive;
  if (n === 0) return opts.allowZero ? null : ORDER_MESSAGES.suppliedNotZero;
  if (n > MAX_QUANTITY) return ORDER_MESSAGES.suppliedMax;
  if (!hasMaxDecimals(n, 3)) return ORDER_MESSAGES.suppliedDecimals;
  return null;
}

/** Supplied quantity as typed in the order table (plain decimals only; empty is an error). */
export function checkSuppliedQuantity(raw: string | number | null | undefined): string | null {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === ''))
    return ORDER_MESSAGES.suppliedRequired;
  if (typeof raw === 'number') return quantityProblem(raw);
  const n = parsePlainDecimal(raw);
  if (n === null) return ORDER_MESSAGES.suppliedNumber;
  // The typed text decides the decimals ('1.2000' has four places even though it is 1.2).
  return quantityProblem(n) ?? (hasMaxDecimals(raw, 3) ? null : ORDER_MESSAGES.suppliedDecimals);
}

/** A price in dollars as typed in the Add Custom Product form (plain decimals, at most 2 places). */
export function checkDollarPrice(raw: string): string | null {
  const text = raw.trim();
  if (!text) return ORDER_MESSAGES.priceRequired;
  const n = parsePlainDecimal(text);
  if (n === null) return ORDER_MESSAGES.priceNumber;
  if (n < 0) return ORDER_MESSAGES.priceNegative;
  if (!hasMaxDecimals(text, 2)) return ORDER_MESSAGES.priceDecimals;
  if (Math.round(n * 100) > MAX_MONEY_CENTS) return ORDER_MESSAGES.priceMax;
  return null;
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
  storable(z.string({ error: message }).trim().min(1, message).max(200, 'Must be at most 200 characters'));

const reasonText = storable(z.string().max(500)).nullish();

export const modifiedOrderProductSchema = z.object({
  id: id(),
  /** 0 removes the line (with a reason, unless it is a custom product added earlier). */
  suppliedQuantity: suppliedQuantity({ allowZero: true }),
  reason: reasonText,
});

export const substitutionSchema = z.object({
  sku: requiredText(ORDER_MESSAGES.skuRequired),
  name: requiredText(ORDER_MESSAGES.nameRequired),
  /** Cents, incl GST unless gstExempt. */
  priceIncGST: customPriceCents,
  gstExempt: z.union([z.literal(0), z.literal(1), z.boolean()]).default(0),
  suppliedQuantity: suppliedQuantity({ allowZero: false }).default(1),
});

/**
 * PUT suppliers/orders/{id}/process. The schema holds each value's rules; the rules that need the order
 * (which lines exist, removal reasons, nothing left, the over-100% limit) are `planProcessing`'s.
 */
export const processOrderBodySchema = z.object({
  modifiedOrderProducts: z.array(modifiedOrderProductSchema).max(1000).default([]),
  substitutions: z.array(substitutionSchema).max(200).default([]),
});
/** What the portal sends. */
export type ProcessOrderBody = z.input<typeof processOrderBodySchema>;
/** The body once read (defaults applied): what `planProcessing` takes. */
export type ProcessOrderInput = z.output<typeof processOrderBodySchema>;

export const cancelOrderBodySchema = z.object({ reason: storable(z.string().max(1000)).nullish() });
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;

export const supplierReferenceBodySchema = z.object({
  supplierReference: text({
    max: 100,
    required: ORDER_MESSAGES.supplierReferenceRequired,
    tooLong: 'Supplier order ID must be at most 100 characters',
  }),
});
export type SupplierReferenceBody = z.infer<typeof supplierReferenceBodySchema>;

/** The Add Custom Product form (price typed in dollars, incl GST when GST applies). */
export const customProductFormSchema = z.object({
  sku: storable(z.string().trim().min(1, ORDER_MESSAGES.skuRequired).max(200)),
  name: storable(z.string().trim().min(1, ORDER_MESSAGES.nameRequired).max(200)),
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
