import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';
import { defineOperation, type Operation } from '../contract.ts';
import {
  calendarDay,
  DATE_RANGE_MESSAGES,
  dateRangeProblem,
  id,
  idParam,
  isCalendarDay,
  MAX_RANGE_DAYS,
  storable,
} from '../primitives/index.ts';
import {
  DIRECT_PDF_LIMIT,
  EMAIL_BATCHES_PER_HOUR,
  EMAIL_BATCHES_WAITING,
  EMAIL_PDF_LIMIT,
} from '../orders/orders.schemas.ts';
import type { OperationRoute } from '../operation-routes.ts';
import * as routes from './documents.operations.ts';

const tag = 'Order documents';
const orderParams = z.object({ id: idParam() });

export const DOCUMENT_MESSAGES = {
  tooManyDirect: `Up to ${DIRECT_PDF_LIMIT} orders can be downloaded at once. Larger batches are sent by e-mail`,
  tooManyEmail: `Up to ${EMAIL_PDF_LIMIT} orders can be sent in one e-mail`,
  batchesWaiting: `You have ${EMAIL_BATCHES_WAITING} e-mails of documents on the way. Send more once one of them has arrived`,
  batchesPerHour: `Up to ${EMAIL_BATCHES_PER_HOUR} e-mails of documents can be sent in an hour. Try again later`,
  noOrders: 'Select at least one order',
  orderIds: 'Order ids must be positive whole numbers',
  linkExpired: 'This download link is invalid or has expired',
  // E-invoices (Peppol PINT A-NZ): what to fill in when the rules' data is missing.
  einvoiceSupplierAbn:
    'Your business details have no ABN. Ask the marketplace team to add your ABN to download e-invoices',
  einvoiceSupplierAbnInvalid:
    'The ABN in your business details is not a valid ABN. Ask the marketplace team to correct it to download e-invoices',
  einvoiceVenueAbn:
    "This venue has no ABN on record, and a Peppol e-invoice to an Australian business must carry the buyer's ABN. Download the PDF invoice instead",
  einvoiceVenueAbnInvalid:
    "This venue's ABN is not a valid ABN, and a Peppol e-invoice must carry a valid one. Download the PDF invoice instead",
  einvoiceNoLines: 'This invoice has no supplied lines, so there is no e-invoice to make',
} as const;

/** `orderIds=1,2,3` (or repeated): the orders of a batch download, up to DIRECT_PDF_LIMIT (checked by the API). */
const orderIdsQuery = z.object({
  orderIds: z
    .union([z.string().max(12_000), z.array(z.string().max(12_000)).max(EMAIL_PDF_LIMIT)])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d{1,9}$/, DOCUMENT_MESSAGES.orderIds)
            .transform(Number),
        )
        .min(1, DOCUMENT_MESSAGES.noOrders),
    ),
});

/** GET /suppliers/einvoices?from=YYYY-MM-DD&to=YYYY-MM-DD: documents issued in those days, inclusive. */
export const einvoicesQuerySchema = z
  .object({
    from: calendarDay(DATE_RANGE_MESSAGES.fromInvalid),
    to: calendarDay(DATE_RANGE_MESSAGES.toInvalid),
  })
  .superRefine((q, ctx) => {
    if (!isCalendarDay(q.from) || !isCalendarDay(q.to)) return;
    const problem = dateRangeProblem(q.from, q.to, MAX_RANGE_DAYS);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });

/** POST …-async: the orders and the address the link is sent to. */
export const emailDocumentsBodySchema = z.object({
  orderIds: z
    .array(id(DOCUMENT_MESSAGES.orderIds))
    .min(1, DOCUMENT_MESSAGES.noOrders)
    .max(EMAIL_PDF_LIMIT)
    .describe('The orders whose documents the PDF holds'),
  email: storable(
    z
      .string({ error: 'Email is required' })
      .trim()
      .min(1, 'Email is required')
      .max(254)
      .email('Must be a valid email address'),
  ).describe('Where the link to the PDF is e-mailed'),
});
export type EmailDocumentsBody = z.infer<typeof emailDocumentsBodySchema>;

export const emailDocumentsAnswerSchema = z.object({
  jobId: z.number(),
  message: z.string().describe('What to tell the person, e.g. "We\'ll e-mail a link to your invoices to …"'),
});

const pdf = (description: string) => ({ media: 'application/pdf', description }) as const;

const batch = <const R extends OperationRoute>(route: R, what: string) =>
  defineOperation({
    ...route,
    summary: `Download the ${what} of up to ${DIRECT_PDF_LIMIT} orders as one PDF`,
    tag,
    query: orderIdsQuery,
    response: pdf(`One PDF with a page per order's ${what.replace(/s$/, '')}`),
    errors: [400, 403, 404],
    codes: { 400: [ERROR_CODES.ineligibleOrders] },
  }) satisfies Operation;

