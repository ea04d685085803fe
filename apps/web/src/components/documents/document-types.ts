/** The order documents, their API paths and the words the spec uses for them. */
export type DocumentKind = 'delivery-docket' | 'invoice' | 'purchase-order' | 'delivery-instructions';
export type OrderStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'CANCELLED';

export const DOCUMENTS: Record<
  DocumentKind,
  { label: string; batchPath?: string; singlePath: string; singular: string; plural: string }
> = {
  'delivery-docket': {
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
export const SELECTION_BADGE_MAX = 100;

export const SELECTION_MESSAGES: Partial<Record<DocumentKind, string>> = {
  invoice: 'Please note you can only download Invoices for completed Orders.',
  'delivery-docket': 'Please note you cannot download Delivery slips for cancelled orders.',
};

/** Invoices for completed orders; delivery slips for any not cancelled; purchase orders for all four statuses. */
export function documentAvailable(kind: DocumentKind, status: string): boolean {
  switch (kind) {
    case 'invoice':
      return status === 'COMPLETED';
    case 'delivery-docket':
      return status !== 'CANCELLED';
    case 'purchase-order':
      return ['PENDING', 'PROCESSING', 'COMPLETED', 'CANCELLED'].includes(status);
    default:
      return true;
  }
}
