import {
  creditNoteNumber,
  dayInZone,
  invoiceDate,
  invoiceNumber,
  timeZoneForState,
  type CreditReason,
} from '@portal/domain';
import type { Db } from '../../db/client.ts';
import type { CreditNoteDocument } from '../../lib/pdf/credit-note-document.ts';
import { loadDocumentOrders } from '../documents/documents.repository.ts';
import { noteById } from './credit-notes.repository.ts';

/**
 * Everything a note's PDF or e-invoice needs, or null when the note is not the supplier's: the note and its
 * lines, the invoice it adjusts (number and date as the invoice prints them), the supplier and the venue.
 */
export async function creditNoteDocument(
  db: Db,
  supplierId: number,
  noteId: number,
): Promise<CreditNoteDocument | null> {
  const found = await noteById(db, supplierId, noteId);
  if (!found) return null;
  const { note, lines } = found;
  const [order] = await loadDocumentOrders(db, supplierId, [note.orderId]);
  if (!order) return null;
  const s = order.supplier;
  return {
    id: note.id,
    number: creditNoteNumber(note.number),
    sequence: note.number,
    issuedAt: note.issuedAt,
    issueDate: dayInZone(note.issuedAt, timeZoneForState(s.state)),
    note: note.note,
    totalIncGst: note.totalIncGst,
    gst: note.gst,
    lines: lines.map((l) => ({
      orderProductId: l.orderProductId,
      sku: l.sku,
      name: l.name,
      unit: l.unit,
      quantity: l.quantity,
      priceIncGst: l.priceIncGst,
      hasGst: l.hasGst,
      amountIncGst: l.amountIncGst,
      gst: l.gst,
      reason: l.reason as CreditReason,
      comment: l.comment,
    })),
    invoice: { number: invoiceNumber(order.orderId), date: invoiceDate(order, s.state) },
    order,
    supplier: s,
    venue: {
      name: order.shipTo.company,
      address: order.shipTo.address,
      city: order.shipTo.city,
      state: order.shipTo.state,
      postcode: order.shipTo.postcode,
      email: order.shipTo.email,
      abn: order.venueAbn,
    },
  };
}
