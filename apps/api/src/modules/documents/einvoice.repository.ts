import { and, asc, eq, sql } from 'drizzle-orm';
import { readerOf, type Db } from '../../db/client.ts';
import { creditNotes } from '../../db/schema/index.ts';

/** The ids of a supplier's credit notes issued from one day to another (in its time zone), oldest first. */
export async function creditNoteIdsIssued(
  primary: Db,
  supplierId: number,
  timeZone: string,
  from: string,
  to: string,
): Promise<number[]> {
  const day = sql`(${creditNotes.issuedAt} at time zone ${timeZone})::date`;
  const rows = await readerOf(primary)
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(and(eq(creditNotes.supplierId, supplierId), sql`${day} between ${from}::date and ${to}::date`))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
  return rows.map((r) => r.id);
}
