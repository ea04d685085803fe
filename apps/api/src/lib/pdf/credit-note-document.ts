import type { CreditReason } from '@portal/domain';
import type { DocumentOrder } from './document-order.ts';

/**
 * What a credit (adjustment) note's PDF and e-invoice are drawn from (plain data, no pdfkit): the note, its
 * lines as the order names them, the invoice it adjusts, the supplier who issues it and the venue it is for.
 * Money in cents, incl GST on taxable lines; `gst` is the GST adjustment.
 */
export type CreditNoteDocumentLine = {
  orderProductId: number;
  sku: string | null;
  name: string;
  /** The priced unit (the order line's unit of price). */
  unit: string;
  /** The credited quantity of the unit; null when an amount is credited. */
  quantity: number | null;
  /** The supplied price of one unit, incl GST unless GST-free. */
  priceIncGst: number;
  hasGst: boolean;
  amountIncGst: number;
  gst: number;
  reason: CreditReason;
  comment: string | null;
};

export type CreditNoteDocument = {
  id: number;
  /** CN-<n>. */
  number: string;
  /** The supplier's sequence number n of CN-<n>. */
  sequence: number;
  issuedAt: Date;
  /** The day of issue in the supplier's time zone (YYYY-MM-DD). */
  issueDate: string;
  note: string | null;
  totalIncGst: number;
  gst: number;
  lines: CreditNoteDocumentLine[];
  /** The tax invoice it adjusts: its number (INV-<order id>) and date (packages/domain invoice.ts). */
  invoice: { number: string; date: string };
  /** The order as its invoice is drawn (supplier, ship-to, every line). */
  order: DocumentOrder;
  supplier: DocumentOrder['supplier'];
  venue: {
    name: string;
    address: string | null;
    city: string | null;
    state: string | null;
    postcode: string | null;
    email: string | null;
    /** The venue's ABN where the marketplace holds one (venues.abn). */
    abn: string | null;
  };
};
