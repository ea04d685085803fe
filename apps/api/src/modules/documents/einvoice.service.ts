/*
 * E-invoices (Peppol PINT A-NZ): an order's tax invoice as a UBL 2.1 Invoice. Built from the data the PDF
 * prints; refused with a 400 saying what to fill in when the rules' data is missing, never an invalid
 * document. Sending over the Peppol network needs an access point (docs/decisions.md): none here.
 */
import { ERROR_CODES, invoiceNumber } from '@portal/domain';
import type { Actor, AppContext } from '../../lib/context.ts';
import { creditNoteInputOf } from '../../lib/einvoice/from-credit-note.ts';
import { invoiceInputOf } from '../../lib/einvoice/from-order.ts';
import { EinvoiceIncomplete } from '../../lib/einvoice/input.ts';
import { buildCreditNote, buildInvoice } from '../../lib/einvoice/ubl.ts';
import { AppError } from '../../lib/errors.ts';
import type { DocumentOrder } from '../../lib/pdf/document-order.ts';
import { creditNoteDocument } from '../credit-notes/credit-note-document.repository.ts';
import { checkEligible } from './documents.service.ts';
import * as repo from './documents.repository.ts';

/** The venue's ABN, the buyer's Peppol identifier; without one the download answers the 400 that names it. */
export function venueAbn(order: DocumentOrder): string | null {
  return order.venueAbn;
}

/** Runs a builder, turning missing data into the 400 that says what to fill in. */
export function built<T>(build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (error instanceof EinvoiceIncomplete)
      throw AppError.badRequest('id', error.message, ERROR_CODES.einvoiceIncomplete);
    throw error;
  }
}

export async function orderEinvoice(ctx: AppContext, actor: Actor, orderId: number) {
  // Another supplier's order: 404; an order with no tax invoice: the PDF's 400.
  await checkEligible(ctx, actor, 'invoice', [orderId]);
  const [order] = await repo.loadDocumentOrders(ctx.db, actor.supplierId, [orderId]);
  if (!order) throw AppError.notFound('Order');
  const xml = built(() => buildInvoice(invoiceInputOf(order, venueAbn(order))));
  return { xml, filename: `${invoiceNumber(order.orderId)}.xml` };
}

/** A credit note as a UBL 2.1 CreditNote; another supplier's note: 404. */
export async function creditNoteEinvoice(ctx: AppContext, actor: Actor, noteId: number) {
  const doc = await creditNoteDocument(ctx.db, actor.supplierId, noteId);
  if (!doc) throw AppError.notFound('Credit note');
  const xml = built(() => buildCreditNote(creditNoteInputOf(doc)));
  return { xml, filename: `${doc.number}.xml` };
}
