import { documentAllowed, ORDER_MESSAGES, type OrderDocument, type OrderStatus } from '@portal/domain';

/** The order documents (the domain's OrderDocument: the three of the Bulk Actions menu plus delivery instructions). */
export type DocumentKind = OrderDocument;

export const DOCUMENTS: Record<DocumentKind, { label: string; singular: string; plural: string }> = {
  'delivery-docket': {
    label: 'Delivery Slip',
    singular: 'delivery slip',
    plural: 'delivery slips',
  },
  invoice: {
    label: 'Invoice',
    singular: 'invoice',
    plural: 'invoices',
  },
  'purchase-order': {
    label: 'Purchase Order',
    singular: 'purchase order',
    plural: 'purchase orders',
  },
  'delivery-instructions': {
    label: 'Delivery Details',
    singular: 'delivery instructions',
    plural: 'delivery instructions',
  },
};

/** The note shown when a selection holds orders a document does not exist for. */
export const SELECTION_MESSAGES: Partial<Record<DocumentKind, string>> = {
  invoice: ORDER_MESSAGES.invoiceOnlyCompleted,
  'delivery-docket': ORDER_MESSAGES.slipNotCancelled,
};

export function documentAvailable(kind: DocumentKind, status: OrderStatus): boolean {
  return documentAllowed(kind, status);
}

/** Documents of one kind for some orders: what a download or an e-mailed batch prepares. */
export type DocumentJob = { kind: DocumentKind; orderIds: number[] };
