import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { downloadPathIn, startSmtpSink } from '../../../test/smtp-sink.ts';
import { purgeJobs, runOneJob } from '../../lib/jobs.ts';
import { signedDownloadPath } from '../../lib/signed-url.ts';
import { jobHandlers } from '../jobs.ts';
import { JOB_FILE_PART_BYTES } from './documents.repository.ts';

/** An e-mailed batch's PDF is stored and served in parts, each its own short statement. */
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const ORDERS = 14;
const LINES = Array.from({ length: 30 }, (_, i) => ({
  name: `Parted line ${i + 1} of a long batch`,
  priceIncGst: 700 + i * 13,
  quantity: 1 + (i % 4),
}));

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, publicUrl: 'http://portal.test' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

async function emailBatch(): Promise<{ jobId: number; link: string }> {
  const ids: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    ids.push(
      await insertOrder(t.database.db, { supplierId: 1, venueId: 2, status: 'COMPLETED', lines: LINES }),
    );
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/invoices-async',
    headers: await t.auth(),
    payload: { orderIds: ids, email: 'parts@harbourfresh.example.com' },
  });
  expect(res.statusCode).toBe(202);
  expect(await runOneJob(t.database.db, jobHandlers(t.app.ctx), 'test-worker')).toBe(true);
  return { jobId: res.json().jobId, link: downloadPathIn(sink.messages.at(-1)!) };
}

describe('an e-mailed file in parts', () => {
  it('is written in parts of at most 256 KB and downloads whole, with its length', async () => {
    const { jobId, link } = await emailBatch();
    const [file] = rows<{ token: string; size: number; parts: number }>(
      await t.database.db.execute(sql`select token, size, parts from job_files where job_id = ${jobId}`),
    );
    const parts = rows<{ part: number; bytes: number }>(
      await t.database.db.execute(
        sql`select part, octet_length(content) as bytes from job_file_parts where token = ${file!.token} order by part`,
      ),
    );
    expect(file!.parts).toBeGreaterThan(1);
    expect(parts.map((p) => p.part)).toEqual([...Array(file!.parts).keys()]);
    expect(parts.slice(0, -1).every((p) => p.bytes === JOB_FILE_PART_BYTES)).toBe(true);
    expect(parts.reduce((sum, p) => sum + p.bytes, 0)).toBe(file!.size);

    const res = await t.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(file!.size));
    expect(res.rawPayload.byteLength).toBe(file!.size);
    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(2 * ORDERS); // thirty lines take two pages
    expect(pages[ORDERS - 1]).toContain('Parted line 30 of a long batch');
  });

  it('parts no file names are purged after a day, with an expired file’s parts at once', async () => {
    const db = t.database.db;
    const { jobId } = await emailBatch();
    const [file] = rows<{ token: string }>(
      await db.execute(sql`select token from job_files where job_id = ${jobId}`),
    );
    await db.execute(sql`insert into job_file_parts (token, part, content, created_at)
      values ('cut-short-yesterday', 0, '\\x25504446', now() - interval '25 hours'),
             ('cut-short-now', 0, '\\x25504446', now())`);
    await db.execute(
      sql`update job_files set expires_at = now() - interval '1 second' where job_id = ${jobId}`,
    );

    expect((await purgeJobs(db)).files).toBeGreaterThanOrEqual(1);
    const left = rows<{ token: string }>(await db.execute(sql`select distinct token from job_file_parts`));
    expect(left.map((r) => r.token)).toContain('cut-short-now');
    expect(left.map((r) => r.token)).not.toContain('cut-short-yesterday');
    expect(left.map((r) => r.token)).not.toContain(file!.token);
  });
});

describe('migration 0029', () => {
  it('moves a file stored whole into its first part, and its link keeps working', async () => {
    const db = t.database.db;
    const { jobId } = await emailBatch();
    const [before] = rows<{ token: string; expires_at: Date }>(
      await db.execute(sql`select token, expires_at from job_files where job_id = ${jobId}`),
    );
    const whole = Buffer.concat(
      rows<{ hex: string }>(
        await db.execute(
          sql`select encode(content, 'hex') as hex from job_file_parts where token = ${before!.token} order by part`,
        ),
      ).map((r) => Buffer.from(r.hex, 'hex')),
    );
    // The shape before 0029: the bytes in job_files.content, no parts table.
    await db.execute(sql`alter table job_files add column content bytea`);
    await db.execute(
      sql`update job_files set content = ${sql.raw(`'\\x${whole.toString('hex')}'`)} where job_id = ${jobId}`,
    );
    await db.execute(sql`delete from job_files where job_id <> ${jobId}`);
    await db.execute(sql`drop table job_file_parts`);
    await db.execute(sql`alter table job_files drop column size, drop column parts`);

    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../../db/migrations/0029_job_file_parts.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const res = await t.app.inject({
      method: 'GET',
      url: signedDownloadPath(before!.token, new Date(before!.expires_at), t.config.jwtSecret),
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(whole)).toBe(true);
    expect(res.headers['content-length']).toBe(String(whole.byteLength));
  });
});
