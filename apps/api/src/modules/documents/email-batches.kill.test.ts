import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createLocalStorage } from '../../lib/file-storage.ts';
import { enqueueJob, runOneJob } from '../../lib/jobs.ts';
import { createMailer } from '../../lib/mail.ts';
import { TEST_SECRET } from '../../../test/test-app.ts';
import { withDatabase } from '../../../test/global-setup.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { jobHandlers } from '../jobs.ts';
import { QUICK_CHECK } from '../../../test/test-runs.ts';

/**
 * kill -9 of a real worker process at each step of an e-mailed batch, with the SMTP sink, and from the
 * hand-over on with the outbox: one child process per step runs the worker on a shared database (a
 * PostgreSQL database, or a PGlite data directory the processes take turns on) and SIGKILLs itself at
 * that step; then a fresh worker takes the jobs over once their heartbeats are stale. Never two e-mails
 * for one batch; a batch not yet handed over is always sent; an unknown hand-over waits for the
 * operator.
 */
const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'email-worker.child.ts');
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PUBLIC_URL = 'http://portal.test';

/** The steps, in order, and what a fresh worker makes of a batch whose worker died there. */
const STEPS = ['rendering', 'stored', 'rendered', 'handing_over', 'handed_over', 'sent'] as const;
type Step = (typeof STEPS)[number];
type Mode = 'smtp' | 'outbox';
/**
 * The steps each mode is killed at. Up to 'rendered' no mail code has run, so the outbox would repeat
 * what the SMTP mode shows; it starts at the hand-over, where the two differ (each child is a whole
 * process: a third fewer of them).
 */
const STEPS_OF: Record<Mode, readonly Step[]> = {
  smtp: STEPS,
  outbox: ['handing_over', 'handed_over', 'sent'],
};
/** How the jobs table stands after a worker died at each step: every batch 'running', at that step. */
const DIED_AT: Record<Step, [string, string | null]> = {
  rendering: ['running', null],
  stored: ['running', null],
  rendered: ['running', 'rendered'],
  handing_over: ['running', 'handing_over'],
  handed_over: ['running', 'handing_over'],
  sent: ['running', 'sent'],
};
const AFTER_RESTART: Record<Mode, Partial<Record<Step, { mails: number; status: string }>>> = {
  smtp: {
    rendering: { mails: 1, status: 'done' },
    // The PDF's parts written, the row naming them not: rendered and stored again under a new token.
    stored: { mails: 1, status: 'done' },
    rendered: { mails: 1, status: 'done' },
    // Recorded 'handing over' but died before SMTP: unknown to a fresh worker, so not resent.
    handing_over: { mails: 0, status: 'needs_attention' },
    // SMTP took it, the worker died before recording it: the operator is told, nothing is resent.
    handed_over: { mails: 1, status: 'needs_attention' },
    sent: { mails: 1, status: 'done' },
  },
  outbox: {
    // The outbox can tell: no file yet, so it is written now; a file already there is not written twice.
    handing_over: { mails: 1, status: 'done' },
    handed_over: { mails: 1, status: 'done' },
    sent: { mails: 1, status: 'done' },
  },
};

type Shared = { env: Record<string, string>; open: () => Promise<Database>; drop: () => Promise<void> };

