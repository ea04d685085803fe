import type { documentsContract, DocumentType, EmailDocumentsBody, OrderDocument } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';
import { downloadOperation } from '../lib/api-transfer.ts';
import { operationOf } from '@portal/domain/operation-routes';
import * as routes from '@portal/domain/documents/documents.operations';

/** The contract's operations from its zod-free routes (operationOf): these pages load no zod schemas. */
const ops = {
  downloadDeliveryDockets: operationOf<typeof documentsContract.downloadDeliveryDockets>(
    routes.downloadDeliveryDockets,
  ),
  downloadInvoices: operationOf<typeof documentsContract.downloadInvoices>(routes.downloadInvoices),
  downloadPendingOrdersExport: operationOf<typeof documentsContract.downloadPendingOrdersExport>(
    routes.downloadPendingOrdersExport,
  ),
  downloadPurchaseOrders: operationOf<typeof documentsContract.downloadPurchaseOrders>(
    routes.downloadPurchaseOrders,
  ),
  emailDeliveryDockets: operationOf<typeof documentsContract.emailDeliveryDockets>(
    routes.emailDeliveryDockets,
  ),
  emailInvoices: operationOf<typeof documentsContract.emailInvoices>(routes.emailInvoices),
  emailPurchaseOrders: operationOf<typeof documentsContract.emailPurchaseOrders>(routes.emailPurchaseOrders),
  getDeliveryDocket: operationOf<typeof documentsContract.getDeliveryDocket>(routes.getDeliveryDocket),
  getDeliveryInstructions: operationOf<typeof documentsContract.getDeliveryInstructions>(
    routes.getDeliveryInstructions,
  ),
  getInvoice: operationOf<typeof documentsContract.getInvoice>(routes.getInvoice),
  getPurchaseOrder: operationOf<typeof documentsContract.getPurchaseOrder>(routes.getPurchaseOrder),
};

/** Order documents as PDF (no queries to key: every call is a download or an e-mail request). */
type BatchDownload =
  | typeof ops.downloadInvoices
  | typeof ops.downloadDeliveryDockets
  | typeof ops.downloadPurchaseOrders;
type BatchEmail = typeof ops.emailInvoices | typeof ops.emailDeliveryDockets | typeof ops.emailPurchaseOrders;
const BATCH: Record<DocumentType, { download: BatchDownload; email: BatchEmail }> = {
  'delivery-docket': { download: ops.downloadDeliveryDockets, email: ops.emailDeliveryDockets },
  invoice: { download: ops.downloadInvoices, email: ops.emailInvoices },
  'purchase-order': { download: ops.downloadPurchaseOrders, email: ops.emailPurchaseOrders },
};
type SingleDownload =
  | typeof ops.getInvoice
  | typeof ops.getDeliveryDocket
  | typeof ops.getPurchaseOrder
  | typeof ops.getDeliveryInstructions;
const SINGLE: Record<OrderDocument, SingleDownload> = {
  'delivery-docket': ops.getDeliveryDocket,
  invoice: ops.getInvoice,
  'purchase-order': ops.getPurchaseOrder,
  'delivery-instructions': ops.getDeliveryInstructions,
};

/** Whether a document downloads for many orders at once (and so may be e-mailed). */
export const hasBatch = (kind: OrderDocument): kind is DocumentType => kind in BATCH;

/** One order's document, or one PDF of several orders' (up to DIRECT_PDF_LIMIT). */
export function downloadOrderDocuments(
  kind: OrderDocument,
  orderIds: number[],
  fallbackName: string,
  opts: { signal?: AbortSignal; timeoutMs?: number } = {},
) {
  if (orderIds.length === 1 || !hasBatch(kind))
    return downloadOperation(SINGLE[kind], { params: { id: orderIds[0]! } }, fallbackName, opts);
  return downloadOperation(
    BATCH[kind].download,
    { query: { orderIds: orderIds.join(',') } },
    fallbackName,
    opts,
  );
}

/** A larger selection: rendered in the background and e-mailed as a link; answers what to tell the person. */
export const emailOrderDocuments = (kind: DocumentType, body: EmailDocumentsBody) =>
  callOperation(BATCH[kind].email, { body });

/** The dashboard's pending orders, one CSV per delivery day, zipped. */
export const downloadPendingOrders = () =>
  downloadOperation(ops.downloadPendingOrdersExport, {}, 'pending_orders.zip');

const getEinvoice = operationOf<typeof documentsContract.getEinvoice>(routes.getEinvoice);

/** The order's tax invoice as a Peppol e-invoice (UBL 2.1 XML), with the server's file name. */
export const downloadOrderEinvoice = (orderId: number) =>
  downloadOperation(getEinvoice, { params: { id: orderId } }, `invoice-${orderId}.xml`);
