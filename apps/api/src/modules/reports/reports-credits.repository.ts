import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { readerOf, type Db, type DbOrTx } from '../../db/client.ts';
import { creditNoteLines, creditNotes, orderProducts, orders } from '../../db/schema/index.ts';

/*
 * What credit notes take off the sales figures (docs/decisions/customers-zones-settings.md, "Sales are net
 * of credit notes"): a note counts in the period it was issued in, on the supplier's clock, whatever month
 * its order was placed in. Every query ranges over credit_notes (supplier_id, issued_at, id).
 */

/** The supplier's notes issued from one instant (inclusive) to another (exclusive). */
export const creditsIn = (supplierId: number, from: SQL, to: SQL) =>
  and(eq(creditNotes.supplierId, supplierId), gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to));

/** Cents credited per month (YYYY-MM in `tz`) of issue between two instants. */
export async function creditsByMonth(primary: DbOrTx, supplierId: number, tz: string, from: SQL, to: SQL) {
  const db = readerOf(primary);
  return db
    .select({
      month: sql<string>`to_char(${creditNotes.issuedAt} at time zone ${tz}, 'YYYY-MM')`,
      credited: sql<number>`sum(${creditNotes.totalIncGst})::float8`,
    })
    .from(creditNotes)
    .where(creditsIn(supplierId, from, to))
    .groupBy(sql`1`);
}

/** Cents credited by the notes issued between two instants. */
export async function creditedBetween(primary: DbOrTx, supplierId: number, from: SQL, to: SQL) {
  const db = readerOf(primary);
  const [row] = await db
    .select({ credited: sql<number>`coalesce(sum(${creditNotes.totalIncGst}), 0)::float8` })
    .from(creditNotes)
    .where(creditsIn(supplierId, from, to));
  return Number(row?.credited ?? 0);
}

/** Cents credited per venue (the venue of the credited order) by the notes issued between two instants. */
export function creditedPerVenue(db: Db, supplierId: number, from: SQL, to: SQL) {
  return db.$with('credited_venues').as(
    db
      .select({
        venueId: sql<number>`${orders.venueId}`.as('credited_venue_id'),
        credited: sql<number>`sum(${creditNotes.totalIncGst})`.as('credited'),
      })
      .from(creditNotes)
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .where(creditsIn(supplierId, from, to))
      .groupBy(orders.venueId),
  );
}

/** A line's product key in the best sellers: the product, or the name it was sold under when it has none. */
export const productKey = sql`coalesce('p' || ${orderProducts.productId}::text, 'n' || ${orderProducts.name})`;

/** Cents credited per product key (the credited line's) by the notes issued between two instants. */
export function creditedPerProduct(db: Db, supplierId: number, from: SQL, to: SQL) {
  return db.$with('credited_products').as(
    db
      .select({
        key: sql<string>`${productKey}`.as('credited_key'),
        credited: sql<number>`sum(${creditNoteLines.amountIncGst})`.as('credited'),
      })
      .from(creditNoteLines)
      .innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.creditNoteId))
      .innerJoin(orderProducts, eq(orderProducts.id, creditNoteLines.orderProductId))
      .where(creditsIn(supplierId, from, to))
      .groupBy(sql`1`),
  );
}
