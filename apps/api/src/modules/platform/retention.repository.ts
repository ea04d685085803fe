import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientErrors, feedbackResponses, supplierEvents } from '../../db/schema/index.ts';

/** How long and how many of a table's rows are kept, counted within one owner (a supplier, or nobody). */
export type Keep = { days: number; rows: number };

const olderThan = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * One owner's trim (issue 32; when: retention.ts): its rows older than `keep.days`, and beyond its newest
 * `keep.rows`, are deleted. Both conditions walk the (owner, at) index.
 */
export async function purgeSupplierEvents(db: Db, supplierId: number, keep: Keep): Promise<void> {
  const owner = eq(supplierEvents.supplierId, supplierId);
  const newest = db
    .select({ at: supplierEvents.at })
    .from(supplierEvents)
    .where(owner)
    .orderBy(desc(supplierEvents.at))
    .offset(keep.rows - 1)
    .limit(1);
  await db
    .delete(supplierEvents)
    .where(
      and(owner, or(lt(supplierEvents.at, olderThan(keep.days)), lt(supplierEvents.at, sql`(${newest})`))),
    );
}

/** Client error reports: per supplier, and the anonymous ones (no supplier) as one owner. */
export async function purgeClientErrors(db: Db, supplierId: number | null, keep: Keep): Promise<void> {
  const owner: SQL =
    supplierId === null ? isNull(clientErrors.supplierId) : eq(clientErrors.supplierId, supplierId);
  const newest = db
    .select({ at: clientErrors.at })
    .from(clientErrors)
    .where(owner)
    .orderBy(desc(clientErrors.at))
    .offset(keep.rows - 1)
    .limit(1);
  await db
    .delete(clientErrors)
    .where(and(owner, or(lt(clientErrors.at, olderThan(keep.days)), lt(clientErrors.at, sql`(${newest})`))));
}

/** Feedback answers: the supplier's newest `rows` are kept (the survey asks at most every 7 days). */
export async function purgeFeedback(db: Db, supplierId: number, rows: number): Promise<void> {
  const owner = eq(feedbackResponses.supplierId, supplierId);
  const newest = db
    .select({ at: feedbackResponses.at })
    .from(feedbackResponses)
    .where(owner)
    .orderBy(desc(feedbackResponses.at))
    .offset(rows - 1)
    .limit(1);
  await db.delete(feedbackResponses).where(and(owner, lt(feedbackResponses.at, sql`(${newest})`)));
}

export type SweepDays = {
  eventsDays: number;
  clientErrorsDays: number;
  anonymousClientErrorsDays: number;
  auditDays: number;
};

/** Deletes the rows `where` picks and answers how many, without reading them back. */
async function deleteCounted(db: Db, table: SQL, where: SQL): Promise<number> {
  const result = await db.execute(sql`
    WITH gone AS (DELETE FROM ${table} WHERE ${where} RETURNING 1) SELECT count(*)::int AS n FROM gone`);
  const [row] = (result as unknown as { rows: Array<{ n: number }> }).rows;
  return row?.n ?? 0;
}

/** Every owner's rows past their age, table by table (the daily sweep); answers how many went. */
export async function sweepExpired(db: Db, days: SweepDays): Promise<number> {
  const events = await deleteCounted(db, sql`supplier_events`, sql`at < ${olderThan(days.eventsDays)}`);
  const errors = await deleteCounted(
    db,
    sql`client_errors`,
    sql`at < ${olderThan(days.clientErrorsDays)}
      OR (supplier_id IS NULL AND at < ${olderThan(days.anonymousClientErrorsDays)})`,
  );
  const audit = await deleteCounted(db, sql`audit_log`, sql`at < ${olderThan(days.auditDays)}`);
  return events + errors + audit;
}