/** A database that child processes can open too (the usual test copy lives in this process only). */
async function sharedDatabase(): Promise<Shared> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `portal_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplateDb')}`);
    await admin.end();
    const dbUrl = withDatabase(url, name);
    return {
      env: { KILL_DATABASE_URL: dbUrl },
      open: () => openDatabase({ databaseUrl: dbUrl, poolSize: 2 }),
      drop: async () => {
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-kill-pglite-'));
  const seeded = await openDatabase({
    dataDir: dir,
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  });
  await seeded.close();
  return {
    env: { KILL_PGLITE_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Runs the worker in a child process that SIGKILLs itself where `plan` says; resolves with how it ended. */
function runChild(env: Record<string, string>, plan: Record<number, Step>) {
  return new Promise<{ signal: NodeJS.Signals | null; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: API_DIR,
      // Inline rendering: each child is a fresh process, and starting PDF worker threads (tsx compiles
      // pdfkit again in each) in every one of them made the run outgrow its timeout on a loaded machine.
      // The pool has its own tests (pdf-pool.test.ts); these are about steps and at-most-once.
      env: { ...process.env, ...env, PDF_WORKERS: '0', KILL_PLAN: JSON.stringify(plan) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve({ signal, stderr }));
  });
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let dataDir: string;
const databases: Shared[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-kill-data-'));
});
afterAll(async () => {
  await sink.close();
  for (const shared of databases) await shared.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

// The two modes run side by side, each on its own database. Left out of the quick check (QUICK_CHECK).
describe.skipIf(QUICK_CHECK)('kill -9 of a worker', () => {
  describe.concurrent.each(['smtp', 'outbox'] as const)(
    'kill -9 at each step of an e-mailed batch (%s)',
    (mode) => {
      it(
        'never sends a batch twice and never loses one that was not yet handed over',
        { timeout: 10 * 60_000 },
        async () => {
          const modeDir = path.join(dataDir, mode);
          const outboxDir = path.join(modeDir, 'outbox');
          const smtpUrl = mode === 'smtp' ? sink.url : undefined;

          // One batch per step, claimed in id order: the nth child takes the nth batch and dies at the nth step.
          const steps = STEPS_OF[mode];
          const shared = await sharedDatabase();
          databases.push(shared);
          let database = await shared.open();
          const orderIds = rows<{ id: number }>(
            await database.db.execute(sql`select id from orders where supplier_id = 1 order by id limit 3`),
          ).map((r) => r.id);
          const jobIds: number[] = [];
          for (const step of steps) {
            jobIds.push(
              await enqueueJob(
                database.db,
                'documents.email',
                { type: 'purchase-order', orderIds, email: `${mode}.${step}@example.com`, supplierId: 1 },
                1,
              ),
            );
          }
          await database.close();

          // Each child takes one batch and dies at that batch's step. PGlite is one process at a time;
          // PostgreSQL takes them all at once.
          const env = {
            ...shared.env,
            KILL_DATA_DIR: modeDir,
            KILL_SMTP_URL: smtpUrl ?? '',
            KILL_PUBLIC_URL: PUBLIC_URL,
            KILL_JWT_SECRET: TEST_SECRET,
          };
          const plan = Object.fromEntries(jobIds.map((id, i) => [id, steps[i]!]));
          const ended = shared.env.KILL_DATABASE_URL
            ? await Promise.all(steps.map(() => runChild(env, plan)))
            : [];
          if (!shared.env.KILL_DATABASE_URL) for (const _ of steps) ended.push(await runChild(env, plan));
          expect(ended).toEqual(steps.map(() => ({ signal: 'SIGKILL', stderr: '' })));

          database = await shared.open();
          const died = rows<{ id: number; status: string; step: string | null }>(
            await database.db.execute(
              sql`select id, status, step, error, attempts from jobs where id in ${jobIds} order by id`,
            ),
          );
          // Every batch was left 'running' by a dead worker, at the step it died in.
          expect(died.map((j) => [j.status, j.step])).toEqual(steps.map((step) => DIED_AT[step]));

          // 61 s after the last heartbeat a new worker takes the jobs over (jobs.test.ts: not at 59 s).
          const ctx = {
            db: database.db,
            database,
            config: {
              ...loadConfig({ DATA_DIR: modeDir, JWT_SECRET: TEST_SECRET }),
              smtpUrl,
              publicUrl: PUBLIC_URL,
            },
            files: createLocalStorage(path.join(modeDir, 'files')),
            mailer: createMailer({ smtpUrl, from: 'portal@example.com', outboxDir }),
          };
          await database.db.execute(
            sql`update jobs set heartbeat_at = now() - interval '61 seconds' where id in ${jobIds}`,
          );
          while (await runOneJob(database.db, jobHandlers(ctx), 'fresh-worker')) {
            /* take over every batch */
          }

          const after = rows<{
            id: number;
            status: string;
            error: string | null;
            result: { messageId: string };
          }>(
            await database.db.execute(
              sql`select id, status, error, result from jobs where id in ${jobIds} order by id`,
            ),
          );
          // Only the attempt killed after its parts left parts no file names (purged a day later, in
          // job-file-parts.test.ts); every file's own parts are all there.
          const unnamed = rows<{ n: number }>(
            await database.db.execute(sql`select count(*)::int as n from job_file_parts p
              where not exists (select 1 from job_files f where f.token = p.token)`),
          );
          expect(unnamed[0]!.n).toBe(steps.includes('stored') ? 1 : 0);
          const incomplete = await database.db.execute(sql`select f.job_id from job_files f
            where f.parts <> (select count(*) from job_file_parts p where p.token = f.token)`);
          expect(rows(incomplete)).toEqual([]);
          await database.close();
          const sent = (step: Step) => {
            const to = `${mode}.${step}@example.com`;
            if (mode === 'smtp') return sink.messages.filter((m) => m.to.includes(to)).length;
            return readdirSync(outboxDir, { withFileTypes: true }).filter(
              (f) => f.isFile() && readFileSync(path.join(outboxDir, f.name), 'utf8').includes(`To: ${to}`),
            ).length;
          };
          expect(
            Object.fromEntries(
              steps.map((step, i) => [step, { mails: sent(step), status: after[i]!.status }]),
            ),
          ).toEqual(AFTER_RESTART[mode]);

          // The operator's reason names the Message-ID to look for in the mail log.
          for (const [i, step] of steps.entries()) {
            if (AFTER_RESTART[mode][step]!.status !== 'needs_attention') continue;
            expect(after[i]!.error).toMatch(
              new RegExp(
                `^The worker stopped while handing the e-mail to the mail server: it may or may not have been sent\\. Check the mail log for Message-ID <job-${jobIds[i]}-1-[0-9a-z]+@portal\\.test> before sending it again\\.$`,
              ),
            );
          }
          if (mode === 'outbox') {
            // One file per batch, named by its Message-ID, and no half-written leftovers.
            expect(readdirSync(outboxDir).sort()).toEqual(
              after.map((j) => `${j.result.messageId.slice(1, -1)}.eml`).sort(),
            );
          }
        },
      );
    },
  );
});
