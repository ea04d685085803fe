/**
 * The list and bulk figures measured from outside: the built server (`npm run serve`, plain node on
 * apps/api/dist) on the embedded database, this process a client over HTTP, as a probe would measure it.
 * One run measures two trees in turn on copies of the same database, so "before" and "after" see the
 * same data and nearly the same machine:
 *   1. the longest `GET /api/` (every 20 ms) while three 500-invoice e-mailed batches render (< 50 ms);
 *   2. `POST /api/suppliers/products/bulk-upload` of 10,000 new products, request to answer (< 0.5 s);
 *   3. `GET /api/suppliers/products` (now 10,000+ products), 10 sequential requests right after that
 *      upload, gzip accepted: median < 50 ms and p99 (the slowest of the ten) < 100 ms;
 *   4. `GET /api/suppliers/orders` at 100,000 orders: 200 sequential requests, pages 1-50 of 100 (100
 *      orders a page) in turn, sorted by deliveryDate or total descending by turns, every third with
 *      `search=cafe`: p50 and p99 < 25 ms.
 * Prints each figure with the load average (the machine is shared; figures depend on it).
 *
 *   npx tsx bench/outside-http.ts [--before <checkout>] [--rounds 1]
 *   npx tsx bench/outside-http.ts --database-url postgres://postgres@127.0.0.1:5432/orders_1m --only orders
 *
 * --database-url: the servers run on that PostgreSQL database (filled once with `DATABASE_URL=<url> npm run
 * seed:scale -- --orders 1000000 --products 0`) instead of copies of the PGlite template; --only orders
 * measures the orders pattern alone (the other phases write, and would change the database between trees).
 *
 * --before: another checkout (e.g. `git worktree add --detach /tmp/perf-main main`, its node_modules linked
 * from here, its API built with `node apps/api/build.mjs`); without it only this tree is measured.
 * Data: BENCH_TEMPLATE_DIR (default /tmp/perf-data/template), a DATA_DIR made once with
 * `DATA_DIR=/tmp/perf-data/template npm run seed:scale -- --orders 100000 --products 0`; each server runs on
 * a fresh copy of it. This tree's API is built first when apps/api/dist is missing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bulkCsvHeaders, indexCategories, validateBulkRows, type Category } from '@portal/domain';
import { parseBulkCsvText } from '../apps/web/src/features/products-bulk/lib/parse-csv.ts';
import { serverNodeArgs } from './support/portal.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = parseArgs({
  options: {
    before: { type: 'string' },
    rounds: { type: 'string', default: '1' },
    'skip-documents': { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    only: { type: 'string' },
  },
});
const TEMPLATE = process.env.BENCH_TEMPLATE_DIR ?? '/tmp/perf-data/template';
const PORT = Number(process.env.BENCH_PORT ?? 3251);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BULK = 10_000;

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const at = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};
const f1 = (ms: number) => `${ms.toFixed(1)} ms`;

async function startServer(root: string, dataDir: string): Promise<ChildProcess> {
  rmSync(dataDir, { recursive: true, force: true });
  const databaseUrl = flags['database-url'];
  if (databaseUrl) mkdirSync(dataDir, { recursive: true });
  else cpSync(TEMPLATE, dataDir, { recursive: true });
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  const env = databaseUrl ? { ...rest, DATABASE_URL: databaseUrl, SEED_DEMO: '1' } : rest;
  const child = spawn(process.execPath, [...serverNodeArgs(), 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      STORAGE_DRIVER: 'local',
      DEMO_ORDERS_EVERY_MINUTES: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${ORIGIN}/api/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A GET read to its last byte and not decoded (a browser decodes on its own machine), timed. */
