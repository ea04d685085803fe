import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Jobs waiting or running, and the age of the oldest of them in seconds (the database's clock). */
export async function jobQueueState(db: Db): Promise<{ depth: number; ageSeconds: number }> {
  const result = await db.execute(sql`
    select count(*)::int as depth,
           coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as age
      from jobs where status in ('queued', 'running')`);
  const row = (result as unknown as { rows: Array<{ depth: number; age: number }> }).rows[0];
  return { depth: Number(row?.depth ?? 0), ageSeconds: Number(row?.age ?? 0) };
}
