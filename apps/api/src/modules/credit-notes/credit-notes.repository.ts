import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CreditableLine, PlannedCreditLine } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  creditNoteLines,
  creditNoteNumbers,
  creditNotes,
  orderProducts,
  orders,
} from '../../db/schema/index.ts';

/** The order, row-locked for the rest of the transaction: two notes on one order check what is left in turn. */
export async function lockOrder(tx: DbOrTx, supplierId: number, orderId: number) {
  const [order] = await tx
    .select({ id: orders.id, orderStatus: orders.orderStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.supplierId, supplierId)))
    .for('update');
  return order ?? null;
}

/** The order's lines as supplied (as the invoice prints them), with what earlier notes credited of each. */
export async function creditableLines(tx: DbOrTx, orderId: number): Promise<CreditableLine[]> {
  const credited = tx
    .select({
      orderProductId: creditNoteLines.orderProductId,
      quantity: sql<string>`coalesce(sum(${creditNoteLines.quantity}), 0)`.as('quantity'),
      amount: sql<string>`coalesce(sum(${creditNoteLines.amountIncGst}), 0)`.as('amount'),
    })
    .from(creditNoteLines)
    .innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.creditNoteId))
    .where(eq(creditNotes.orderId, orderId))
    .groupBy(creditNoteLines.orderProductId)
    .as('credited');
  const rows = await tx
    .select({ line: orderProducts, quantity: credited.quantity, amount: credited.amount })
    .from(orderProducts)
    .leftJoin(credited, eq(credited.orderProductId, orderProducts.id))
    .where(eq(orderProducts.orderId, orderId))
    .orderBy(asc(orderProducts.position), asc(orderProducts.id));
  return rows.map(({ line, quantity, amount }) => ({
    orderProductId: line.id,
    priceIncGst: line.priceIncGst,
    suppliedQuantity: Number(line.finalQuantityPriced ?? line.originalQuantityPriced),
    suppliedTotal: line.finalTotalIncGst ?? line.originalTotalIncGst,
    hasGst: line.hasGst,
    creditedQuantity: Number(quantity ?? 0),
    creditedAmount: Number(amount ?? 0),
  }));
}

/**
 * The supplier's next note number: one statement that creates or bumps the counter row, holding its row lock
 * until the note's transaction ends, so concurrent notes get distinct numbers and a rolled-back one frees its
 * number only with the whole note (nothing was issued under it).
 */
export async function takeNumber(tx: DbOrTx, supplierId: number): Promise<number> {
  const [row] = await tx
    .insert(creditNoteNumbers)
    .values({ supplierId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteNumbers.supplierId,
      set: { lastNumber: sql`${creditNoteNumbers.lastNumber} + 1` },
    })
    .returning({ number: creditNoteNumbers.lastNumber });
  return row!.number;
}

export async function insertNote(
  tx: DbOrTx,
  note: {
    supplierId: number;
    orderId: number;
    number: number;
    note: string | null;
    totalIncGst: number;
    gst: number;
    createdByAccountId: number | null;
  },
  lines: PlannedCreditLine[],
) {
  const [row] = await tx.insert(creditNotes).values(note).returning();
  await tx.insert(creditNoteLines).values(
    lines.map((l, position) => ({
      creditNoteId: row!.id,
      orderProductId: l.orderProductId,
      quantity: l.quantity,
      amountIncGst: l.amountIncGst,
      gst: l.gst,
      reason: l.reason,
      comment: l.comment,
      position,
    })),
  );
  return row!;
}

export type StoredNote = typeof creditNotes.$inferSelect;

/** Notes with their lines (names and units from the order's lines), in the order of `notes`. */
export async function withLines(db: DbOrTx, notes: StoredNote[]) {
  if (!notes.length) return [];
  const lines = await db
    .select({
      creditNoteId: creditNoteLines.creditNoteId,
      orderProductId: creditNoteLines.orderProductId,
      name: orderProducts.name,
      sku: orderProducts.sku,
      unit: orderProducts.unitOfPrice,
      priceIncGst: orderProducts.priceIncGst,
      hasGst: orderProducts.hasGst,
      quantity: creditNoteLines.quantity,
      amountIncGst: creditNoteLines.amountIncGst,
      gst: creditNoteLines.gst,
      reason: creditNoteLines.reason,
      comment: creditNoteLines.comment,
    })
    .from(creditNoteLines)
    .innerJoin(orderProducts, eq(orderProducts.id, creditNoteLines.orderProductId))
    .where(
      inArray(
        creditNoteLines.creditNoteId,
        notes.map((n) => n.id),
      ),
    )
    .orderBy(asc(creditNoteLines.creditNoteId), asc(creditNoteLines.position));
  return notes.map((note) => ({ note, lines: lines.filter((l) => l.creditNoteId === note.id) }));
}

export type NoteWithLines = Awaited<ReturnType<typeof withLines>>[number];

/** An order's notes, oldest first; null when the order is not the supplier's. */
export async function notesOfOrder(db: DbOrTx, supplierId: number, orderId: number) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.supplierId, supplierId)));
  if (!order) return null;
  const notes = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.supplierId, supplierId), eq(creditNotes.orderId, orderId)))
    .orderBy(asc(creditNotes.number));
  return withLines(db, notes);
}

/** One note of the supplier with its lines, or null (another supplier's is not found). */
export async function noteById(db: DbOrTx, supplierId: number, noteId: number) {
  const notes = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.id, noteId), eq(creditNotes.supplierId, supplierId)));
  return (await withLines(db, notes))[0] ?? null;
}
