import { z } from 'zod';
import { gstOfInc, hasMaxDecimals, lineTotal } from '../money.ts';
import { id, MAX_MONEY_CENTS, MAX_QUANTITY, storable, text, textProblem } from '../primitives/index.ts';

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

export const DOCUMENT_TYPES = ['delivery-slip', 'invoice', 'purchase-order'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_LABELS: Record<DocumentType, string> = {
  'delivery-slip': 'Delivery Slip',
  invoice: 'Invoice',
  'purchase-order': 'Purchase Order',
};

/** Invoices only for completed orders; delivery slips for orders not cancelled; purchase orders for all. */
export function documentAllowed(doc: DocumentType, status: OrderStatus): boolean {
  if (doc === 'invoice') return status === 'COMPLETED';
  if (doc === 'delivery-slip') return status !== 'CANCELLED';
  return true;
}

export const ORDERS_PAGE_SIZE = 100;
export const ORDER_PRODUCTS_PAGE_SIZE = 150;
export const SELECTION_BADGE_MAX = 100;
export const DIRECT_PDF_LIMIT = 20;

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
 * Supplied quantity as typed in the order table (a removal goes through the line's Actions menu, so a
 * typed 0 is refused). Returns the message of the first rule broken, or null.
 */
export function checkSuppliedQuantity(raw: string | number | null | undefined): string | null {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === ''))
    return ORDER_MESSAGES.suppliedRequired;
  const n = typeof raw === 'number' ? raw : Number(raw.trim());
  if (!Number.isFinite(n)) return ORDER_MESSAGES.suppliedNumber;
  if (n < 0) return ORDER_MESSAGES.suppliedPositive;
  if (n === 0) return ORDER_MESSAGES.suppliedNotZero;
  if (n > MAX_QUANTITY) return ORDER_MESSAGES.suppliedMax;
  if (!hasMaxDecimals(raw, 3)) return ORDER_MESSAGES.suppliedDecimals;
  return null;
}

const reasonText = storable(z.string().max(500)).nullish();

/**
 * A field the service reads row by row with the spec's messages (see orders.service parse*): here only
 * what could never be stored is refused, a string with NUL or a lone surrogate, or a number past `max`.
 */
const rowValue = (tooHigh?: { max: number; message: string }) =>
  z.unknown().superRefine((value, ctx) => {
    const problem = typeof value === 'string' ? textProblem(value) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    else if (
      tooHigh &&
      (typeof value === 'number' || typeof value === 'string') &&
      Number(value) > tooHigh.max
    )
      ctx.addIssue({ code: 'custom', message: tooHigh.message });
  });

export const modifiedOrderProductSchema = z.object({
  id: id(),
  suppliedQuantity: rowValue().optional(),
  reason: reasonText,
});

export const substitutionSchema = z.object({
  sku: rowValue().optional(),
  name: rowValue().optional(),
  /** Cents, incl GST unless gstExempt. */
  priceIncGST: rowValue({ max: MAX_MONEY_CENTS, message: ORDER_MESSAGES.priceMax }).optional(),
  gstExempt: z.union([z.literal(0), z.literal(1), z.boolean()]).default(0),
  suppliedQuantity: rowValue().default(1),
});

/** PUT suppliers/orders/{id}/process: every field is checked by the service, row by row, with the spec's messages. */
export const processOrderBodySchema = z.object({
  modifiedOrderProducts: z.array(modifiedOrderProductSchema).max(1000).default([]),
  substitutions: z.array(substitutionSchema).max(200).default([]),
});
export type ProcessOrderBody = z.input<typeof processOrderBodySchema>;

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
  sku: storable(z.string().trim().min(1, ORDER_MESSAGES.skuRequired)),
  name: storable(z.string().trim().min(1, ORDER_MESSAGES.nameRequired)),
  totalPrice: z
    .string()
    .trim()
    .min(1, ORDER_MESSAGES.priceRequired)
    .refine((v) => v === '' || Number.isFinite(Number(v)), ORDER_MESSAGES.priceNumber)
    .refine((v) => !Number.isFinite(Number(v)) || Number(v) >= 0, ORDER_MESSAGES.priceNegative)
    .refine((v) => !Number.isFinite(Number(v)) || hasMaxDecimals(v, 2), ORDER_MESSAGES.priceDecimals),
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

export type OrderListItem = {
  orderId: number;
  orderStatus: OrderStatus;
  orderType: OrderType;
  fullName: string;
  shippingCompany: string;
  dateAdded: string;
  deliveryDate: string;
  total: number;
  orderedBefore: boolean;
  customerAlert: string | null;
  substitutionAllowed: boolean;
  standingOrderId: number | null;
  parentOrderId: number | null;
  supplierReference: string | null;
  shippingFirstname: string | null;
  shippingLastname: string | null;
  venueId: number;
};

export type OrderProductDetail = {
  orderProductId: number;
  productId: number | null;
  sku: string | null;
  name: string;
  portionSize: number;
  unitOfPortion: string;
  unitOfPrice: string;
  originalNumberOfPortions: number;
  originalQuantityPriced: number;
  originalTotalIncGST: number;
  finalQuantityPriced: number | null;
  finalTotalIncGST: number | null;
  priceIncGST: number;
  gst: number;
  hasGST: boolean;
  substitution: boolean;
  isOnSpecial: boolean;
  isOnCustomPrice: boolean;
  reason: string | null;
  error: string | null;
};

export type OrderDetail = {
  orderId: number;
  orderStatus: OrderStatus;
  orderType: OrderType;
  customerAlert: string | null;
  parentOrderId: number | null;
  standingOrderId: number | null;
  shippingCompany: string;
  shippingAddress: string | null;
  shippingCity: string | null;
  state: string | null;
  shippingPostcode: string | null;
  shippingFirstname: string | null;
  shippingLastname: string | null;
  phone: string | null;
  email: string | null;
  dateAdded: string;
  deliveryDate: string;
  payment: string;
  liquorLicence: string | null;
  deliveryComment: string | null;
  cancellationComment: string | null;
  substitutionAllowed: boolean;
  originalTotalIncGST: number;
  finalTotalIncGST: number;
  supplierReference: string | null;
  orderProducts: OrderProductDetail[];
};

/** Pay brand shown for the non-card payment code (the spec names it only as the provider's brand). */
export const PAY_LATER_BRAND = 'PayLater';
export function paymentLabel(payment: string): string {
  return payment === 'credit_card' ? 'Credit card' : PAY_LATER_BRAND;
}
