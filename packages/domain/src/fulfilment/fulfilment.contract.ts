import { defineOperation } from '../contract.ts';
import {
  accountingExportQuerySchema,
  daySheetParamsSchema,
  daySheetQuerySchema,
} from './fulfilment.schemas.ts';
import * as routes from './fulfilment.operations.ts';

const tag = 'Fulfilment';

/** The day's sheets and the accounting export (issue 24); the signed-in supplier's orders only. */
export const fulfilmentContract = {
  getDaySheet: defineOperation({
    ...routes.getDaySheet,
    summary: "Download a delivery day's pick sheet, packing slips or run sheet as an A4 PDF",
    description:
      "The supplier's orders to deliver on the day (every status but cancelled). pick-sheet: each product's total in its unit by category, with the orders it goes to; packing-slips: a delivery docket per order; run-sheet: the orders by delivery zone, suburb and postcode with room to sign.",
    tag,
    params: daySheetParamsSchema,
    query: daySheetQuerySchema,
    response: { media: 'application/pdf', description: 'The sheet, as a PDF attachment (<sheet>-<day>.pdf)' },
    errors: [400, 403],
  }),
  getAccountingExport: defineOperation({
    ...routes.getAccountingExport,
    summary: 'Download the invoices of completed orders as a Xero or MYOB AccountRight import file',
    description:
      "Completed orders delivered from one day to the other (both included, at most 366 days), one row per supplied line, the invoice number (INV-<order id>) and invoice date of the tax invoice, the venue as contact, a GST tax type per line, no spreadsheet formula guard. Xero: UTF-8 CSV with a byte order mark; more than 500 invoices come as a ZIP of numbered CSVs of at most 500 invoices each (Xero's import limit). MYOB: Windows-1252 CSV without a byte order mark.",
    tag,
    query: accountingExportQuerySchema,
    response: {
      media: 'text/csv',
      otherMedia: ['application/zip'],
      description:
        'The import file, as a CSV attachment, or a ZIP of numbered CSVs (Xero, over 500 invoices)',
    },
    errors: [400, 403],
  }),
};
