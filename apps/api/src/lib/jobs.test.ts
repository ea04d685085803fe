import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Db } from '../db/client.ts';
import {
  claimJob,
  enqueueJob,
  MAX_ATTEMPTS,
  NeedsAttention,
  purgeJobs,
  runOneJob,
  startWorker,
  type JobHandler,
} from './jobs.ts';

let t: TestApp;
let db: Db;
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
type JobRow = {
  status: string;
  step: string | null;
  attempts: number;
  error: string | null;
  payload: unknown;
};
const jobRow = async (id: number) =>
  rows<JobRow>(
    await db.execute(sql`select status, step, attempts, error, payload from jobs where id = ${id}`),
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());
// Each test starts with an empty queue.
beforeEach(async () => {
  await db.execute(sql`delete from jobs`);
});

/** A handler that records two steps, pausing after the first until `release()`. */
function pausingHandler() {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let reached!: () => void;
  const paused = new Promise<void>((r) => (reached = r));
  const handler: JobHandler = async (_payload, job) => {
    if (job.step === null) await job.advance('first');
    if (job.attempts === 1) {
      reached();
      await released;
    }
    await job.advance('second');
    return { by: job.attempts };
  };
  return { handler, release, paused };
}

describe('heartbeats', () => {
  it('are written every heartbeatMs while a job runs, and keep it from other workers', async () => {
    const { handler, release, paused } = pausingHandler();
    const id = await enqueueJob(db, 'test.pause', {});
    const first = runOneJob(db, { 'test.pause': handler }, 'worker-a', { heartbeatMs: 50 });
    await paused;
    const beatAt = async () =>
      new Date(
        rows<{ at: string }>(await db.execute(sql`select heartbeat_at as at from jobs where id = ${id}`))[0]!
          .at,
      ).getTime();
    const before = await beatAt();
    await sleep(300);
    expect(await beatAt()).toBeGreaterThan(before);
    expect(await claimJob(db, 'worker-b')).toBeNull();
    release();
    await first;
    expect(await jobRow(id)).toMatchObject({ status: 'done', step: 'second', attempts: 1 });
  });

  it('older than 60 s hand the job to another worker', async () => {
    const id = await enqueueJob(db, 'test.any', {});
    expect((await claimJob(db, 'dead-worker'))?.id).toBe(id);
    await db.execute(sql`update jobs set heartbeat_at = now() - interval '59 seconds' where id = ${id}`);
    expect(await claimJob(db, 'worker-b')).toBeNull();
    await db.execute(sql`update jobs set heartbeat_at = now() - interval '61 seconds' where id = ${id}`);
    expect(await claimJob(db, 'worker-b')).toMatchObject({ id, attempts: 2, step: null });
  });

  it('a worker that was taken over cannot record a step or finish the job', async () => {
    const { handler, release, paused } = pausingHandler();
    const id = await enqueueJob(db, 'test.pause', {});
    // worker-a stops beating (a long pause); after 61 s worker-b takes over and finishes from 'first'.
    const first = runOneJob(db, { 'test.pause': handler }, 'worker-a', { heartbeatMs: 60_000 });
    await paused;
    await db.execute(sql`update jobs set heartbeat_at = now() - interval '61 seconds' where id = ${id}`);
    expect(await runOneJob(db, { 'test.pause': handler }, 'worker-b')).toBe(true);
    expect(await jobRow(id)).toMatchObject({ status: 'done', step: 'second', attempts: 2 });
    // worker-a wakes up: its step is refused and the job stays as worker-b left it.
    release();
    expect(await first).toBe(true);
    const [row] = rows<{ status: string; result: unknown; locked_by: string }>(
      await db.execute(sql`select status, result, locked_by from jobs where id = ${id}`),
    );
    expect(row).toEqual({ status: 'done', result: { by: 2 }, locked_by: 'worker-b' });
  });
});

