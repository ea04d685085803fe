import { fulfilmentContract as ops, type AccountingFormat, type DaySheet } from '@portal/domain';
import { downloadOperation } from '../lib/api-client.ts';

/** A delivery day's pick sheet, packing slips or run sheet (PDF). */
export const downloadDaySheet = (sheet: DaySheet, deliveryDate: string) =>
  downloadOperation(
    ops.getDaySheet,
    { params: { sheet }, query: { deliveryDate } },
    `${sheet}-${deliveryDate}.pdf`,
  );

/** Invoices of completed orders as a Xero or MYOB import file (CSV). */
export const downloadAccountingExport = (format: AccountingFormat, from: string, to: string) =>
  downloadOperation(
    ops.getAccountingExport,
    { query: { format, from, to } },
    `${format}-invoices-${from}-to-${to}.csv`,
  );
