import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { suburbs } from '../schema/index.ts';

const SUBURBS_CSV = path.join(path.dirname(fileURLToPath(import.meta.url)), 'suburbs.csv');
const BATCH = 1000;

export type SuburbRecord = { postcode: string; name: string; state: string };

let cached: SuburbRecord[] | null = null;

/** The shipped list (postcode, name, state), parsed once. Names may be quoted when they hold a comma. */
export function readSuburbsCsv(): SuburbRecord[] {
  if (cached) return cached;
  const lines = readFileSync(SUBURBS_CSV, 'utf8').split('\n').slice(1);
  const rows: SuburbRecord[] = [];
  for (const line of lines) {
    if (!line) continue;
    const m = /^(\d{4}),("?)(.*)\2,([A-Z]{2,3})$/.exec(line);
    if (m) rows.push({ postcode: m[1]!, name: m[3]!, state: m[4]! });
  }
  cached = rows;
  return rows;
}

/**
 * Loads the suburbs reference list when it is missing or incomplete. Idempotent (ON CONFLICT DO NOTHING on
 * postcode, name and state), so it runs on every start, with or without the demo seed, and in the test template.
 */
export async function loadReferenceData(db: DbOrTx): Promise<{ inserted: number }> {
  const rows = readSuburbsCsv();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(suburbs);
  if ((row?.n ?? 0) >= rows.length) return { inserted: 0 };
  let inserted = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const result = await db
      .insert(suburbs)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing()
      .returning({ id: suburbs.id });
    inserted += result.length;
  }
  return { inserted };
}
