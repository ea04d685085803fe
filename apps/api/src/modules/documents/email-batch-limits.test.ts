import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';
import { claimJob, enqueueJob, startWorker, type JobHandler } from '../../lib/jobs.ts';
import { JOB_LANES } from '../jobs.ts';

// E-mailed document batches have per-supplier limits and a fair queue, and a
// notification never waits behind any supplier's batch.

let t: TestApp;
let order1: number;
let order2: number;
beforeAll(async () => {
  t = await createTestApp();
  order1 = await insertOrder(t.database.db, {
    supplierId: 1,
    venueId: 1,
    status: 'COMPLETED',
    lines: [{ name: 'Lemons', priceIncGst: 650, quantity: 1 }],
  });
  order2 = await insertOrder(t.database.db, {
    supplierId: 2,
    venueId: 1,
    status: 'COMPLETED',
    lines: [{ name: 'Lemons', priceIncGst: 650, quantity: 1 }],
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM jobs`);
});

const queue = async (who: 'supplier' | 'supplier2', order: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/invoices-async',
    headers: await t.auth(who),
    payload: { orderIds: [order], email: 'accounts@example.com' },
  });

describe('per-supplier limits on e-mailed batches', () => {
  it('lets three wait at once, refuses the fourth with 429, and counts suppliers apart', async () => {
    for (let i = 0; i < 3; i++) expect((await queue('supplier', order1)).statusCode).toBe(202);
    const fourth = await queue('supplier', order1);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().errors[0]).toMatchObject({
      message: 'You have 3 e-mails of documents on the way. Send more once one of them has arrived',
      code: 'rate_limited',
    });
    expect((await queue('supplier2', order2)).statusCode).toBe(202);
    // Once one has been sent, another may wait.
    await t.database.db.execute(
      sql`UPDATE jobs SET status = 'done', finished_at = now() WHERE id = (SELECT min(id) FROM jobs WHERE supplier_id = 1)`,
    );
    expect((await queue('supplier', order1)).statusCode).toBe(202);
  });

  it('refuses the 21st batch of an hour; batches older than an hour do not count', async () => {
    await t.database.db.execute(sql`
      INSERT INTO jobs (type, payload, supplier_id, status, created_at, finished_at)
      SELECT 'documents.email', '{}'::jsonb, 1, 'done', now() - interval '59 minutes', now()
      FROM generate_series(1, 20)`);
    const res = await queue('supplier', order1);
    expect(res.statusCode).toBe(429);
    expect(res.json().errors[0].message).toBe(
      'Up to 20 e-mails of documents can be sent in an hour. Try again later',
    );
    await t.database.db.execute(sql`UPDATE jobs SET created_at = now() - interval '61 minutes'`);
    expect((await queue('supplier', order1)).statusCode).toBe(202);
  });
});

describe('the fair queue', () => {
  it("takes each supplier's next batch in turn, not one supplier's twenty first", async () => {
    const db = t.database.db;
    const a1 = await enqueueJob(db, 'documents.email', {}, 1);
    const a2 = await enqueueJob(db, 'documents.email', {}, 1);
    const a3 = await enqueueJob(db, 'documents.email', {}, 1);
    const b1 = await enqueueJob(db, 'documents.email', {}, 2);
    const order: number[] = [];
    for (let job = await claimJob(db, 'w'); job; job = await claimJob(db, 'w')) order.push(job.id);
    expect(order).toEqual([a1, b1, a2, a3]);
  });

  it('gives each lane its own jobs: batches in one, everything else in the other', async () => {
    const db = t.database.db;
    const [batches, mail] = JOB_LANES.map((l) => l.types);
    const batch = await enqueueJob(db, 'documents.email', {}, 1);
    const note = await enqueueJob(db, 'notifications.email', {}, 2);
    expect((await claimJob(db, 'w', undefined, mail))?.id).toBe(note);
    expect(await claimJob(db, 'w', undefined, mail)).toBeNull();
    expect((await claimJob(db, 'w', undefined, batches))?.id).toBe(batch);
  });

  it("runs a notification while another supplier's batch is still rendering", async () => {
    const db = t.database.db;
    let releaseBatch!: () => void;
    const batchHeld = new Promise<void>((resolve) => (releaseBatch = resolve));
    let batchStarted!: () => void;
    const started = new Promise<void>((resolve) => (batchStarted = resolve));
    let notified!: (id: number) => void;
    const notification = new Promise<number>((resolve) => (notified = resolve));
    const handlers: Record<string, JobHandler> = {
      'documents.email': async () => {
        batchStarted();
        await batchHeld;
      },
      'notifications.email': async (_payload, job) => notified(job.id),
    };
    await enqueueJob(db, 'documents.email', {}, 1);
    const worker = startWorker(db, handlers, { lanes: JOB_LANES, pollMs: 10 });
    try {
      await started;
      const note = await enqueueJob(db, 'notifications.email', {}, 2);
      worker.wake();
      expect(await notification).toBe(note);
    } finally {
      releaseBatch();
      await worker.stop();
    }
  });
});
