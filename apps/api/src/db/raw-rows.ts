import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * The rows of a raw SQL statement, typed by the caller: both drivers (PGlite and node-postgres) answer
 * `db.execute` with `{ rows }`, which drizzle's shared `Db` type does not name. The one place that says so.
 */
export async function rawRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