const emailed = <const R extends OperationRoute>(route: R, what: string) =>
  defineOperation({
    ...route,
    summary: `E-mail a link to the ${what} of up to ${EMAIL_PDF_LIMIT} orders`,
    description: `The PDF is rendered in the background and a signed link to it is e-mailed. A supplier may have ${EMAIL_BATCHES_WAITING} such e-mails on the way at once and send ${EMAIL_BATCHES_PER_HOUR} an hour (429 beyond).`,
    tag,
    body: emailDocumentsBodySchema,
    response: emailDocumentsAnswerSchema,
    errors: [400, 403, 404, 429],
    codes: { 400: [ERROR_CODES.ineligibleOrders] },
  }) satisfies Operation;

const single = <const R extends OperationRoute>(route: R, what: string) =>
  defineOperation({
    ...route,
    summary: `Download an order's ${what} as PDF`,
    tag,
    params: orderParams,
    response: pdf(`The order's ${what}`),
    errors: [400, 403, 404],
    codes: { 400: [ERROR_CODES.ineligibleOrders] },
  }) satisfies Operation;

/** Order documents as PDF, directly or e-mailed (spec 001 §1, §2). Eligibility: `documentProblem`. */
export const documentsContract = {
  downloadDeliveryDockets: batch(routes.downloadDeliveryDockets, 'delivery slips'),
  downloadInvoices: batch(routes.downloadInvoices, 'invoices'),
  downloadPurchaseOrders: batch(routes.downloadPurchaseOrders, 'purchase orders'),
  emailDeliveryDockets: emailed(routes.emailDeliveryDockets, 'delivery slips'),
  emailInvoices: emailed(routes.emailInvoices, 'invoices'),
  emailPurchaseOrders: emailed(routes.emailPurchaseOrders, 'purchase orders'),
  getDeliveryDocket: single(routes.getDeliveryDocket, 'delivery slip'),
  getInvoice: single(routes.getInvoice, 'invoice'),
  getPurchaseOrder: single(routes.getPurchaseOrder, 'purchase order'),
  getDeliveryInstructions: single(routes.getDeliveryInstructions, 'delivery instructions'),
  getEinvoice: defineOperation({
    ...routes.getEinvoice,
    summary: "Download an order's tax invoice as a Peppol e-invoice (UBL 2.1, PINT A-NZ)",
    description:
      "The same invoice as the PDF (number, dates, amounts), valid against the UBL 2.1 schema and the PINT A-NZ Billing 1.1.3 rules. Only for an order with a tax invoice. 400 when data the rules require is missing (the supplier's or the venue's ABN), saying what to fill in.",
    tag,
    params: orderParams,
    response: { media: 'application/xml', description: 'A UBL 2.1 Invoice' },
    errors: [400, 403, 404],
    codes: { 400: [ERROR_CODES.ineligibleOrders, ERROR_CODES.einvoiceIncomplete] },
  }),
  getCreditNoteEinvoice: defineOperation({
    ...routes.getCreditNoteEinvoice,
    summary: 'Download a credit note as a Peppol e-invoice (UBL 2.1 CreditNote, PINT A-NZ)',
    description:
      'The adjustment note as a UBL 2.1 CreditNote that refers to the invoice it adjusts, valid against the PINT A-NZ Billing 1.1.3 rules; amounts positive. 400 when data the rules require is missing (an ABN), saying what to fill in.',
    tag,
    params: orderParams,
    response: { media: 'application/xml', description: 'A UBL 2.1 CreditNote' },
    errors: [400, 403, 404],
    codes: { 400: [ERROR_CODES.einvoiceIncomplete] },
  }),
  downloadEinvoices: defineOperation({
    ...routes.downloadEinvoices,
    summary: 'Download every tax invoice and credit note issued in a period as Peppol e-invoices (ZIP)',
    description:
      "One UBL 2.1 file per document issued from `from` to `to` (the invoice date, the note's day of issue), named by its number. A document the rules cannot accept for missing data (an ABN) is left out and listed, with what to fill in, in not-included.txt.",
    tag,
    query: einvoicesQuerySchema,
    response: { media: 'application/zip', description: '<number>.xml per document, and not-included.txt' },
    errors: [400, 403],
  }),
  downloadPendingOrdersExport: defineOperation({
    ...routes.downloadPendingOrdersExport,
    summary: 'Download the pending orders as a ZIP of CSVs, one per delivery day',
    description: 'Only for the suppliers it is enabled for (403 otherwise; see getOrderExports).',
    tag,
    response: { media: 'application/zip', description: 'pending_orders_<day>.csv for each delivery day' },
    errors: [403],
  }),
  downloadEmailedFile: defineOperation({
    ...routes.downloadEmailedFile,
    summary: 'Download an e-mailed file by its signed link',
    description:
      'The link of the e-mail: no session, but a valid unexpired signature for exactly this token (403 otherwise, 404 once purged).',
    tag,
    public: true,
    params: z.object({ token: z.string().max(100) }),
    // Missing or malformed values are a bad link (403), not a bad request.
    query: z.object({
      exp: z.coerce.number().int().optional().catch(undefined),
      sig: z.string().max(100).optional().catch(undefined),
    }),
    response: pdf('The rendered documents (PDF, the only kind e-mailed today)'),
    errors: [400, 403, 404],
    codes: { 403: [ERROR_CODES.linkExpired] },
  }),
};
