import type { AccountingFormat, DaySheet, fulfilmentContract } from '@portal/domain';
import { downloadOperation } from '../lib/api-client.ts';
import { operationRef as ref } from './operation-ref.ts';

/** Operations by reference (see operationRef): the orders list's Downloads menu loads no zod (issue 21). */
const ops = {
  getDaySheet: ref<typeof fulfilmentContract.getDaySheet>({
    method: 'GET',
    path: '/suppliers/day-sheets/{sheet}',
    operationId: 'getDaySheet',
  }),
  getAccountingExport: ref<typeof fulfilmentContract.getAccountingExport>({
    method: 'GET',
    path: '/suppliers/accounting-export',
    operationId: 'getAccountingExport',
  }),
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
