/** A credit note as e-invoice input: the note, its lines and the invoice it adjusts, as its PDF shows them. */
import type { CreditNoteDocument } from '../pdf/credit-note-document.ts';
import { supplierParty, venueParty } from './from-order.ts';
import type { CreditNoteInput } from './input.ts';

const reasonOf = (l: { reason: string; comment: string | null }) =>
  l.comment ? `${l.reason}: ${l.comment}` : l.reason;

export function creditNoteInputOf(doc: CreditNoteDocument): CreditNoteInput {
  const reasons = [...new Set(doc.lines.map(reasonOf))].join('; ');
  return {
    number: doc.number,
    issueDate: doc.issueDate,
    orderId: doc.order.orderId,
    invoiceNumber: doc.invoice.number,
    invoiceDate: doc.invoice.date,
    reason: `Adjustment note for ${doc.invoice.number}: ${reasons}${doc.note ? `. ${doc.note}` : ''}`,
    supplier: supplierParty(doc.supplier),
    buyer: venueParty(doc.order, doc.venue.abn),
    lines: doc.lines.map((l) => ({
      name: l.name,
      sku: l.sku,
      quantity: l.quantity,
      unit: l.unit,
      totalIncGstInCents: l.amountIncGst,
      gstInCents: l.gst,
      hasGst: l.hasGst,
      note: reasonOf(l),
    })),
  };
}
