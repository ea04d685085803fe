import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

/**
 * Durable background work: a job is a row, so it survives a restart. A worker claims one job at a
 * time with FOR UPDATE SKIP LOCKED, so several processes can share the queue. A job left 'running'
 * by a process that died is claimed again once its lock is older than LOCK_TIMEOUT.
 */
export type JobHandler = (
  payload: unknown,
  job: { id: number; supplierId: number | null; attempts: number },
) => Promise<unknown>;

export const LOCK_TIMEOUT_SECONDS = 300;
export const MAX_ATTEMPTS = 5;

export async function enqueueJob(
  db: Db,
  type: string,
  payload: unknown,
  supplierId: number | null = null,
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ type, payload: payload as never, supplierId })
    .returning({ id: jobs.id });
  return row!.id;
}

type Claimed = { id: number; type: string; payload: unknown; supplier_id: number | null; attempts: number };

export async function claimJob(db: Db, workerId: string): Promise<Claimed | null> {
  const result = await db.execute(sql`
    UPDATE jobs SET status = 'running', locked_at = now(), locked_by = ${workerId}, attempts = attempts + 1
    WHERE id = (
      SELECT id FROM jobs
      WHERE run_at <= now()
        AND (status = 'queued' OR (status = 'running' AND locked_at < now() - make_interval(secs => ${LOCK_TIMEOUT_SECONDS})))
      ORDER BY run_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, type, payload, supplier_id, attempts`);
  const rows = (result as unknown as { rows: Claimed[] }).rows;
  return rows[0] ?? null;
}

export async function finishJob(db: Db, id: number, result: unknown): Promise<void> {
  await db.execute(
    sql`UPDATE jobs SET status = 'done', result = ${JSON.stringify(result ?? null)}::jsonb, finished_at = now(), locked_at = NULL WHERE id = ${id}`,
  );
}

export async function failJob(db: Db, id: number, attempts: number, error: string): Promise<void> {
  if (attempts >= MAX_ATTEMPTS) {
    await db.execute(
      sql`UPDATE jobs SET status = 'failed', error = ${error}, finished_at = now(), locked_at = NULL WHERE id = ${id}`,
    );
  } else {
    // Back off 2^attempts seconds before the next try.
    await db.execute(
      sql`UPDATE jobs SET status = 'queued', error = ${error}, locked_at = NULL, run_at = now() + make_interval(secs => ${2 ** attempts}) WHERE id = ${id}`,
    );
  }
}

/** Runs one claimed job; answers whether there was one. */
export async function runOneJob(
  db: Db,
  handlers: Record<string, JobHandler>,
  workerId: string,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  const job = await claimJob(db, workerId);
  if (!job) return false;
  const handler = handlers[job.type];
  try {
    if (!handler) throw new Error(`No handler for job type ${job.type}`);
    const result = await handler(job.payload, {
      id: job.id,
      supplierId: job.supplier_id,
      attempts: job.attempts,
    });
    await finishJob(db, job.id, result);
  } catch (error) {
    log?.error({ err: error, jobId: job.id, type: job.type }, 'job failed');
    await failJob(db, job.id, job.attempts, error instanceof Error ? error.message : String(error));
  }
  return true;
}

export type Worker = { stop: () => Promise<void>; wake: () => void };

/** Polls for work; stop() waits for the job in hand to finish (graceful shutdown). */
export function startWorker(
  db: Db,
  handlers: Record<string, JobHandler>,
  opts: { pollMs?: number; log?: FastifyBaseLogger } = {},
): Worker {
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    timer = null;
    if (stopped) return;
    current = (async () => {
      try {
        while (!stopped && (await runOneJob(db, handlers, workerId, opts.log))) {
          /* drain the queue */
        }
      } catch (error) {
        opts.log?.error({ err: error }, 'job worker error');
      }
    })().finally(() => {
      if (!stopped) timer = setTimeout(tick, opts.pollMs ?? 1000);
    });
  };
  timer = setTimeout(tick, 0);
  return {
    wake() {
      if (timer) {
        clearTimeout(timer);
        tick();
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
