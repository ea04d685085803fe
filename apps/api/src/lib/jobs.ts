import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import * as repo from './jobs.repository.ts';

/**
 * Durable background work: a job is a row, so it survives a restart. A worker claims one job at a
 * time with FOR UPDATE SKIP LOCKED (one statement, no session state: fine behind PgBouncer in
 * transaction mode), so several processes share the queue. While a job runs its worker refreshes
 * `heartbeat_at` every HEARTBEAT_SECONDS; a running job whose heartbeat is older than
 * STALE_AFTER_SECONDS belongs to a dead worker and is claimed again. Handlers record their steps
 * (`job.advance`), and a claim hands them the last recorded step so they resume from it.
 */
export type JobRun = {
  id: number;
  supplierId: number | null;
  attempts: number;
  /** The last step recorded (null before the first). */
  step: string | null;
  createdAt: Date;
  /**
   * Records durably that the job moved on from `step` to `to`. With `work`, the work and the step
   * commit in one transaction (the step never claims work that was not saved). Throws JobLost when
   * another worker has taken the job over.
   */
  advance: (to: string, work?: (tx: DbOrTx) => Promise<unknown>) => Promise<void>;
  /** A named point in the handler: nothing in production; tests stop the process there. */
  checkpoint: (name: string) => void;
};

export type JobHandler = (payload: unknown, job: JobRun) => Promise<unknown>;

/** Thrown by a handler that must not go on or retry: the job waits for the operator, with the reason. */
export class NeedsAttention extends Error {}

/** Another worker took the job over (this one's heartbeat went stale): this worker drops it. */
export class JobLost extends Error {}

export const HEARTBEAT_SECONDS = 10;
export const STALE_AFTER_SECONDS = 60;
export const MAX_ATTEMPTS = 5;
/** Finished jobs' payloads are emptied after this many days, and the rows deleted after RETENTION_DAYS. */
export const PAYLOAD_DAYS = 7;
export const RETENTION_DAYS = 30;
export const PURGE_EVERY_MS = 10 * 60 * 1000;

export type RunOptions = {
  log?: FastifyBaseLogger;
  checkpoint?: (name: string, job: { id: number; type: string }) => void;
  heartbeatMs?: number;
  /** Tests only: how old a heartbeat must be before its job is taken over (default STALE_AFTER_SECONDS). */
  staleSeconds?: number;
  /** The job types this worker takes (default: all). */
  lane?: repo.LaneTypes;
};

/** A named lane of the worker: its own loop, so its jobs never wait behind another lane's. */
export type JobLane = { name: string; types: repo.LaneTypes };

export function enqueueJob(db: Db, type: string, payload: unknown, supplierId: number | null = null) {
  return repo.insertJob(db, type, payload, supplierId);
}

type SupplierLimits = { waiting: number; perHour: number };

/**
 * Queues a supplier's job unless they already have `waiting` jobs of the type queued or running, or
 * have queued `perHour` in the last hour; answers the job's id or the limit reached. Exact under
 * concurrent requests: one supplier's enqueues of a type take turns (a transaction lock).
 */
export function enqueueWithinLimits(
  db: Db,
  type: string,
  payload: unknown,
  supplierId: number,
  limits: SupplierLimits,
): Promise<{ id: number } | { limit: keyof SupplierLimits }> {
  return db.transaction(async (tx) => {
    await repo.lockSupplierQueue(tx, supplierId);
    const load = await repo.supplierLoad(tx, supplierId, type);
    if (load.waiting >= limits.waiting) return { limit: 'waiting' as const };
    if (load.lastHour >= limits.perHour) return { limit: 'perHour' as const };
    return { id: await repo.insertJob(tx, type, payload, supplierId) };
  });
}

