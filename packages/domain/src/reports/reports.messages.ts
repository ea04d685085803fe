/*
 * The reports' words, limits and month arithmetic: no schemas (no zod), so the reports page evaluates
 * none on its first paint. reports.ts re-exports them.
 */
export const REPORT_MESSAGES = {
  csvFailed: 'Unable to download product data csv. Please try again later',
  loadFailedTitle: 'We were unable to load your sales report!',
  loadFailed: "Don't worry, our engineers have been notified. Please try again in a moment.",
  statusRequired: 'Please select at least one order status',
  datesRequired: 'Please select a start and end date',
  fromInvalid: 'From must be a valid date',
  toInvalid: 'To must be a valid date',
  toBeforeFrom: 'To must not be before from',
  formatInvalid: 'Format must be csv',
  rangeTooLong: 'The timeframe can be at most 366 days',
} as const;

/** Reports show 12 months (spec 002 section 9). */
export const REPORT_MONTHS = 12;
export const REPORT_TOP_LIMIT = 10;
/** Only completed orders count as sales, at their final totals (docs/decisions.md, Reports). */
export const SALES_ORDER_STATUS = 'COMPLETED';
/**
 * What the reports' sales figures count, shown under the chart: net of credit notes, each taken off the month
 * it was issued in (docs/decisions/customers-zones-settings.md, "Sales are net of credit notes").
 */
export const REPORT_SALES_NOTE =
  'Completed orders at their final totals (incl. GST), by the month they were placed, less the credit notes issued in the month.';

export const ORDER_SUMMARY_STATUSES = ['Pending', 'Processing', 'Completed', 'Cancelled'] as const;
export type OrderSummaryStatus = (typeof ORDER_SUMMARY_STATUSES)[number];

/** Average order value in cents: 0 for a month without orders. */
export const averageOrderValue = (sales: number, orders: number) => (orders ? Math.round(sales / orders) : 0);

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The days of last month that match this month so far: from its 1st through the same day of the month
 * as `today` (YYYY-MM-DD, the supplier's day), or through its last day when it is shorter (31 March → 1–28 Feb).
 */
export function sameDaysLastMonth(today: string): { from: string; through: string } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - 1;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const ym = `${year}-${String(month).padStart(2, '0')}`;
  return { from: `${ym}-01`, through: `${ym}-${String(Math.min(d, length)).padStart(2, '0')}` };
}

/** '1–24 Oct' (or '1 Oct' for one day): the compared days, for the cards' 'vs …' label. */
export function sameDaysLabel(range: { from: string; through: string }): string {
  const month = MONTHS_SHORT[Number(range.through.slice(5, 7)) - 1];
  const last = Number(range.through.slice(8, 10));
  return last === 1 ? `1 ${month}` : `1–${last} ${month}`;
}

/** Change against last month in percent (one decimal), or null when last month had nothing. */
export function percentChange(current: number, previous: number): number | null {
  if (!previous) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
