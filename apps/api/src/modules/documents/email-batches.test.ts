import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { enqueueJob, runOneJob } from '../../lib/jobs.ts';
import { createMailer } from '../../lib/mail.ts';
import { jobHandlers } from '../jobs.ts';

/** How an e-mailed batch meets a mail server that refuses, or one that never confirms. */
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let outboxDir: string;
let orderIds: number[];

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const job = async (id: number) =>
  rows<{ status: string; step: string | null; error: string | null }>(
    await t.database.db.execute(sql`select status, step, error from jobs where id = ${id}`),
  )[0];
const enqueue = (email: string) =>
  enqueueJob(t.database.db, 'documents.email', { type: 'purchase-order', orderIds, email, supplierId: 1 }, 1);
const runWith = (mailer: ReturnType<typeof createMailer>) =>
  runOneJob(t.database.db, jobHandlers({ ...t.app.ctx, mailer }), 'test-worker');
const smtp = (url: string) => createMailer({ smtpUrl: url, from: 'portal@example.com', outboxDir });

beforeAll(async () => {
  sink = await startSmtpSink();
  outboxDir = mkdtempSync(path.join(os.tmpdir(), 'portal-outbox-'));
  t = await createTestApp({ publicUrl: 'https://portal.example.com' });
  orderIds = rows<{ id: number }>(
    await t.database.db.execute(sql`select id from orders where supplier_id = 1 order by id limit 2`),
  ).map((r) => r.id);
});
afterAll(async () => {
  await t.close();
  await sink.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

describe('e-mailing a batch', () => {
  it('retries, rendered file kept, when the mail server cannot be reached', async () => {
    const id = await enqueue('refused@example.com');
    // Nothing listens on port 9 of this machine: the connection is refused, so nothing was sent.
    expect(await runWith(smtp('smtp://127.0.0.1:9'))).toBe(true);
    expect(await job(id)).toMatchObject({ status: 'queued', step: 'rendered' });
    expect((await job(id))!.error).toBe(
      'The mail server refused the e-mail or could not be reached (ESOCKET connect CONN)',
    );
    await t.database.db.execute(sql`update jobs set run_at = now() where id = ${id}`);
    expect(await runWith(smtp(sink.url))).toBe(true);
    expect(await job(id)).toMatchObject({ status: 'done', step: 'sent', error: null });
    expect(sink.messages.filter((m) => m.to.includes('refused@example.com'))).toHaveLength(1);
  });

  it('stops for the operator, without resending, when the server never confirms the message', async () => {
    const id = await enqueue('unconfirmed@example.com');
    sink.control.stallAfterData = true;
    try {
      expect(await runWith(smtp(`${sink.url}?socketTimeout=300`))).toBe(true);
    } finally {
      sink.control.stallAfterData = false;
    }
    const stopped = await job(id);
    expect(stopped).toMatchObject({ status: 'needs_attention', step: 'handing_over' });
    expect(stopped!.error).toMatch(
      new RegExp(
        `^The mail server did not confirm the e-mail \\(ETIMEDOUT CONN\\): it may or may not have been sent\\. Check the mail log for Message-ID <job-${id}-1-[0-9a-z]+@portal\\.example\\.com> before sending it again\\.$`,
      ),
    );
    // The server had it: one copy, and nothing more however often the worker runs.
    expect(await runWith(smtp(sink.url))).toBe(false);
    expect(sink.messages.filter((m) => m.to.includes('unconfirmed@example.com'))).toHaveLength(1);
  });

  it('writes one outbox file per batch, named by its Message-ID, even if the hand-over runs again', async () => {
    const outbox = createMailer({ from: 'portal@example.com', outboxDir });
    const id = await enqueue('outbox@example.com');
    expect(await runWith(outbox)).toBe(true);
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^job-${id}-1-[0-9a-z]+@portal\\.example\\.com\\.eml$`));
    const written = readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(written).toContain(`Message-ID: <${files[0]!.slice(0, -4)}>`);
    // The same hand-over again (a rerun after a crash): the file is left as it was.
    const again = await outbox.send({
      to: 'outbox@example.com',
      subject: 'again',
      text: 'again',
      messageId: `<${files[0]!.slice(0, -4)}>`,
    });
    expect(again.alreadyThere).toBe(true);
    expect(readdirSync(outboxDir)).toEqual(files);
    expect(readFileSync(path.join(outboxDir, files[0]!), 'utf8')).toBe(written);
  });
});