export function claimJob(
  db: Db,
  workerId: string,
  staleSeconds = STALE_AFTER_SECONDS,
  lane?: repo.LaneTypes,
) {
  return repo.claimNext(db, workerId, staleSeconds, lane);
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs one claimed job; answers whether there was one. */
export async function runOneJob(
  db: Db,
  handlers: Record<string, JobHandler>,
  workerId: string,
  opts: RunOptions = {},
): Promise<boolean> {
  const job = await claimJob(db, workerId, opts.staleSeconds, opts.lane);
  if (!job) return false;
  const log = opts.log;
  const heartbeat = setInterval(
    () => {
      repo.beat(db, job.id, workerId).then(
        (held) => {
          if (!held) log?.warn({ jobId: job.id }, 'job taken over by another worker');
        },
        (err: unknown) => log?.warn({ err, jobId: job.id }, 'job heartbeat failed'),
      );
    },
    opts.heartbeatMs ?? HEARTBEAT_SECONDS * 1000,
  );
  const run: JobRun = {
    id: job.id,
    supplierId: job.supplierId,
    attempts: job.attempts,
    step: job.step,
    createdAt: job.createdAt,
    async advance(to, work) {
      const from = run.step;
      const record = async (q: DbOrTx) => {
        if (!(await repo.recordStep(q, job.id, workerId, from, to))) {
          throw new JobLost(`Job ${job.id} was taken over by another worker`);
        }
      };
      if (work) {
        await db.transaction(async (tx) => {
          await work(tx);
          await record(tx);
        });
      } else {
        await record(db);
      }
      run.step = to;
    },
    checkpoint: (name) => opts.checkpoint?.(name, job),
  };
  try {
    const handler = handlers[job.type];
    if (!handler) throw new NeedsAttention(`No handler for job type ${job.type}`);
    if (job.attempts > MAX_ATTEMPTS) {
      // Only a worker that died on its last try gets here: running it again could kill this one too.
      throw new NeedsAttention(
        `Stopped after ${MAX_ATTEMPTS} attempts; the last worker stopped at step ${job.step ?? 'start'}`,
      );
    }
    const result = await handler(job.payload, run);
    await repo.finish(db, job.id, workerId, result);
  } catch (error) {
    if (error instanceof JobLost) {
      log?.warn({ jobId: job.id, type: job.type }, error.message);
    } else if (error instanceof NeedsAttention) {
      log?.error({ jobId: job.id, type: job.type, reason: error.message }, 'job needs attention');
      await repo.stop(db, job.id, workerId, 'needs_attention', error.message);
    } else {
      log?.error({ err: error, jobId: job.id, type: job.type }, 'job failed');
      if (job.attempts >= MAX_ATTEMPTS) await repo.stop(db, job.id, workerId, 'failed', reasonOf(error));
      // Back off 2^attempts seconds before the next try.
      else await repo.retryLater(db, job.id, workerId, reasonOf(error), 2 ** job.attempts);
    }
  } finally {
    clearInterval(heartbeat);
  }
  return true;
}

/** Deletes expired job files and old finished jobs (see jobs.repository purge). */
export function purgeJobs(db: Db) {
  return repo.purge(db, PAYLOAD_DAYS, RETENTION_DAYS);
}

export type Worker = { stop: () => Promise<void>; wake: () => void };

type WorkerOptions = RunOptions & {
  pollMs?: number;
  lanes?: JobLane[];
  /** Other periodic upkeep run with the purge, every PURGE_EVERY_MS (modules/jobs.ts lists it). */
  periodic?: () => Promise<object>;
  /** The first purge and upkeep wait this long after start (default 0): not while the first requests come in. */
  firstUpkeepAfterMs?: number;
};

/**
 * Polls for work, one loop per lane (default: one lane for every type), and purges (with `periodic`)
 * every PURGE_EVERY_MS; stop() waits for the jobs in hand (graceful shutdown).
 */
export function startWorker(db: Db, handlers: Record<string, JobHandler>, opts: WorkerOptions = {}): Worker {
  const id = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const lanes = opts.lanes?.length ? opts.lanes : [{ name: 'all', types: { except: [] } }];
  const loops = lanes.map((lane, i) =>
    startLane(db, handlers, `${id}-${lane.name}`, { ...opts, lane: lane.types }, i === 0),
  );
  return {
    wake: () => loops.forEach((l) => l.wake()),
    stop: async () => {
      await Promise.all(loops.map((l) => l.stop()));
    },
  };
}

function startLane(
  db: Db,
  handlers: Record<string, JobHandler>,
  workerId: string,
  opts: WorkerOptions,
  purges: boolean,
): Worker {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> = Promise.resolve();
  let lastPurge = Date.now() - PURGE_EVERY_MS + (opts.firstUpkeepAfterMs ?? 0);
  const tick = () => {
    timer = null;
    if (stopped) return;
    current = (async () => {
      try {
        if (purges && Date.now() - lastPurge >= PURGE_EVERY_MS) {
          lastPurge = Date.now();
          const purged = await purgeJobs(db);
          if (purged.files || purged.payloads || purged.jobs) opts.log?.info(purged, 'jobs purged');
          const upkeep = opts.periodic ? await opts.periodic() : null;
          if (upkeep) opts.log?.debug(upkeep, 'periodic upkeep');
        }
        while (!stopped && (await runOneJob(db, handlers, workerId, opts))) {
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
