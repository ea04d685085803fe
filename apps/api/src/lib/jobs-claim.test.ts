import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { jobs } from '../db/schema/index.ts';
import { claimJob, enqueueJob } from './jobs.ts';

/**
 * Workers claiming side by side, each on its own connection of the pool: every job goes to exactly one
 * of them. Only PostgreSQL runs statements of different connections at once (PGlite has one
 * connection, so its claims take turns). Before the locked row was checked again, one claim in nine
 * here took a job another worker already held.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('claiming jobs side by side (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('eight workers at once take each of 100 queued jobs exactly once', async () => {
    const db = t.database.db;
    await db.execute(sql`delete from jobs`);
    const queued: number[] = [];
    // Two suppliers' jobs: the claim's fair turn (a window over each supplier's queue) is in play too.
    for (let i = 0; i < 100; i++) queued.push(await enqueueJob(db, 'test.claim', { i }, (i % 2) + 1));

    const claimed: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        for (
          let job = await claimJob(db, `worker-${worker}`);
          job;
          job = await claimJob(db, `worker-${worker}`)
        ) {
          claimed.push(job.id);
        }
      }),
    );

    expect(claimed.toSorted((a, b) => a - b)).toEqual(queued);
    const attempts = await db
      .select({ attempts: jobs.attempts, n: count() })
      .from(jobs)
      .groupBy(jobs.attempts);
    expect(attempts).toEqual([{ attempts: 1, n: 100 }]);
  });
});
