import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type WindowState = { hits: number; ttlMs: number };

/**
 * Counts one hit against a fixed window shared by every API process: one upsert, so two processes
 * counting the same key at once both see the other's hit. A window whose reset time has passed starts over.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<WindowState> {
  const result = await db.execute(sql`
    INSERT INTO rate_limits AS r (key, hits, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
      reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
    RETURNING hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - now())) * 1000))::int AS ttl_ms`);
  const row = (result as { rows: Array<{ hits: number; ttl_ms: number }> }).rows[0]!;
  return { hits: Number(row.hits), ttlMs: Number(row.ttl_ms) };
}

/** Forgets a key's window (a successful sign-in clears its account's failures). */
export async function clearKey(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

/** Drops windows that ended a while ago, so the table holds only live ones. */
export async function purgeExpired(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now() - interval '10 minutes'`);
}

/** Tests only: every window, so each test starts within its limits. */
export async function clearAll(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits`);
}

/** Takes back one hit of a live window (an attempt that turned out right does not count). */
export async function forgiveHit(db: Db, key: string): Promise<void> {
  await db.execute(
    sql`UPDATE rate_limits SET hits = GREATEST(0, hits - 1) WHERE key = ${key} AND reset_at > now()`,
  );
}
