import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

/**
 * The jobs table's SQL. Every write a worker makes to a running job names the worker (`locked_by`),
 * so a worker that was taken over (its heartbeat went stale) can no longer change the job: its
 * write matches no row and it stops. Times are the database's now(), never a process clock.
 */
export type ClaimedJob = {
  id: number;
  type: string;
  payload: unknown;
  supplierId: number | null;
  attempts: number;
  step: string | null;
  createdAt: Date;
};

/** Statuses a job never leaves except by the purge. */
export const FINISHED_STATUSES = ['done', 'failed', 'needs_attention'] as const;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export async function insertJob(db: DbOrTx, type: string, payload: unknown, supplierId: number | null) {
  const [row] = await db
    .insert(jobs)
    .values({ type, payload: payload, supplierId })
    .returning({ id: jobs.id });
  return row!.id;
}

/** Which job types a worker lane takes: these (`only`), or every type but these (`except`). */
export type LaneTypes = { only: readonly string[] } | { except: readonly string[] };

function laneFilter(lane: LaneTypes | undefined) {
  if (!lane) return sql`true`;
  const types = sql.join(
    ('only' in lane ? lane.only : lane.except).map((t) => sql`${t}`),
    sql`, `,
  );
  if ('only' in lane) return lane.only.length ? sql`type IN (${types})` : sql`false`;
  return lane.except.length ? sql`type NOT IN (${types})` : sql`true`;
}

/** Whether a row of jobs (`row`: its alias) may be claimed: due and queued, or running with a stale heartbeat. */
function claimable(row: SQL, staleSeconds: number) {
  return sql`${row}.run_at <= now()
    AND (${row}.status = 'queued'
      OR (${row}.status = 'running'
        AND coalesce(${row}.heartbeat_at, ${row}.locked_at) < now() - make_interval(secs => ${staleSeconds})))`;
}

/**
 * The next due job of the lane, or a running one whose worker stopped beating, claimed in one
 * statement. Fair between suppliers: each supplier's due jobs are numbered in queue order after the
 * ones it has running (its turn), and the lowest turn goes first, the oldest on a tie: a supplier who
 * queued twenty batches gets one before each other supplier's first, never all twenty ahead of them.
 * The locked row is checked again (`claimable` on `j`): on PostgreSQL a worker whose statement began
 * before another's claim committed locks the row it then finds claimed, and PostgreSQL re-tests only
 * the locked table's own conditions on its newest version. Without them, one job in nine went to two
 * workers at once when eight claimed side by side (jobs-claim.test.ts).
 */
export async function claimNext(
  db: Db,
  workerId: string,
  staleSeconds: number,
  lane?: LaneTypes,
): Promise<ClaimedJob | null> {
  const result = await db.execute(sql`
    UPDATE jobs
    SET status = 'running', locked_at = now(), heartbeat_at = now(), locked_by = ${workerId},
        attempts = attempts + 1
    WHERE id = (
      WITH busy AS (
        SELECT supplier_id, count(*) AS n FROM jobs
        WHERE status = 'running' AND ${laneFilter(lane)}
        GROUP BY supplier_id
      )
      SELECT j.id FROM jobs j
      JOIN (
        SELECT q.id,
          row_number() OVER (PARTITION BY q.supplier_id ORDER BY q.run_at, q.id)
            + coalesce((SELECT b.n FROM busy b WHERE b.supplier_id IS NOT DISTINCT FROM q.supplier_id), 0)
            AS turn
        FROM jobs q
        WHERE ${claimable(sql`q`, staleSeconds)} AND ${laneFilter(lane)}
      ) due ON due.id = j.id
      WHERE ${claimable(sql`j`, staleSeconds)}
      ORDER BY due.turn, j.run_at, j.id
      LIMIT 1
      FOR UPDATE OF j SKIP LOCKED
    )
    RETURNING id, type, payload, supplier_id, attempts, step, created_at`);
  const [row] = rowsOf<{
    id: number;
    type: string;
    payload: unknown;
    supplier_id: number | null;
    attempts: number;
    step: string | null;
    created_at: Date | string;
  }>(result);
  if (!row) return null;
  return {
    id: row.id,
    type: row.type,
    payload: row.payload,
    supplierId: row.supplier_id,
    attempts: row.attempts,
    step: row.step,
    createdAt: new Date(row.created_at),
  };
}

const held = (id: number, workerId: string) =>
  sql`id = ${id} AND locked_by = ${workerId} AND status = 'running'`;

/** Answers false when another worker has taken the job over. */
export async function beat(db: Db, id: number, workerId: string): Promise<boolean> {
  const result = await db.execute(
    sql`UPDATE jobs SET heartbeat_at = now() WHERE ${held(id, workerId)} RETURNING id`,
  );
  return rowsOf(result).length === 1;
}

