import type { Db } from '../../db/client.ts';
import { purgeExpiredHandOffCodes } from '../auth/hand-off.repository.ts';
import * as repo from './retention.repository.ts';

/**
 * How long, and how many, of the rows that grow from client input are kept (docs/security.md).
 * Counted per owner (a supplier; anonymous client error reports together count as one owner).
 */
export const RETENTION = {
  events: { days: 90, rows: 10_000 },
  clientErrors: { days: 30, rows: 1_000 },
  anonymousClientErrors: { days: 7, rows: 10_000 },
  feedbackRows: 100,
  /** The audit trail: two years, then deleted by the daily sweep (docs/decisions/security-limits.md). */
  auditDays: 730,
} as const;

/** An owner's rows are trimmed after this many of its writes (in this process), not after each one. */
export const PURGE_EVERY_WRITES = 100;
/** Every owner's rows past their age are swept this often (a scan of each table), by the periodic runner. */
export const SWEEP_EVERY_MS = 24 * 3600 * 1000;

export type RetainedTable = 'events' | 'clientErrors' | 'feedback';
type Owner = { table: RetainedTable; supplierId: number | null };

/** Writes since the owner's last trim, in this process: the owners the next periodic run trims. */
const pending = new Map<string, { owner: Owner; writes: number }>();
let lastSweep = 0;

function trimOwner(db: Db, { table, supplierId }: Owner): Promise<void> {
  if (table === 'feedback') return repo.purgeFeedback(db, supplierId ?? 0, RETENTION.feedbackRows);
  if (table === 'events') return repo.purgeSupplierEvents(db, supplierId ?? 0, RETENTION.events);
  const keep = supplierId === null ? RETENTION.anonymousClientErrors : RETENTION.clientErrors;
  return repo.purgeClientErrors(db, supplierId, keep);
}

/**
 * Called after each insert into a retained table. The hot path only counts; every PURGE_EVERY_WRITES
 * writes of one owner trim that owner's rows (its newest N and its age, both on the (owner, at) index),
 * so an owner holds at most N + PURGE_EVERY_WRITES - 1 rows per process however fast it writes.
 */
export async function afterWrite(db: Db, table: RetainedTable, supplierId: number | null): Promise<void> {
  const key = `${table}:${supplierId ?? 'anonymous'}`;
  const entry = pending.get(key) ?? { owner: { table, supplierId }, writes: 0 };
  entry.writes += 1;
  pending.set(key, entry);
  if (entry.writes < PURGE_EVERY_WRITES) return;
  pending.delete(key);
  await trimOwner(db, entry.owner);
}

export type RetentionCounts = { owners: number; swept: number };

/**
 * The periodic part (run by the job worker every PURGE_EVERY_MS, lib/jobs.ts): trims every owner that
 * wrote since its last trim, and once a day sweeps every table of rows past their age (owners gone
 * quiet, the audit trail, used hand-off codes).
 */
export async function purgeClientInput(db: Db, now = Date.now()): Promise<RetentionCounts> {
  const owners = [...pending.values()].map((p) => p.owner);
  pending.clear();
  for (const owner of owners) await trimOwner(db, owner);
  if (now - lastSweep < SWEEP_EVERY_MS) return { owners: owners.length, swept: 0 };
  lastSweep = now;
  const swept = await repo.sweepExpired(db, {
    eventsDays: RETENTION.events.days,
    clientErrorsDays: RETENTION.clientErrors.days,
    anonymousClientErrorsDays: RETENTION.anonymousClientErrors.days,
    auditDays: RETENTION.auditDays,
  });
  const codes = await purgeExpiredHandOffCodes(db, new Date(now - 24 * 3600 * 1000));
  return { owners: owners.length, swept: swept + codes };
}
