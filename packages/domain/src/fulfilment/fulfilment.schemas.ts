import { z } from 'zod';
import { gstOfInc, lineTotal } from '../money.ts';
import { calendarDay, dateRangeProblem, isCalendarDay, MAX_RANGE_DAYS } from '../primitives/index.ts';
import type { OrderStatus } from '../orders/orders.schemas.ts';
import { ACCOUNTING_FORMATS, DAY_SHEETS, FULFILMENT_MESSAGES } from './fulfilment.messages.ts';

export * from './fulfilment.messages.ts';

/**
 * The day's sheets (pick sheet, packing slips, run sheet) and the accounting export.
 * Contracts shared by the API and the portal; the decisions are in docs/decisions.md ("Day sheets").
 */

/** The orders of a delivery day: every order to be delivered, i.e. any status but cancelled. */
export const DAY_SHEET_STATUSES: readonly OrderStatus[] = ['PENDING', 'PROCESSING', 'COMPLETED'];

/**
 * Which orders a day's documents count, said on each: the pick sheet and the run sheet count
 * the day's orders as they stand when downloaded; the daily summary counts them as they stood when it
 * was written (`asAt`, e.g. '4 Jun 2026 7:00 am'), so an order placed later is on the sheets only.
 */
export function dayOrdersScope(asAt?: string): string {
  const statuses = DAY_SHEET_STATUSES.map((s) => s.toLowerCase());
  const listed = `${statuses.slice(0, -1).join(', ')} and ${statuses.at(-1)}`;
  const when = asAt ? `as at ${asAt}` : 'when downloaded';
  return `Counts this day's ${listed} orders ${when}; cancelled orders are left out.`;
}

/** GET /suppliers/day-sheets/{sheet}?deliveryDate=YYYY-MM-DD */
export const daySheetQuerySchema = z.object({
  deliveryDate: calendarDay(FULFILMENT_MESSAGES.deliveryDate),
});
export type DaySheetQuery = z.infer<typeof daySheetQuerySchema>;
export const daySheetParamsSchema = z.object({
  sheet: z.enum(DAY_SHEETS, { error: 'Sheet must be pick-sheet, packing-slips or run-sheet' }),
});

/** GET /suppliers/accounting-export?format=xero|myob&from=YYYY-MM-DD&to=YYYY-MM-DD (delivery days, inclusive). */
export const accountingExportQuerySchema = z
  .object({
    format: z.enum(ACCOUNTING_FORMATS, { error: FULFILMENT_MESSAGES.formatInvalid }),
    from: calendarDay(FULFILMENT_MESSAGES.fromInvalid),
    to: calendarDay(FULFILMENT_MESSAGES.toInvalid),
  })
  .superRefine((q, ctx) => {
    // Each end's own problem is its field's; the range's (order, length) the one rule the form uses too.
    if (!isCalendarDay(q.from) || !isCalendarDay(q.to)) return;
    const problem = dateRangeProblem(q.from, q.to, MAX_RANGE_DAYS);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export type AccountingExportQuery = z.infer<typeof accountingExportQuerySchema>;

/**
 * Xero's sales invoice import template (Business › Invoices › Import), its header row exactly.
 * One row per invoice line; rows with the same *InvoiceNumber make one invoice.
 */
export const XERO_SALES_INVOICE_HEADERS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'Total',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

/**
 * Xero's sales credit note import template (Business › Invoices › Credit notes › Import), a separate template
 * from invoices: *CreditNoteNumber and *CreditNoteDate in place of the invoice's number and date, no due date
 * or total, amounts positive (Xero credits them). The invoice a note adjusts goes in Reference
 * (docs/decisions/documents.md, "Credit notes in the books").
 */
export const XERO_CREDIT_NOTE_HEADERS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*CreditNoteNumber',
  'Reference',
  '*CreditNoteDate',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

/**
 * MYOB AccountRight's Service Sales import (File › Import Data › Sales › Service Sales), the fields we
 * fill, named as AccountRight names them so the Import Assistant matches them. One row per line; a
 * blank row ends a sale, as in AccountRight's own export. The Card ID (one per venue) identifies the
 * customer: choose "Card ID" under "Identify cards by" when importing.
 */
export const MYOB_SERVICE_SALES_HEADERS = [
  'Co./Last Name',
  'Card ID',
  'Addr 1 - Line 1',
  'Addr 1 - Line 2',
  'Addr 1 - Line 3',
  'Addr 1 - Line 4',
  'Inclusive',
  'Invoice #',
  'Date',
  'Customer PO',
  'Description',
  'Account #',
  'Amount',
  'Inc-Tax Amount',
  'Tax Code',
  'GST Amount',
  'Sale Status',
  'Journal Memo',
] as const;

export const XERO_TAX_TYPES = { gst: 'GST on Income', free: 'GST Free Income' } as const;
export const MYOB_TAX_CODES = { gst: 'GST', free: 'FRE' } as const;
/** Xero's default Australian chart of accounts: 200 Sales. */
export const XERO_SALES_ACCOUNT = '200';
/** AccountRight's default Australian chart of accounts: 4-1000 Sales. */
export const MYOB_SALES_ACCOUNT = '4-1000';

/** One supplied line of an invoice, in cents incl GST. */
export type InvoiceLineAmounts = {
  quantity: number;
  priceIncGst: number;
  totalIncGst: number;
  hasGst: boolean;
};

/**
 * What a line exports as: quantity x unit amount (incl GST) gives its total to the cent. When the
 * supplier set the line's total by hand (so price x quantity does not give it), the line goes as
 * 1 x its total, so every invoice still adds up to the cent.
 */
export function exportLineAmounts(line: InvoiceLineAmounts) {
  const exact = lineTotal(line.priceIncGst, line.quantity) === line.totalIncGst;
  const gst = line.hasGst ? gstOfInc(line.totalIncGst) : 0;
  return {
    exact,
    quantity: exact ? line.quantity : 1,
    unitAmount: exact ? line.priceIncGst : line.totalIncGst,
    total: line.totalIncGst,
    gst,
    ex: line.totalIncGst - gst,
  };
}

/** Cents as a plain decimal for an import file: 1234 → "12.34", -5 → "-0.05" (no currency sign, no commas). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A quantity with up to 3 decimals and no trailing zeros: 1.5, 2, 0.125. */
export function plainQuantity(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}

/** 'YYYY-MM-DD' as the DD/MM/YYYY an Australian Xero or AccountRight file expects. */
export function australianDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
