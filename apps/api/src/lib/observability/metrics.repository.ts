import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** Jobs waiting or running, and the age of the oldest of them in seconds (the database's clock). */
export async function jobQueueState(db: Db): Promise<{ depth: number; ageSeconds: number }> {
  const [row] = await rawRows<{ depth: number; age: number }>(
    db,
    sql`
    select count(*)::int as depth,
           coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as age
      from jobs where status in ('queued', 'running')`,
  );
  return { depth: Number(row?.depth ?? 0), ageSeconds: Number(row?.age ?? 0) };
}
