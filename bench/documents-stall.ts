/**
 * Do PDFs stall the API? Three 500-invoice e-mailed batches (30 lines an order)
 * are queued at once; from just before they are queued until the last is e-mailed, this process asks
 * `GET /api/` every 20 ms over HTTP and records each answer's time. Run twice in one go, same machine load:
 * "before" renders on the event loop (PDF_WORKERS=0, as before the pool), "after" in the worker
 * pool sized to the cores. Prints the longest and p99 `GET /api/` answer and the batches' time.
 *   npx tsx bench/documents-stall.ts            (goal: longest answer < 100 ms, batches no slower)
 * Each server is a child process on a fresh PGlite database with the demo world, in a data directory as
 * `npm start` keeps it (an in-memory database copies a growing file whole as it grows: a stall of its own).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BATCHES = 3;
const ORDERS = 500;
const PORT = Number(process.env.BENCH_PORT ?? 3108);

if (process.argv[2] === 'server') await server();
else await main();

type Figures = { mode: string; answers: number[]; batchMs: number; emails: number };

async function main() {
  const uptime = os.loadavg().map((l) => l.toFixed(2));
  console.log(`load average at start: ${uptime.join(', ')} (${os.availableParallelism()} cores)`);
  const before = await measure('before: inline (PDF_WORKERS=0)', '0');
  const after = await measure('after: worker pool', '');
  for (const f of [before, after]) print(f);
  console.log(
    `load average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
}

function print({ mode, answers, batchMs, emails }: Figures) {
  const sorted = [...answers].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(
    `${mode.padEnd(32)} GET /api/ x${answers.length}: p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, longest ${sorted.at(-1)!.toFixed(1)} ms | ${BATCHES} x ${ORDERS} invoices: ${(batchMs / 1000).toFixed(2)} s, ${emails} e-mails`,
  );
}

async function measure(mode: string, workers: string): Promise<Figures> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'server'], {
    env: { ...process.env, PDF_WORKERS: workers, BENCH_PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    lines.push(...parts);
  });
  const waitFor = async (prefix: string) => {
    for (;;) {
      const line = lines.find((l) => l.startsWith(prefix));
      if (line) return line.slice(prefix.length).trim();
      if (child.exitCode !== null) throw new Error(`bench server exited (${child.exitCode})`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await waitFor('READY');
  const answers: number[] = [];
  let done: string | null = null;
  void waitFor('DONE').then((d) => (done = d));
  const queued = fetch(`http://127.0.0.1:${PORT}/go`);
  while (done === null) {
    const t0 = performance.now();
    await (await fetch(`http://127.0.0.1:${PORT}/api/`)).arrayBuffer();
    answers.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
  if (!(await queued).ok) throw new Error('queueing the batches failed');
  const [batchMs, emails] = (done as string).split(' ').map(Number);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { mode, answers, batchMs: batchMs!, emails: emails! };
}

/** The server half: the portal's API with its job worker, the orders inserted, and a /go to queue the batches. */
async function server() {
  const { buildApp } = await import('../apps/api/src/app.ts');
  const { loadConfig } = await import('../apps/api/src/config.ts');
  const { migrateDatabase, openDatabase } = await import('../apps/api/src/db/client.ts');
  const { seedDemo } = await import('../apps/api/src/db/seed/index.ts');
  const { startWorker } = await import('../apps/api/src/lib/jobs.ts');
  const { signToken } = await import('../apps/api/src/lib/jwt.ts');
  const { jobHandlers } = await import('../apps/api/src/modules/jobs.ts');
  const { insertOrder } = await import('../apps/api/test/order-fixtures.ts');
  const { startSmtpSink } = await import('../apps/api/test/smtp-sink.ts');

  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-stall-'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await migrateDatabase(database);
  await seedDemo(database.db);
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-123',
    }),
    smtpUrl: sink.url,
  };
  const app = await buildApp({ database, config });
  const token = await signToken(
    { sub: 1, state: 'NSW', staff: false, username: 'bench', supplierName: 'Harbour Fresh Wholesale' },
    config.jwtSecret,
    3600,
  );
  const lines = Array.from({ length: 30 }, (_, i) => ({
    name: `Product line ${i + 1} with a realistic name`,
    sku: `HF-${1000 + i}`,
    priceIncGst: 500 + i * 37,
    quantity: 1 + (i % 5),
    hasGst: i % 3 === 0,
  }));
  const ids: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    ids.push(
      await insertOrder(database.db, { supplierId: 1, venueId: 1 + (i % 30), status: 'COMPLETED', lines }),
    );
  }
  const handlers = jobHandlers(app.ctx);
  let finished = 0;
  let started = 0;
  const email = handlers['documents.email']!;
  handlers['documents.email'] = async (payload, job) => {
    const result = await email(payload, job);
    if (++finished === BATCHES) {
      console.log(`DONE ${(performance.now() - started).toFixed(0)} ${sink.messages.length}`);
    }
    return result;
  };
  const worker = startWorker(database.db, handlers, { pollMs: 50 });
  app.ctx.wakeJobs = worker.wake;
  app.get('/go', async () => {
    started = performance.now();
    for (let b = 0; b < BATCHES; b++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/orders/invoices-async',
        headers: { authorization: `Bearer ${token}` },
        payload: { orderIds: ids, email: `bench${b}@example.com` },
      });
      if (res.statusCode !== 202) throw new Error(`queue: ${res.statusCode} ${res.body}`);
    }
    return { queued: BATCHES };
  });
  // A server that has been up has served this route before: one refused request compiles its code paths,
  // so the first measured answer is not the process warming up.
  const warm = await app.inject({
    method: 'POST',
    url: '/api/orders/invoices-async',
    headers: { authorization: `Bearer ${token}` },
    payload: { orderIds: [ids.at(-1)! + 1], email: 'warm@example.com' },
  });
  if (warm.statusCode !== 404) throw new Error(`warm-up: ${warm.statusCode} ${warm.body}`);
  await app.listen({ port: PORT, host: '127.0.0.1' });
  console.log('READY');
  process.once('SIGTERM', () => {
    void worker
      .stop()
      .then(() => app.close())
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  });
}
