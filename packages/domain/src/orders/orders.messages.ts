import { ERROR_CODES } from '../errors.ts';
/*
 * The orders' words and limits: statuses, types, documents, page sizes, reasons and messages. No schemas
 * (no zod): the portal's lists and menus import these without evaluating the order schemas.
 * orders.ts re-exports them.
 */
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

/** 'Any status' in the Orders CSV (spec 001 §7): pending, completed and cancelled; not processing. */
export const ORDERS_CSV_ANY_STATUSES: readonly OrderStatus[] = ['PENDING', 'COMPLETED', 'CANCELLED'];

/**
 * Which orders 'Any status' lists, said in the Orders CSV dialog beside what the day sheets and the
 * daily summary count (for one day they list different sets, for these reasons).
 */
export const ORDERS_CSV_ANY_SCOPE =
  'Any status lists pending, completed and cancelled orders; processing orders are not included. The pick sheet, run sheet and daily summary count pending, processing and completed orders.';

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

/**
 * The supplier order ID is printed on the tax invoice and carried into the accounting exports, so it
 * freezes when the invoice is issued: what a bookkeeper imported and the PDF they download later agree.
 */
export const supplierReferenceEditable = (status: OrderStatus): boolean =>
  !documentAllowed('invoice', status);

/** Up to this many orders' documents download at once; a larger selection is rendered and e-mailed. */
export const DIRECT_PDF_LIMIT = 20;
/** The most orders one e-mailed batch may hold. */
export const EMAIL_PDF_LIMIT = 1000;
/** A supplier's e-mailed batches that may wait (queued or rendering) at once. */
export const EMAIL_BATCHES_WAITING = 3;
/** A supplier's e-mailed batches per rolling hour. */
export const EMAIL_BATCHES_PER_HOUR = 20;

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

/**
 * The most rows (order lines) one orders CSV holds: about 70 MB, written a chunk at a time.
 * A larger range is refused with `ORDER_MESSAGES.csvTooLarge` before anything is sent.
 */
export const ORDERS_CSV_MAX_ROWS = 100_000;
export const CSV_TOO_LARGE_CODE = ERROR_CODES.exportTooLarge;

export const ORDER_MESSAGES = {
  csvTooLarge: (rows: number) =>
    `This export has ${rows.toLocaleString('en-AU')} rows, more than the ${ORDERS_CSV_MAX_ROWS.toLocaleString('en-AU')} one file can hold. Please choose a shorter date range`,
  cancelReasonRequired: 'Reason for cancelling is required',
  cancelOtherText: 'Please enter a reason for cancelling',
  removalReasonRequired: 'Reason for product removal is required',
  removalOtherText: 'Please enter a reason for removing the product',
  suppliedNumber: 'Supplied quantity must be a number',
  /** Not in the spec: a process body that changes one line twice. */
  lineTwice: 'This product is changed more than once',
  // Not in the spec: worded as its other limits ("… must be at most N characters").
  reasonMax: (max: number) => `Reason must be at most ${max.toLocaleString('en-AU')} characters`,
  skuMax: 'SKU must be at most 200 characters',
  nameMax: 'Product name must be at most 200 characters',
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
  supplierReferenceFrozen:
    "The supplier order ID is part of this order's tax invoice and can't be changed once the invoice is issued",
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
