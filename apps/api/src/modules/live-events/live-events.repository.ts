import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { LiveEventData, LiveEventType } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { liveEvents } from '../../db/schema/index.ts';

/** The NOTIFY channel: its payload is the supplier's id. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/** The first key of the advisory locks that order each supplier's events (an arbitrary constant). */
const LOCK_SPACE = 0x4c495645; // 'LIVE'

export type LiveEvent = { id: number; type: LiveEventType; data: LiveEventData };

/**
 * Records an event in the caller's transaction and NOTIFYs the channel, which PostgreSQL (and PGlite)
 * delivers only when that transaction commits. The supplier's transaction lock first: two transactions
 * of one supplier then commit their events in the order of their ids, so a stream that has sent id 11
 * never later finds an id 10 it skipped.
 */
export async function insertEvent(db: DbOrTx, supplierId: number, type: LiveEventType, data: LiveEventData) {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${supplierId})`);
  await db.insert(liveEvents).values({ supplierId, type, data });
  await db.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${String(supplierId)})`);
}

/** A supplier's events after an id, oldest first (at most `limit`). */
export async function eventsAfter(
  db: DbOrTx,
  supplierId: number,
  afterId: number,
  limit: number,
): Promise<LiveEvent[]> {
  const rows = await db
    .select({ id: liveEvents.id, type: liveEvents.type, data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.supplierId, supplierId), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
  return rows as LiveEvent[];
}

/** The newest event id of a supplier (0 when none): where a new stream without Last-Event-ID starts. */
export async function lastEventId(db: DbOrTx, supplierId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${liveEvents.id}), 0)::int8`.mapWith(Number) })
    .from(liveEvents)
    .where(eq(liveEvents.supplierId, supplierId));
  return row?.id ?? 0;
}

/**
 * Forgets events older than `keepMinutes`, except each supplier's newest `keepLast`: a reconnect within
 * that time (or that many events) still gets everything it missed.
 */
export async function pruneEvents(db: DbOrTx, keepMinutes: number, keepLast: number): Promise<void> {
  await db.delete(liveEvents).where(
    and(
      lt(liveEvents.createdAt, sql`now() - make_interval(mins => ${keepMinutes})`),
      sql`${liveEvents.id} < coalesce((select e.id from ${liveEvents} e where e.supplier_id = ${liveEvents.supplierId}
            order by e.id desc offset ${keepLast - 1} limit 1), 0)`,
    ),
  );
}
