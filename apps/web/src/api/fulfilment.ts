import type { AccountingFormat, DaySheet, fulfilmentContract } from '@portal/domain';
import { downloadOperation } from '../lib/api-transfer.ts';
import { operationOf } from '@portal/domain/operation-routes';
import * as routes from '@portal/domain/fulfilment/fulfilment.operations';

/** The contract's operations from its zod-free routes (operationOf): these pages load no zod schemas. */
const ops = {
  getDaySheet: operationOf<typeof fulfilmentContract.getDaySheet>(routes.getDaySheet),
  getAccountingExport: operationOf<typeof fulfilmentContract.getAccountingExport>(routes.getAccountingExport),
};

/** A delivery day's pick sheet, packing slips or run sheet (PDF). */
export const downloadDaySheet = (sheet: DaySheet, deliveryDate: string) =>
  downloadOperation(
    ops.getDaySheet,
    { params: { sheet }, query: { deliveryDate } },
    `${sheet}-${deliveryDate}.pdf`,
  );

/** Invoices of completed orders as a Xero or MYOB import file (CSV; a ZIP of CSVs for over 500 Xero invoices). */
export const downloadAccountingExport = (format: AccountingFormat, from: string, to: string) =>
  downloadOperation(
    ops.getAccountingExport,
    { query: { format, from, to } },
    `${format}-invoices-${from}-to-${to}.csv`,
  );
