import type { OrderDocument, VenueDetailsSnapshot } from '@portal/domain';
/** What every order document is drawn from: one order with its lines, its supplier and its venue. */
export type DocumentLine = {
  sku: string | null;
  name: string;
  portionSize: number;
  unitOfPortion: string;
  unitOfPrice: string;
  originalQuantityPriced: number;
  finalQuantityPriced: number | null;
  priceIncGst: number;
  hasGst: boolean;
  originalTotalIncGst: number;
  finalTotalIncGst: number | null;
  substitution: boolean;
  reason: string | null;
};

export type DocumentOrder = {
  orderId: number;
  orderStatus: string;
  dateAdded: Date;
  /** When the supplier processed it: the invoice date (packages/domain invoiceDate). */
  processedAt: Date | null;
  deliveryDate: string;
  supplierReference: string | null;
  payment: string;
  deliveryComment: string | null;
  cancellationComment: string | null;
  liquorLicence: string | null;
  /** The venue's ABN where the marketplace holds one (the buyer of a tax invoice and an e-invoice). */
  venueAbn: string | null;
  originalTotalIncGst: number;
  finalTotalIncGst: number;
  supplier: {
    company: string;
    abn: string | null;
    street: string | null;
    suburb: string | null;
    postcode: string | null;
    state: string;
    email: string;
    phone: string | null;
    accountName: string | null;
    bsb: string | null;
    accountNumber: string | null;
  };
  shipTo: {
    company: string;
    address: string | null;
    city: string | null;
    state: string | null;
    postcode: string | null;
    firstName: string | null;
    lastName: string | null;
    phone: string | null;
    email: string | null;
  };
  lines: DocumentLine[];
  /** The delivery details the order carried before each update of the venue's, oldest first. */
  previousDetails?: Array<{ at: Date; details: VenueDetailsSnapshot }>;
};

/** The documents an order has (the domain's list: eligibility is decided there, by `documentProblem`). */
export type DocumentType = OrderDocument;

/** Each document's title (plain data: callers on the main thread read it without loading pdfkit). */
export const DOCUMENT_TITLES: Record<DocumentType, string> = {
  invoice: 'Tax Invoice',
  'delivery-docket': 'Delivery Docket',
  'purchase-order': 'Purchase Order',
  'delivery-instructions': 'Delivery Instructions',
};