function timedGet(url: string, token: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' } },
      (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

async function api<T>(method: string, url: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${ORIGIN}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

async function signIn(): Promise<string> {
  const res = await fetch(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'supplier@example.com', password: 'password123', role: 'supplier' }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The 10,000 new products as the page sends them: a CSV parsed and checked by the page's own code. */
function bulkPayload(categories: Category[]) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const leaves = categories.filter(
    (c) => c.parentCategoryId !== null && byId.get(c.parentCategoryId)?.parentCategoryId === null,
  );
  const units = [
    ['Kilogram', 'Gram', '500,1000'],
    ['Box', 'box', '1'],
    ['Units', 'Units', '1,6,12'],
  ];
  const lines = [bulkCsvHeaders('add').join(',')];
  for (let i = 0; i < BULK; i++) {
    const two = leaves[i % leaves.length]!;
    const [pu, po, portions] = units[i % units.length]!;
    const price = (1 + (i % 500) / 7).toFixed(2);
    const row = [`OUT-${i}`, `Outside product ${i}`, byId.get(two.parentCategoryId!)!.name, two.name, ''];
    lines.push([...row, price, pu, `"${portions}"`, po, i % 3 ? 'Y' : 'N', 'Y', 'N'].join(','));
  }
  const parsed = parseBulkCsvText(lines.join('\r\n'), 'add');
  if (!parsed.ok) throw new Error(parsed.message);
  const results = validateBulkRows(parsed.rows, { mode: 'add', categories: indexCategories(categories) });
  if (results.some((r) => !r.payload)) throw new Error('bench CSV has invalid rows');
  return { products: results.map((r) => r.payload!) };
}

type Figures = {
  stallMax: number;
  stallP99: number;
  bulkMs: number;
  productsMs: number[];
  ordersMs: number[];
  loads: string[];
};

/** 1: `GET /api/` every 20 ms from before three batches are queued until they are all done. */
async function documentsStall(token: string, orderIds: number[], dataDir: string) {
  const answers: number[] = [];
  let running = true;
  const poll = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${ORIGIN}/api/`).then(
        (r) => r.arrayBuffer(),
        () => (running = false),
      );
      answers.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const outbox = path.join(dataDir, 'outbox');
  const before = existsSync(outbox) ? readdirSync(outbox).length : 0;
  await Promise.all(
    [0, 1, 2].map((b) =>
      api('POST', '/api/orders/invoices-async', token, { orderIds, email: `outside${b}@example.com` }),
    ),
  );
  // Without a mail server each e-mail lands in DATA_DIR/outbox: the batches are done at three more files.
  while ((existsSync(outbox) ? readdirSync(outbox).length : 0) < before + 3) {
    await new Promise((r) => setTimeout(r, 100));
  }
  running = false;
  await poll;
  return { max: Math.max(...answers), p99: at(answers, 0.99) };
}

/** 4: the orders pattern. */
function ordersUrl(i: number) {
  const sort = i % 2 ? 'total' : 'deliveryDate';
  const search = i % 3 === 2 ? '&search=cafe' : '';
  return `${ORIGIN}/api/suppliers/orders?page=${(i % 50) + 1}&pageSize=100&orderBy=${sort}&sortedBy=desc${search}`;
}

/** 2 and 3: the bulk add of 10,000, then ten reads of the list it grew. */
async function bulkAndList(token: string) {
  const categories = (await api<{ data: Category[] }>('GET', '/api/categories', token)).data;
  const body = JSON.stringify(bulkPayload(categories));
  // The list is read (and kept) before the write, as a page open on it would have.
  await timedGet(`${ORIGIN}/api/suppliers/products`, token);
  const started = performance.now();
  const res = await fetch(`${ORIGIN}/api/suppliers/products/bulk-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  await res.arrayBuffer();
  const bulkMs = performance.now() - started;
  if (res.status !== 200) throw new Error(`bulk upload: ${res.status}`);
  const productsMs: number[] = [];
  for (let i = 0; i < 10; i++) {
    const r = await timedGet(`${ORIGIN}/api/suppliers/products`, token);
    if (r.status !== 200) throw new Error(`products: ${r.status}`);
    productsMs.push(r.ms);
  }
  return { bulkMs, productsMs };
}

/** 4: the orders pattern, 200 sequential reads. */
async function ordersPattern(token: string) {
  const ordersMs: number[] = [];
  for (let i = 0; i < 200; i++) {
    const r = await timedGet(ordersUrl(i), token);
    if (r.status !== 200) throw new Error(`orders: ${r.status}`);
    ordersMs.push(r.ms);
    // BENCH_SHOW_SLOW=<ms>: each request slower than that, to see which of the pattern's kinds they are.
    if (r.ms > Number(process.env.BENCH_SHOW_SLOW ?? Infinity))
      console.log(`  ${r.ms.toFixed(1)} ms ${ordersUrl(i)}`);
  }
  return ordersMs;
}

async function measure(root: string, label: string): Promise<Figures> {
  const dataDir = `/tmp/perf-data/run-${label}`;
  const server = await startServer(root, dataDir);
  const onlyOrders = flags.only === 'orders';
  try {
    const loads = [load()];
    const token = await signIn();
    let stall = { max: 0, p99: 0 };
    if (!flags['skip-documents'] && !onlyOrders) {
      const page = await api<{ data: Array<{ orderId: number }> }>(
        'GET',
        '/api/suppliers/orders?page=1&pageSize=500&search=orderStatus:COMPLETED',
        token,
      );
      stall = await documentsStall(
        token,
        page.data.map((o) => o.orderId),
        dataDir,
      );
    }
    loads.push(load());
    const { bulkMs, productsMs } = onlyOrders ? { bulkMs: 0, productsMs: [0] } : await bulkAndList(token);
    loads.push(load());
    const ordersMs = await ordersPattern(token);
    loads.push(load());
    return { stallMax: stall.max, stallP99: stall.p99, bulkMs, productsMs, ordersMs, loads };
  } finally {
    await stopServer(server);
  }
}

function print(label: string, f: Figures) {
  console.log(
    `${label.padEnd(7)} documents: longest GET /api/ ${f1(f.stallMax)} (p99 ${f1(f.stallP99)}) | ` +
      `bulk 10,000: ${(f.bulkMs / 1000).toFixed(3)} s | products x10 after it: median ${f1(at(f.productsMs, 0.5))}, ` +
      `p99 ${f1(at(f.productsMs, 0.99))} [${f.productsMs.map((m) => m.toFixed(0)).join(' ')}] | ` +
      `orders x200: p50 ${f1(at(f.ordersMs, 0.5))}, p99 ${f1(at(f.ordersMs, 0.99))}, max ${f1(Math.max(...f.ordersMs))}` +
      ` | load ${f.loads.join(' → ')}`,
  );
}

if (!flags['database-url'] && !existsSync(TEMPLATE))
  throw new Error(`no database at ${TEMPLATE}: see the comment at the top`);
spawnSync(process.execPath, ['apps/api/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
console.log(`load average at start: ${load()} (${os.availableParallelism()} cores, shared)`);
const trees: Array<[string, string]> = flags.before
  ? [
      ['before', path.resolve(flags.before)],
      ['after', ROOT],
    ]
  : [['now', ROOT]];
const results: Array<[string, Figures]> = [];
for (let r = 0; r < Number(flags.rounds); r++) {
  for (const [label, root] of r % 2 ? [...trees].reverse() : trees) {
    const figures = await measure(root, label);
    print(label, figures);
    results.push([label, figures]);
  }
}
console.log(
  '\ngoals: documents < 50 ms; bulk < 0.5 s; products median < 50 ms, p99 < 100 ms; orders p99 < 25 ms',
);
for (const [label, f] of results) print(label, f);
console.log(`load average at end: ${load()}`);
