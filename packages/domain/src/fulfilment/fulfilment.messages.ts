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

/** Xero refuses an import of more than this many invoices (issue 33): larger exports come as several files. */
export const XERO_INVOICES_PER_FILE = 500;

/** What the accounting export dialog says before the download, about Xero's limit. */
export const XERO_SPLIT_NOTE = `Xero imports at most ${XERO_INVOICES_PER_FILE} invoices at a time: more than that download as a ZIP of numbered CSV files of at most ${XERO_INVOICES_PER_FILE} invoices each. Import them one after the other.`;

/** The calendar day `days` after `day` ('YYYY-MM-DD'). */
export function addCalendarDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
