import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { readerOf, type Db } from '../../db/client.ts';
import { creditNoteLines, creditNotes, orderProducts, orders } from '../../db/schema/index.ts';
import { BILL_TO } from './fulfilment.repository.ts';

/**
 * The ids of a supplier's credit notes issued from one day to another (inclusive) on the supplier's clock,
 * by issue time then id: the credit notes' part of an accounting export's plan. The days become instants
 * so the range runs on credit_notes (supplier_id, issued_at, id).
 */
export async function creditNoteIdsIssued(
  primary: Db,
  supplierId: number,
  timeZone: string,
  from: string,
  to: string,
): Promise<number[]> {
  const db = readerOf(primary); // an export: the read replica when there is one
  const rows = await db
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(
      and(
        eq(creditNotes.supplierId, supplierId),
        gte(creditNotes.issuedAt, sql`(${from}::date::timestamp at time zone ${timeZone})`),
        lt(creditNotes.issuedAt, sql`((${to}::date + 1)::timestamp at time zone ${timeZone})`),
      ),
    )
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
  return rows.map((r) => r.id);
}

/** These notes of the supplier (a slice of an export) with their order's contact and their lines, in position order. */
export async function creditNotesWithLines(primary: Db, supplierId: number, ids: number[]) {
  if (!ids.length) return { notes: [], lines: [] };
  const db = readerOf(primary);
  const [notes, lines] = await Promise.all([
    db
      .select({
        id: creditNotes.id,
        number: creditNotes.number,
        issuedAt: creditNotes.issuedAt,
        orderId: orders.id,
        venueId: orders.venueId,
        ...BILL_TO,
      })
      .from(creditNotes)
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .where(and(eq(creditNotes.supplierId, supplierId), inArray(creditNotes.id, ids))),
    db
      .select({
        creditNoteId: creditNoteLines.creditNoteId,
        quantity: creditNoteLines.quantity,
        amountIncGst: creditNoteLines.amountIncGst,
        gst: creditNoteLines.gst,
        reason: creditNoteLines.reason,
        comment: creditNoteLines.comment,
        sku: orderProducts.sku,
        name: orderProducts.name,
        unitOfPrice: orderProducts.unitOfPrice,
        priceIncGst: orderProducts.priceIncGst,
        hasGst: orderProducts.hasGst,
      })
      .from(creditNoteLines)
      .innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.creditNoteId))
      .innerJoin(orderProducts, eq(orderProducts.id, creditNoteLines.orderProductId))
      .where(and(eq(creditNotes.supplierId, supplierId), inArray(creditNoteLines.creditNoteId, ids)))
      .orderBy(asc(creditNoteLines.creditNoteId), asc(creditNoteLines.position)),
  ]);
  return { notes, lines };
}
