import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** An answer is replayed for this long after its write (and the key cannot be reused meanwhile). */
export const IDEMPOTENCY_HOURS = 24;
/**
 * A write in flight holds its key this long, renewed every IDEMPOTENCY_RENEW_MS while it runs: a
 * duplicate meanwhile is told to wait (409). A process that died holding a key blocks it at most this
 * long, so a retry (the portal's, HAProxy's) of a write the dead process held goes through within it.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 5;
export const IDEMPOTENCY_RENEW_MS = 2000;

export type KeyedRequest = { scope: string; key: string; method: string; path: string; bodyHash: string };
export type StoredKey = {
  method: string;
  path: string;
  bodyHash: string;
  status: number | null;
  contentType: string | null;
  body: string | null;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Claims the key for this request in one statement: a new key, one older than IDEMPOTENCY_HOURS, or the
 * same request whose holder's lease ran out. Null when claimed; otherwise what the key holds.
 */
export async function claimKey(db: Db, r: KeyedRequest): Promise<StoredKey | null> {
  const claimed = await db.execute(sql`
    insert into idempotency_keys (scope, key, method, path, body_hash, lease_until)
    values (${r.scope}, ${r.key}, ${r.method}, ${r.path}, ${r.bodyHash},
            now() + make_interval(secs => ${IDEMPOTENCY_LEASE_SECONDS}))
    on conflict (scope, key) do update
      set method = excluded.method, path = excluded.path, body_hash = excluded.body_hash, status = null,
          content_type = null, body = null, lease_until = excluded.lease_until, created_at = now()
      where idempotency_keys.created_at < now() - make_interval(hours => ${IDEMPOTENCY_HOURS})
         or (idempotency_keys.status is null and idempotency_keys.lease_until < now()
             and idempotency_keys.method = excluded.method and idempotency_keys.path = excluded.path
             and idempotency_keys.body_hash = excluded.body_hash)
    returning 1 as claimed`);
  if (rowsOf(claimed).length > 0) return null;
  // Gone between the two statements (purged): claim it afresh.
  return (await findKey(db, r)) ?? claimKey(db, r);
}

/** What the key holds now, or null when there is no such key. */
export async function findKey(db: Db, r: Pick<KeyedRequest, 'scope' | 'key'>): Promise<StoredKey | null> {
  const found = await db.execute(sql`
    select method, path, body_hash as "bodyHash", status, content_type as "contentType", body
      from idempotency_keys where scope = ${r.scope} and key = ${r.key}`);
  return rowsOf<StoredKey>(found)[0] ?? null;
}

/** Keeps the answer of the write that holds the key. */
export async function storeAnswer(
  db: Db,
  r: Pick<KeyedRequest, 'scope' | 'key'>,
  answer: { status: number; contentType: string | null; body: string },
): Promise<void> {
  await db.execute(sql`
    update idempotency_keys
       set status = ${answer.status}, content_type = ${answer.contentType}, body = ${answer.body}
     where scope = ${r.scope} and key = ${r.key} and status is null`);
}

/** The holder is still running: its lease goes on. */
export async function renewLease(db: Db, r: Pick<KeyedRequest, 'scope' | 'key'>): Promise<void> {
  await db.execute(sql`
    update idempotency_keys set lease_until = now() + make_interval(secs => ${IDEMPOTENCY_LEASE_SECONDS})
     where scope = ${r.scope} and key = ${r.key} and status is null`);
}

/** Lets the key go unanswered (the write failed in a way worth retrying: 5xx, 429). */
export async function releaseKey(db: Db, r: Pick<KeyedRequest, 'scope' | 'key'>): Promise<void> {
  await db.execute(sql`
    delete from idempotency_keys where scope = ${r.scope} and key = ${r.key} and status is null`);
}

export async function purgeKeys(db: Db): Promise<void> {
  await db.execute(sql`
    delete from idempotency_keys where created_at < now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`);
}
