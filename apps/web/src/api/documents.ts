import type { documentsContract, DocumentType, EmailDocumentsBody, OrderDocument } from '@portal/domain';
import { callOperation, downloadOperation } from '../lib/api-client.ts';
import { operationRef as ref } from './operation-ref.ts';

/** Operations by reference (see operationRef): the dashboard and these pages load no zod schemas (issue 21). */
const ops = {
  downloadDeliveryDockets: ref<typeof documentsContract.downloadDeliveryDockets>({
    method: 'GET',
    path: '/orders/delivery-dockets',
    operationId: 'downloadDeliveryDockets',
  }),
  downloadInvoices: ref<typeof documentsContract.downloadInvoices>({
    method: 'GET',
    path: '/orders/invoices',
    operationId: 'downloadInvoices',
  }),
  downloadPendingOrdersExport: ref<typeof documentsContract.downloadPendingOrdersExport>({
    method: 'GET',
    path: '/suppliers/pending-orders-export',
    operationId: 'downloadPendingOrdersExport',
  }),
  downloadPurchaseOrders: ref<typeof documentsContract.downloadPurchaseOrders>({
    method: 'GET',
    path: '/orders/purchase-orders',
    operationId: 'downloadPurchaseOrders',
  }),
  emailDeliveryDockets: ref<typeof documentsContract.emailDeliveryDockets>({
    method: 'POST',
    path: '/orders/delivery-dockets-async',
    operationId: 'emailDeliveryDockets',
  }),
  emailInvoices: ref<typeof documentsContract.emailInvoices>({
    method: 'POST',
    path: '/orders/invoices-async',
    operationId: 'emailInvoices',
  }),
  emailPurchaseOrders: ref<typeof documentsContract.emailPurchaseOrders>({
    method: 'POST',
    path: '/orders/purchase-orders-async',
    operationId: 'emailPurchaseOrders',
  }),
  getDeliveryDocket: ref<typeof documentsContract.getDeliveryDocket>({
    method: 'GET',
    path: '/orders/{id}/delivery-docket',
    operationId: 'getDeliveryDocket',
  }),
  getDeliveryInstructions: ref<typeof documentsContract.getDeliveryInstructions>({
    method: 'GET',
    path: '/orders/{id}/delivery-instructions',
    operationId: 'getDeliveryInstructions',
  }),
  getInvoice: ref<typeof documentsContract.getInvoice>({
    method: 'GET',
    path: '/orders/{id}/invoice',
    operationId: 'getInvoice',
  }),
  getPurchaseOrder: ref<typeof documentsContract.getPurchaseOrder>({
    method: 'GET',
    path: '/orders/{id}/purchase-order',
    operationId: 'getPurchaseOrder',
  }),
};

/** Order documents as PDF (no queries to key: every call is a download or an e-mail request). */
type BatchDownload =
  typeof ops.downloadInvoices | typeof ops.downloadDeliveryDockets | typeof ops.downloadPurchaseOrders;
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
