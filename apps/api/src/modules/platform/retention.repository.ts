import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { clientErrors, feedbackResponses, supplierEvents } from '../../db/schema/index.ts';

/** How long and how many of a table's rows are kept, counted within one owner (a supplier, or nobody). */
export type Keep = { days: number; rows: number };

const olderThan = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * One owner's trim (when: retention.ts): its rows beyond its newest `rows`, and older than `days`
 * when given, are deleted. Both conditions walk the (owner, at) index. The one shape of every table that
 * grows from client input.
 */
async function trimOwner(db: Db, table: PgTable, at: PgColumn, owner: SQL, rows: number, days?: number) {
  const newest = db
    .select({ at })
    .from(table)
    .where(owner)
    .orderBy(desc(at))
    .offset(rows - 1)
    .limit(1);
  const beyondNewest = lt(at, sql`(${newest})`);
  const stale = days === undefined ? beyondNewest : or(lt(at, olderThan(days)), beyondNewest);
  await db.delete(table).where(and(owner, stale));
}

/** A supplier's events. */
export async function purgeSupplierEvents(db: Db, supplierId: number, keep: Keep): Promise<void> {
  const owner = eq(supplierEvents.supplierId, supplierId);
  await trimOwner(db, supplierEvents, supplierEvents.at, owner, keep.rows, keep.days);
}

/** Client error reports: per supplier, and the anonymous ones (no supplier) as one owner. */
export async function purgeClientErrors(db: Db, supplierId: number | null, keep: Keep): Promise<void> {
  const owner: SQL =
    supplierId === null ? isNull(clientErrors.supplierId) : eq(clientErrors.supplierId, supplierId);
  await trimOwner(db, clientErrors, clientErrors.at, owner, keep.rows, keep.days);
}

/** Feedback answers: the supplier's newest `rows` are kept (the survey asks at most every 7 days). */
export async function purgeFeedback(db: Db, supplierId: number, rows: number): Promise<void> {
  await trimOwner(
    db,
    feedbackResponses,
    feedbackResponses.at,
    eq(feedbackResponses.supplierId, supplierId),
    rows,
  );
}

export type SweepDays = {
  eventsDays: number;
  clientErrorsDays: number;
  anonymousClientErrorsDays: number;
  auditDays: number;
};

/** Deletes the rows `where` picks and answers how many, without reading them back. */
async function deleteCounted(db: Db, table: SQL, where: SQL): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`WITH gone AS (DELETE FROM ${table} WHERE ${where} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
  );
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