describe('failures', () => {
  it('retry after 2^attempts s, resuming from the step reached', async () => {
    const seen: Array<string | null> = [];
    const handler: JobHandler = async (_payload, job) => {
      seen.push(job.step);
      if (job.step === null) await job.advance('rendered');
      if (job.attempts === 1) throw new Error('SMTP down');
      await job.advance('sent');
    };
    const id = await enqueueJob(db, 'test.flaky', {});
    expect(await runOneJob(db, { 'test.flaky': handler }, 'w')).toBe(true);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', step: 'rendered', error: 'SMTP down' });
    const [wait] = rows<{ s: number }>(
      await db.execute(
        sql`select round(extract(epoch from run_at - now()))::int as s from jobs where id = ${id}`,
      ),
    );
    expect(wait!.s).toBe(2);
    expect(await runOneJob(db, { 'test.flaky': handler }, 'w')).toBe(false);
    await db.execute(sql`update jobs set run_at = now() where id = ${id}`);
    expect(await runOneJob(db, { 'test.flaky': handler }, 'w')).toBe(true);
    expect(await jobRow(id)).toMatchObject({ status: 'done', step: 'sent', attempts: 2 });
    expect(seen).toEqual([null, 'rendered']);
  });

  it('fail after the last attempt, and stop for the operator on NeedsAttention', async () => {
    const failing = await enqueueJob(db, 'test.fail', {});
    await db.execute(sql`update jobs set attempts = ${MAX_ATTEMPTS - 1} where id = ${failing}`);
    const handlers: Record<string, JobHandler> = {
      'test.fail': async () => {
        throw new Error('broken');
      },
      'test.attention': async () => {
        throw new NeedsAttention('Check the mail log');
      },
    };
    await runOneJob(db, handlers, 'w');
    expect(await jobRow(failing)).toMatchObject({
      status: 'failed',
      error: 'broken',
      attempts: MAX_ATTEMPTS,
    });
    const attention = await enqueueJob(db, 'test.attention', {});
    await runOneJob(db, handlers, 'w');
    expect(await jobRow(attention)).toMatchObject({ status: 'needs_attention', error: 'Check the mail log' });
  });

  it('stop a job whose worker died on its last attempt instead of running it again', async () => {
    let ran = false;
    const id = await enqueueJob(db, 'test.crash', {});
    await db.execute(sql`
      update jobs set status = 'running', step = 'rendered', attempts = ${MAX_ATTEMPTS}, locked_by = 'dead',
        heartbeat_at = now() - interval '2 minutes' where id = ${id}`);
    await runOneJob(db, { 'test.crash': async () => void (ran = true) }, 'w');
    expect(ran).toBe(false);
    expect(await jobRow(id)).toMatchObject({
      status: 'needs_attention',
      error: 'Stopped after 5 attempts; the last worker stopped at step rendered',
    });
  });
});

describe('purge', () => {
  it('empties payloads a week after a job finished and deletes jobs after 30 days', async () => {
    const make = async (status: string, finishedDaysAgo: number | null) => {
      const id = await enqueueJob(db, 'test.any', { email: 'someone@example.com' });
      await db.execute(sql`
        update jobs set status = ${status},
          finished_at = ${finishedDaysAgo === null ? null : sql`now() - make_interval(days => ${finishedDaysAgo})`}
        where id = ${id}`);
      return id;
    };
    const queued = await make('queued', null);
    const doneYesterday = await make('done', 1);
    const doneLastWeek = await make('done', 8);
    const failedLastWeek = await make('failed', 8);
    const attention29 = await make('needs_attention', 29);
    const doneOld = await make('done', 31);
    const failedOld = await make('failed', 31);

    expect(await purgeJobs(db)).toEqual({ files: 0, payloads: 3, jobs: 2 });
    const left = rows<{ id: number; payload: unknown }>(
      await db.execute(sql`select id, payload from jobs order by id`),
    );
    const email = { email: 'someone@example.com' };
    expect(left).toEqual([
      { id: queued, payload: email },
      { id: doneYesterday, payload: email },
      { id: doneLastWeek, payload: {} },
      { id: failedLastWeek, payload: {} },
      { id: attention29, payload: {} },
    ]);
    expect([doneOld, failedOld].every((id) => !left.some((r) => r.id === id))).toBe(true);
  });
});

describe('the worker’s periodic upkeep', () => {
  it('runs the periodic work (retention of client input) with its purge, off the request path', async () => {
    const ran: string[] = [];
    const worker = startWorker(
      db,
      {},
      {
        pollMs: 60_000,
        periodic: async () => {
          ran.push('retention');
          return {};
        },
      },
    );
    await vi.waitFor(() => expect(ran).toEqual(['retention']), { timeout: 120_000 });
    await worker.stop();
  });
});