/** Moves the job from one step to the next (compare and set); false when it was not at `from` or not held. */
export async function recordStep(
  db: DbOrTx,
  id: number,
  workerId: string,
  from: string | null,
  to: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE jobs SET step = ${to}, heartbeat_at = now()
    WHERE ${held(id, workerId)} AND step IS NOT DISTINCT FROM ${from}::text
    RETURNING id`);
  return rowsOf(result).length === 1;
}

export async function finish(db: Db, id: number, workerId: string, result: unknown): Promise<boolean> {
  const updated = await db.execute(sql`
    UPDATE jobs SET status = 'done', result = ${JSON.stringify(result ?? null)}::jsonb, error = NULL,
      finished_at = now(), locked_at = NULL, heartbeat_at = NULL
    WHERE ${held(id, workerId)} RETURNING id`);
  return rowsOf(updated).length === 1;
}

/** Ends the job without another try: 'failed' or 'needs_attention', with the reason. */
export async function stop(
  db: Db,
  id: number,
  workerId: string,
  status: 'failed' | 'needs_attention',
  reason: string,
): Promise<boolean> {
  const updated = await db.execute(sql`
    UPDATE jobs SET status = ${status}, error = ${reason}, finished_at = now(), locked_at = NULL,
      heartbeat_at = NULL
    WHERE ${held(id, workerId)} RETURNING id`);
  return rowsOf(updated).length === 1;
}

/** Back to the queue after `delaySeconds`, keeping the step reached so the next try resumes there. */
export async function retryLater(
  db: Db,
  id: number,
  workerId: string,
  reason: string,
  delaySeconds: number,
): Promise<boolean> {
  const updated = await db.execute(sql`
    UPDATE jobs SET status = 'queued', error = ${reason}, locked_at = NULL, locked_by = NULL,
      heartbeat_at = NULL, run_at = now() + make_interval(secs => ${delaySeconds})
    WHERE ${held(id, workerId)} RETURNING id`);
  return rowsOf(updated).length === 1;
}

export type PurgeCounts = { files: number; payloads: number; jobs: number };

/**
 * Deletes job files whose link has expired and empties their jobs' payloads (e-mail addresses,
 * order ids); deletes jobs finished more than `retentionDays` ago (their files go with them);
 * empties the payloads of jobs finished more than `payloadDays` ago.
 */
/** A supplier's jobs of one type that are waiting or running, and those created in the last hour. */
export async function supplierLoad(db: DbOrTx, supplierId: number, type: string) {
  const result = await db.execute(sql`
    SELECT count(*) FILTER (WHERE status IN ('queued', 'running'))::int AS waiting,
      count(*) FILTER (WHERE created_at > now() - interval '1 hour')::int AS last_hour
    FROM jobs WHERE supplier_id = ${supplierId} AND type = ${type}`);
  const [row] = rowsOf<{ waiting: number; last_hour: number }>(result);
  return { waiting: row?.waiting ?? 0, lastHour: row?.last_hour ?? 0 };
}

/** Serialises one supplier's enqueues of one kind until the transaction ends (limits stay exact). */
export async function lockSupplierQueue(tx: DbOrTx, supplierId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(3807, ${supplierId}::int)`);
}

export async function purge(db: Db, payloadDays: number, retentionDays: number): Promise<PurgeCounts> {
  const files = await db.execute(sql`
    WITH gone AS (DELETE FROM job_files WHERE expires_at <= now() RETURNING job_id, token),
      parts AS (DELETE FROM job_file_parts WHERE token IN (SELECT token FROM gone))
    UPDATE jobs SET payload = '{}'::jsonb WHERE id IN (SELECT job_id FROM gone)
    RETURNING id`);
  // Parts no file names: a render cut short, a file replaced, or a job deleted with its file.
  await db.execute(sql`
    DELETE FROM job_file_parts p
    WHERE p.created_at < now() - make_interval(days => 1)
      AND NOT EXISTS (SELECT 1 FROM job_files f WHERE f.token = p.token)`);
  const finished = sql.join(
    FINISHED_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const deleted = await db.execute(sql`
    DELETE FROM jobs
    WHERE status IN (${finished}) AND finished_at < now() - make_interval(days => ${retentionDays})
    RETURNING id`);
  const payloads = await db.execute(sql`
    UPDATE jobs SET payload = '{}'::jsonb
    WHERE status IN (${finished}) AND finished_at < now() - make_interval(days => ${payloadDays})
      AND payload <> '{}'::jsonb
    RETURNING id`);
  return {
    files: rowsOf(files).length,
    payloads: rowsOf(payloads).length,
    jobs: rowsOf(deleted).length,
  };
}
