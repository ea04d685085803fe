import {
  CREDIT_NOTE_MESSAGES,
  creditNoteNumber,
  invoiceNumber,
  planCreditNote,
  type CreateCreditNoteInput,
  type CreditNote,
  type CreditReason,
} from '@portal/domain';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { creditNoteDocument } from './credit-note-document.repository.ts';
import { queueCreditNoteEmails } from './credit-note-email.job.ts';
import * as repo from './credit-notes.repository.ts';
import { publishLiveEvent } from '../live-events/live-events.ts';

/** The statuses of an invoiced order: the ones the invoice PDF is given for (`documentProblem`). */
const INVOICED = ['COMPLETED'];

/** A stored note as the API answers it. */
export function toCreditNote({ note, lines }: repo.NoteWithLines): CreditNote {
  return {
    id: note.id,
    number: creditNoteNumber(note.number),
    orderId: note.orderId,
    invoiceNumber: invoiceNumber(note.orderId),
    issuedAt: note.issuedAt.toISOString(),
    note: note.note,
    lines: lines.map((l) => ({
      orderProductId: l.orderProductId,
      name: l.name,
      quantity: l.quantity,
      unit: l.unit,
      amountIncGstInCents: l.amountIncGst,
      gstInCents: l.gst,
      reason: l.reason as CreditReason,
      comment: l.comment,
    })),
    totalIncGstInCents: note.totalIncGst,
    gstInCents: note.gst,
  };
}

/**
 * Raises a note on an invoiced order. The order's row lock serialises notes on one order, so what is left
 * of each line is read after any earlier note committed; the number is taken in the same transaction.
 */
export async function createCreditNote(
  ctx: AppContext,
  actor: Actor,
  orderId: number,
  body: CreateCreditNoteInput,
): Promise<CreditNote> {
  return ctx.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, actor.supplierId, orderId);
    if (!order) throw AppError.notFound('Order');
    if (!INVOICED.includes(order.orderStatus)) throw AppError.conflict(CREDIT_NOTE_MESSAGES.notInvoiced);
    const plan = planCreditNote(await repo.creditableLines(tx, orderId), body.lines);
    if (!plan.ok) throw AppError.fields(plan.errors);
    const number = await repo.takeNumber(tx, actor.supplierId);
    const note = await repo.insertNote(
      tx,
      {
        supplierId: actor.supplierId,
        orderId,
        number,
        note: body.note?.trim() || null,
        totalIncGst: plan.totalIncGst,
        gst: plan.gst,
        createdByAccountId: actor.userId,
      },
      plan.lines,
    );
    await recordAudit(tx, actor, {
      action: 'order.credit',
      entity: 'order',
      entityId: orderId,
      // Money under keys ending in 'InCents', as every audit entry has it (the Activity page shows dollars).
      after: {
        creditNoteId: note.id,
        number: creditNoteNumber(number),
        totalIncGstInCents: plan.totalIncGst,
        gstInCents: plan.gst,
        lines: plan.lines.map((line) => ({
          orderProductId: line.orderProductId,
          quantity: line.quantity,
          amountIncGstInCents: line.amountIncGst,
          gstInCents: line.gst,
          reason: line.reason,
          comment: line.comment,
        })),
      },
    });
    await publishLiveEvent(tx, actor.supplierId, 'credit-note.created', { orderId, creditNoteId: note.id });
    // The venue's and the supplier's e-mails with the note attached: sent once this transaction commits.
    await queueCreditNoteEmails(ctx, tx, actor.supplierId, note.id);
    return toCreditNote((await repo.withLines(tx, [note]))[0]!);
  });
}

export async function listCreditNotes(ctx: AppContext, actor: Actor, orderId: number) {
  const notes = await repo.notesOfOrder(ctx.db, actor.supplierId, orderId);
  if (!notes) throw AppError.notFound('Order');
  return { data: notes.map(toCreditNote) };
}

/** The note as a PDF, and its file name. */
export async function creditNotePdf(ctx: AppContext, actor: Actor, noteId: number) {
  const document = await creditNoteDocument(ctx.db, actor.supplierId, noteId);
  if (!document) throw AppError.notFound('Credit note');
  const { renderCreditNotePdf } = await import('./credit-note-pdf.ts');
  return { pdf: await renderCreditNotePdf(document), filename: `credit-note-${document.number}.pdf` };
}
