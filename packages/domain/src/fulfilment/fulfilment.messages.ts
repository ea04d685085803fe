import { DATE_RANGE_MESSAGES } from '../primitives/calendar.ts';

/*
 * The day sheets' and accounting export's words: no schemas (no zod), so the orders list's Downloads menu
 * and the reports page import them without evaluating the fulfilment schemas. fulfilment.ts re-exports them.
 */
export const FULFILMENT_MESSAGES = {
  deliveryDate: 'Please choose a delivery date',
  fromInvalid: DATE_RANGE_MESSAGES.fromInvalid,
  toInvalid: DATE_RANGE_MESSAGES.toInvalid,
  toBeforeFrom: DATE_RANGE_MESSAGES.toBeforeFrom,
  rangeTooLong: DATE_RANGE_MESSAGES.tooLong,
  formatInvalid: 'Format must be xero or myob',
  sheetFailed: 'Unable to download the sheet. Please try again later',
  exportFailed: 'Unable to download the accounting export. Please try again later',
  noOrders: 'No orders to deliver on this day.',
} as const;

/** The sheets a delivery day has, as they appear in the URL and the Downloads menu. */
export const DAY_SHEETS = ['pick-sheet', 'packing-slips', 'run-sheet'] as const;
export type DaySheet = (typeof DAY_SHEETS)[number];
export const DAY_SHEET_LABELS: Record<DaySheet, string> = {
  'pick-sheet': 'Pick sheet',
  'packing-slips': 'Packing slips',
  'run-sheet': 'Run sheet',
};

export const ACCOUNTING_FORMATS = ['xero', 'myob'] as const;
export type AccountingFormat = (typeof ACCOUNTING_FORMATS)[number];
export const ACCOUNTING_FORMAT_LABELS: Record<AccountingFormat, string> = {
  xero: 'Xero (sales invoices)',
  myob: 'MYOB AccountRight (service sales)',
};

/** Xero refuses an import of more than this many invoices: larger exports come as several files. */
export const XERO_INVOICES_PER_FILE = 500;

/** What the accounting export dialog says before the download, about Xero's limit (it counts credit notes too). */
export const XERO_SPLIT_NOTE = `Xero imports at most ${XERO_INVOICES_PER_FILE} invoices or credit notes at a time: more than that come as numbered CSV files of at most ${XERO_INVOICES_PER_FILE} each. Import them one after the other.`;

/**
 * What the accounting export dialog says about the files and the period: an export holds the invoices
 * dated in the chosen days (the GST period a bookkeeper reports), each dated the day its order was processed,
 * and the credit notes issued in them; which file holds what, per format.
 */
export const ACCOUNTING_EXPORT_NOTES = {
  period:
    'The invoices dated in the dates chosen (an invoice is dated the day its order was processed) and the credit notes issued in them, one line per product supplied or credited, with GST per line.',
  importOnly:
    'These files are for importing into your accounting system, not for opening in a spreadsheet: every value is kept exactly as typed, with no formula guard, so the import matches your invoices and credit notes.',
  xeroFiles:
    'Xero imports invoices and credit notes with separate templates, so they come as separate files, in a ZIP when there is more than one: the invoices in xero-sales-invoices-….csv (import under Invoices, with amounts tax inclusive) and the credit notes in xero-credit-notes-….csv (import under Credit notes, with amounts tax inclusive), each credit note with its CN- number and the invoice it adjusts as its reference.',
  myobFiles:
    'One file: the invoices, then the credit notes as sales with negative amounts, each with its CN- number as the invoice number and the invoice it adjusts as the customer PO.',
  myobCards:
    'Each venue has its own customer card in MYOB, identified by its Card ID: when importing, choose to identify cards by Card ID.',
} as const;

/** The calendar day `days` after `day` ('YYYY-MM-DD'). */
export function addCalendarDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
