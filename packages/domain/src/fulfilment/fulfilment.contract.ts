import { defineOperation } from '../contract.ts';
import {
  accountingExportQuerySchema,
  daySheetParamsSchema,
  daySheetQuerySchema,
} from './fulfilment.schemas.ts';
import * as routes from './fulfilment.operations.ts';

const tag = 'Fulfilment';

/** The day's sheets and the accounting export; the signed-in supplier's orders only. */
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
    summary: 'Download the invoices and credit notes of a period as Xero or MYOB AccountRight import files',
    description:
      "The tax invoices dated from one day to the other (both included, at most 366 days; an invoice is dated the day its order was processed) and the credit notes issued in those days on the supplier's clock. One row per supplied or credited line, the invoice number (INV-<order id>) and date of the tax invoice, the credit note's number (CN-<n>) and the invoice it adjusts, the venue as contact, a GST tax type per line, no spreadsheet formula guard. Xero: UTF-8 CSVs with a byte order mark, the invoices in Xero's sales invoice template and the credit notes in its credit note template (positive amounts, the invoice as Reference), each kind in numbered files of at most 500 documents (Xero's import limit); more than one file comes as a ZIP. MYOB: one Windows-1252 CSV without a byte order mark, the credit notes as sales with negative amounts after the invoices.",
    tag,
    query: accountingExportQuerySchema,
    response: {
      media: 'text/csv',
      otherMedia: ['application/zip'],
      description:
        'The import file, as a CSV attachment, or a ZIP of CSVs (Xero: invoices and credit notes, or over 500 of either)',
    },
    errors: [400, 403],
  }),
};
