/*
 * What an e-invoice or e-credit note is built from: plain data, amounts in integer cents incl GST as the
 * PDF documents hold them. The builders (ubl.ts) turn it into UBL 2.1; `checkParties` refuses data the
 * PINT A-NZ rules require and that is missing, before any XML is written.
 */
import { DOCUMENT_MESSAGES, abnDigits } from '@portal/domain';

export type EinvoiceParty = {
  name: string;
  /** As stored ('51 824 753 556'); must be a valid ABN. */
  abn: string | null;
  street: string | null;
  city: string | null;
  postcode: string | null;
  state: string | null;
  contactName?: string | null;
  phone: string | null;
  email: string | null;
};

export type EinvoiceLine = {
  name: string;
  sku: string | null;
  /** The quantity supplied (or credited), up to 3 decimals; null for an amount (1 of the amount). */
  quantity: number | null;
  /** The portal's price unit ('kg', 'unit', …); mapped to a UN/ECE code. */
  unit: string | null;
  totalIncGstInCents: number;
  gstInCents: number;
  hasGst: boolean;
  /** Why a credit note credits the line (its line note). */
  note?: string | null;
};

type Common = {
  number: string;
  /** YYYY-MM-DD */
  issueDate: string;
  /** The order the document belongs to (the buyer's order reference, PINT aligned-ibrp-003). */
  orderId: number;
  supplier: EinvoiceParty;
  buyer: EinvoiceParty;
  lines: EinvoiceLine[];
};

export type InvoiceInput = Common & {
  dueDate: string;
  supplierReference: string | null;
  deliveryDate: string;
  /** The terms as the PDF prints them. */
  paymentTerms: string;
  /** Paid by card through the marketplace: nothing left to pay. */
  prepaid: boolean;
  /** Where a PayLater invoice is paid (both, or no payment instruction). */
  bank: { accountName: string; bsb: string; accountNumber: string } | null;
};

export type CreditNoteInput = Common & {
  invoiceNumber: string;
  invoiceDate: string;
  /** The note's reason(s), in words (its document note). */
  reason: string;
};

/** Data the rules require is missing: the download answers 400 with this message, never a bad document. */
export class EinvoiceIncomplete extends Error {}

/** The supplier's and the buyer's ABNs as 11 digits, or EinvoiceIncomplete saying what to fill in. */
export function checkParties(input: Common): { supplierAbn: string; buyerAbn: string } {
  const supplierAbn = abnDigits(input.supplier.abn);
  if (!supplierAbn)
    throw new EinvoiceIncomplete(
      input.supplier.abn
        ? DOCUMENT_MESSAGES.einvoiceSupplierAbnInvalid
        : DOCUMENT_MESSAGES.einvoiceSupplierAbn,
    );
  const buyerAbn = abnDigits(input.buyer.abn);
  if (!buyerAbn)
    throw new EinvoiceIncomplete(
      input.buyer.abn ? DOCUMENT_MESSAGES.einvoiceVenueAbnInvalid : DOCUMENT_MESSAGES.einvoiceVenueAbn,
    );
  if (!input.lines.length) throw new EinvoiceIncomplete(DOCUMENT_MESSAGES.einvoiceNoLines);
  return { supplierAbn, buyerAbn };
}
