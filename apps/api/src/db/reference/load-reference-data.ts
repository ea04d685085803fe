import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rawRows } from '../raw-rows.ts';
import { suburbs } from '../schema/index.ts';

const SUBURBS_CSV = path.join(path.dirname(fileURLToPath(import.meta.url)), 'suburbs.csv');
const BATCH = 1000;

export type SuburbRecord = { postcode: string; name: string; state: string };

let cached: { rows: SuburbRecord[]; stamp: string; sum: bigint } | null = null;

/** The row's 32-bit share of a set's fingerprint; the SQL in `databaseFingerprint` computes the same. */
function rowHash(r: SuburbRecord): bigint {
  const hex = createHash('md5').update(`${r.postcode}|${r.name}|${r.state}`).digest('hex');
  return BigInt(`0x${hex.slice(0, 8)}`);
}

function shipped() {
  if (cached) return cached;
  const text = readFileSync(SUBURBS_CSV, 'utf8');
  const rows: SuburbRecord[] = [];
  for (const line of text.split('\n').slice(1)) {
    if (!line) continue;
    const m = /^(\d{4}),("?)(.*)\2,([A-Z]{2,3})$/.exec(line);
    if (m) rows.push({ postcode: m[1]!, name: m[3]!, state: m[4]! });
  }
  const stamp = `suburbs.csv sha256:${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
  cached = { rows, stamp, sum: rows.reduce((s, r) => s + rowHash(r), 0n) };
  return cached;
}

/** The shipped list (postcode, name, state), parsed once. Names may be quoted when they hold a comma. */
export function readSuburbsCsv(): SuburbRecord[] {
  return shipped().rows;
}

/** The stamp loadReferenceData leaves on the suburbs table once it holds every row of this suburbs.csv. */
export function referenceStamp(): string {
  return shipped().stamp;
}

/** Order-free fingerprint of the table: row count and the sum of each row's md5, first 32 bits. */
async function databaseFingerprint(db: Db): Promise<{ n: number; sum: bigint }> {
  const [row] = await rawRows<{ n: number; sum: string }>(
    db,
    sql`select count(*)::int as n,
          coalesce(sum(('x' || substr(md5(postcode || '|' || name || '|' || state), 1, 8))::bit(32)::bigint), 0)::text as sum
        from suburbs`,
  );
  return { n: row!.n, sum: BigInt(row!.sum) };
}

/**
 * Makes the suburbs table hold every row of the shipped list; runs on every start, with or without the demo
 * seed, and in the test template. It never deletes (zones link to suburbs): a row the list drops goes by a
 * migration (0025_delivery_localities.sql), which also clears the stamp below.
 *
 * Fast path (one catalogue read): the table's comment holds the stamp of the suburbs.csv last loaded. Without
 * it, the table's fingerprint (count and md5 sum) is compared with the file's; only when they differ are the
 * rows inserted (ON CONFLICT DO NOTHING on postcode, name and state), so a row a migration removed and the file
 * no longer holds is never put back, and extra rows cannot hide a missing one. Then the table is stamped.
 */
export async function loadReferenceData(db: Db): Promise<{ inserted: number }> {
  const { rows, stamp, sum } = shipped();
  const [current] = await rawRows<{ stamp: string | null }>(
    db,
    sql`select obj_description('suburbs'::regclass, 'pg_class') as stamp`,
  );
  if (current?.stamp === stamp) return { inserted: 0 };
  let inserted = 0;
  const found = await databaseFingerprint(db);
  if (found.n !== rows.length || found.sum !== sum) {
    for (let i = 0; i < rows.length; i += BATCH) {
      const result = await db
        .insert(suburbs)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoNothing()
        .returning({ id: suburbs.id });
      inserted += result.length;
    }
  }
  await db.execute(sql.raw(`comment on table suburbs is '${stamp}'`));
  return { inserted };
}
