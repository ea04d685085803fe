/*
 * The facts of a tax invoice that every document and export must agree on: its number, its date of issue
 * and when it is due (docs/decisions/documents.md). No zod here: the web's order page imports them too.
 */
import { dayInZone, timeZoneForState } from '../time-zones.ts';
import { addCalendarDays } from './fulfilment.messages.ts';

/** Orders paid later are due this many days after the delivery day; card orders are paid at once. */
export const PAY_LATER_DUE_DAYS = 14;

/** The invoice number of an order, the same on the PDF, in e-mails, both exports and as payment reference. */
export function invoiceNumber(orderId: number): string {
  return `INV-${orderId}`;
}

/**
 * The invoice date (the ATO's "date the invoice was issued"): the day the supplier processed the order,
 * in the supplier's time zone; the delivery day for an order with no processing time on record.
 */
export function invoiceDate(
  order: { processedAt: Date | null; deliveryDate: string },
  supplierState: string | null,
): string {
  return order.processedAt
    ? dayInZone(order.processedAt, timeZoneForState(supplierState))
    : order.deliveryDate;
}

/** When an invoice is due: PayLater 14 days after delivery (never before the invoice date); card at once. */
export function invoiceDueDate(payment: string, issued: string, deliveryDate: string): string {
  if (payment !== 'pay_later') return issued;
  const due = addCalendarDays(deliveryDate, PAY_LATER_DUE_DAYS);
  return due < issued ? issued : due;
}

/** The terms printed on a tax invoice, in the words the exports' due date follows. */
export function paymentTerms(payment: string): string {
  return payment === 'pay_later'
    ? `PayLater: due ${PAY_LATER_DUE_DAYS} days after delivery`
    : 'Paid by credit card through the marketplace';
}
