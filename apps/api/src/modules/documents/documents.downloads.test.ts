import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
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

/** E-mailed documents are reachable only through their signed, expiring link, and gone after it. */
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let dataDir: string;
let jobId: number;
let link: string;
let token: string;
let exp: number;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const LINK_MESSAGE = 'This download link is invalid or has expired';

beforeAll(async () => {
  sink = await startSmtpSink();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-downloads-'));
  t = await createTestApp({ smtpUrl: sink.url, publicUrl: 'http://portal.test', dataDir });
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    ids.push(
      await insertOrder(t.database.db, {
        supplierId: 1,
        venueId: 2,
        status: 'COMPLETED',
        lines: [{ name: `Download item ${i}`, priceIncGst: 1500 + i, quantity: 2 }],
      }),
    );
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/invoices-async',
    headers: await t.auth(),
    payload: { orderIds: ids, email: 'private@harbourfresh.example.com' },
  });
  jobId = res.json().jobId;
  expect(await runOneJob(t.database.db, jobHandlers(t.app.ctx), 'test-worker')).toBe(true);
  link = downloadPathIn(sink.messages.at(-1)!);
  const parsed = /^\/api\/downloads\/([\w-]+)\?exp=(\d+)&sig=([\w-]+)$/.exec(link)!;
  token = parsed[1]!;
  exp = Number(parsed[2]);
});
afterAll(async () => {
  await t.close();
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('e-mailed documents', () => {
  it('are never written under the public file root', () => {
    const filesRoot = path.join(dataDir, 'files');
    expect(existsSync(path.join(filesRoot, 'documents'))).toBe(false);
    expect(existsSync(filesRoot) ? readdirSync(filesRoot, { recursive: true }) : []).toEqual([]);
  });

  it('are named in the link by a random token, not by the job', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The path is the token alone (a token may well start with the job's digits: compare segments, not text).
    const { pathname } = new URL(link, 'http://portal.test');
    expect(pathname).toBe(`/api/downloads/${token}`);
    expect(pathname.split('/')).not.toContain(String(jobId));
    expect(link).not.toContain('documents/');
  });

  it('answer 403 or 404 at their old public path and at guessed names', async () => {
    const guesses = [
      `/files/documents/1/${jobId}-invoices.pdf`,
      `/files/documents/1/${jobId}-purchase-orders.pdf`,
      `/api/downloads/documents/1/${jobId}-invoices.pdf`,
      `/api/downloads/documents/1/${jobId}-invoices.pdf?${link.split('?')[1]}`,
      `/api/downloads/${jobId}`,
      `/api/downloads/${jobId}?${link.split('?')[1]}`,
      `/api/downloads/${token}`,
      `/api/downloads/${token}?exp=${exp}`,
      `/api/downloads/${token}?sig=${link.split('sig=')[1]}`,
      `/api/downloads/${token}?exp=abc&sig=x`,
    ];
    const answers = await Promise.all(guesses.map(async (url) => [url, (await get(url)).statusCode]));
    for (const [url, status] of answers) expect([401, 403, 404], String(url)).toContain(status);
    // Without the link's signature the token alone is refused.
    expect((await get(`/api/downloads/${token}`)).json().errors[0].message).toBe(LINK_MESSAGE);
  });

  it('download through a valid link, never cached', async () => {
    const res = await get(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoices-3-orders.pdf"; filename*=UTF-8''invoices-3-orders.pdf`,
    );
    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(3);
    expect(pages[2]).toContain('Download item 2');
  });

  it('refuse a tampered or expired link with 403', async () => {
    const secret = t.config.jwtSecret;
    const later = link.replace(`exp=${exp}`, `exp=${exp + 86_400}`);
    const forged = link.replace(/sig=[^&]+/, 'sig=forged');
    const otherToken = link.replace(token, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    const expired = signedDownloadPath(token, new Date(Date.now() - 1000), secret);
    for (const url of [later, forged, otherToken, expired]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errors[0]).toMatchObject({ param: 'sig', message: LINK_MESSAGE });
    }
  });

  it('are deleted with their job payload when the link expires', async () => {
    const db = t.database.db;
    // A week later: the file's expiry has passed (the e-mailed link's too).
    await db.execute(
      sql`update job_files set expires_at = now() - interval '1 second' where job_id = ${jobId}`,
    );
    const stillSigned = signedDownloadPath(token, new Date(Date.now() + 3_600_000), t.config.jwtSecret);
    expect((await get(stillSigned)).statusCode).toBe(404);

    expect((await purgeJobs(db)).files).toBe(1);
    expect(rows(await db.execute(sql`select job_id from job_files where job_id = ${jobId}`))).toEqual([]);
    const [job] = rows<{ payload: unknown; status: string; result: unknown }>(
      await db.execute(sql`select payload, status, result from jobs where id = ${jobId}`),
    );
    expect(job!.payload).toEqual({});
    expect(job!.status).toBe('done');
    expect(JSON.stringify(job)).not.toContain('private@harbourfresh');
    expect((await get(stillSigned)).statusCode).toBe(404);
    expect((await get(link)).statusCode).toBe(404);
  });
});
