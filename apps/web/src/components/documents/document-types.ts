import { documentAllowed, ORDER_MESSAGES, type DocumentType, type OrderStatus } from '@portal/domain';

/** The order documents: the three of the Bulk Actions menu (domain DocumentType) plus delivery instructions. */
export type DocumentKind = DocumentType | 'delivery-instructions';

export const DOCUMENTS: Record<
  DocumentKind,
  { label: string; batchPath?: string; singlePath: string; singular: string; plural: string }
> = {
  'delivery-slip': {
    label: 'Delivery Slip',
    batchPath: 'orders/delivery-dockets',
    singlePath: 'delivery-docket',
    singular: 'delivery slip',
    plural: 'delivery slips',
  },
  invoice: {
    label: 'Invoice',
    batchPath: 'orders/invoices',
    singlePath: 'invoice',
    singular: 'invoice',
    plural: 'invoices',
  },
  'purchase-order': {
    label: 'Purchase Order',
    batchPath: 'orders/purchase-orders',
    singlePath: 'purchase-order',
    singular: 'purchase order',
    plural: 'purchase orders',
  },
  'delivery-instructions': {
    label: 'Delivery Details',
    singlePath: 'delivery-instructions',
    singular: 'delivery instructions',
    plural: 'delivery instructions',
  },
};

/** Up to 20 orders download directly; above that the PDFs are e-mailed. */
export const DIRECT_DOWNLOAD_LIMIT = 20;

/** The note shown when a selection holds orders a document does not exist for. */
export const SELECTION_MESSAGES: Partial<Record<DocumentKind, string>> = {
  invoice: ORDER_MESSAGES.invoiceOnlyCompleted,
  'delivery-slip': ORDER_MESSAGES.slipNotCancelled,
};

export function documentAvailable(kind: DocumentKind, status: OrderStatus): boolean {
  return kind === 'delivery-instructions' || documentAllowed(kind, status);
}
