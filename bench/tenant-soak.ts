/**
 * Can one tenant starve the others? ("Done when"). Six connections of two ordinary suppliers
 * (Harbour Fresh and Southern Cross, three each) run a mix of reads (orders page, products list, me,
 * dashboard counts) and a write every fifth request, for SOAK_SECONDS. Twice, on one server:
 *   quiet:  only them;
 *   loaded: also supplier 3 at the catalogue limit (20,000 products) reading its whole list in two loops,
 *           one uncompressed (`Accept-Encoding: identity`) and one gzip, and supplier 4 flooding: three
 *           year-long orders CSVs at a time, e-mailed batches of 1,000 orders' purchase orders (its limits
 *           answer 429 beyond three waiting), bulk edits of its whole catalogue one after another, and
 *           usage events as fast as they are answered.
 * Prints p50/p99/max and errors of the six connections in both runs (goal: loaded p99 within 2x of
 * quiet), then The longest `GET /api/` answer while three year-long CSVs run at once
 * (goal < 100 ms). Says the load average at start and end.
 *
 *   npx tsx bench/tenant-soak.ts [stall|soak|prepare]   (only the export measure, only the soak, or only
 *                                          make the data; SOAK_SECONDS=60,
 *                                          BENCH_PORT=3132, BENCH_DATA_DIR=/tmp/tenant-soak)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/tenant_soak npx tsx bench/tenant-soak.ts
 *                                          (the same on PostgreSQL; the database is created when missing)
 *
 * SOAK_FLOOD_LOOPS=uploads,events runs only those noisy loops (identity, gzip, uploads, events, exports,
 * batches), to see what each costs the others; SOAK_FLOOD_TIMES=1 prints each bulk edit's time;
 * BENCH_SERVER_NODE_ARGS passes node flags to the server (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof').
 *
 * BENCH_BEFORE_TREE=<another checkout> runs the same on that tree's server first (before), then on this one;
 * BENCH_BEFORE_ENV=TENANT_SHARE=off runs this tree's server with those variables first (before).
 * The data (PGlite in BENCH_DATA_DIR, or the PostgreSQL database) is made once: suppliers 3 and 4 are
 * copies of supplier 1, given products up to the limit and 30,000 orders over two years; staff act as them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { CATALOGUE_LIMIT } from '@portal/domain';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.ts';
import { seedIfEmpty } from '../apps/api/src/db/seed/index.ts';
import { addScaleOrders, addScaleProducts } from '../apps/api/src/db/seed/scale.ts';
import { csvUrl, type FloodAnswers } from './support/flood.ts';
import { startPortal, stopPortal } from './support/portal.ts';
import { ensurePgDatabase } from './support/postgres.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3132);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/tenant-soak';
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const SOAK_RATE = Number(process.env.SOAK_RATE ?? 0);
/** BENCH_SHOW_SLOW=100: prints each ordinary tenant's request slower than that many ms. */
const SHOW_SLOW = Number(process.env.BENCH_SHOW_SLOW ?? 0);
const BIG_CATALOGUE = 3;
const FLOODER = 4;
const FLOOD_ORDERS = 30_000;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

/** Makes the data once; answers the flooder's order ids (first and last: its orders are contiguous). */
async function prepare(): Promise<{ first: number; last: number }> {
  const ready = path.join(
    DATA_DIR,
    DATABASE_URL ? `soak-ready-${new URL(DATABASE_URL).pathname.slice(1)}.json` : 'soak-ready.json',
  );
  if (existsSync(ready)) return JSON.parse(readFileSync(ready, 'utf8')) as { first: number; last: number };
  mkdirSync(DATA_DIR, { recursive: true });
  if (DATABASE_URL) await ensurePgDatabase(DATABASE_URL);
  const database = await openBenchDatabase();
  await migrateDatabase(database);
  await seedIfEmpty(database.db);
  const db = database.db;
  for (const id of [BIG_CATALOGUE, FLOODER]) {
    await db.execute(sql`
      insert into suppliers
      select (jsonb_populate_record(null::suppliers, to_jsonb(s) || jsonb_build_object(
        'id', ${id}::int, 'email', ${`tenant${id}@example.com`}::text, 'company', ${`Tenant ${id}`}::text))).*
      from suppliers s where s.id = 1`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('suppliers', 'id'), 10)`);
  await addScaleProducts(db, FLOODER, 300);
  await addScaleProducts(db, BIG_CATALOGUE, CATALOGUE_LIMIT);
  await addScaleOrders(db, FLOODER, FLOOD_ORDERS);
  await db.execute(sql`vacuum analyze`);
  const range = await db.execute(
    sql`select min(id)::int as first, max(id)::int as last from orders where supplier_id = ${FLOODER}`,
  );
  const [ids] = (range as unknown as { rows: Array<{ first: number; last: number }> }).rows;
  await database.close();
  writeFileSync(ready, JSON.stringify(ids));
  return ids!;
}

const openBenchDatabase = () =>
  openDatabase(DATABASE_URL ? { databaseUrl: DATABASE_URL } : { dataDir: path.join(DATA_DIR, 'pglite') });

/**
 * The flooder's batches of an earlier run are still waiting (their e-mail has nowhere to go here) or count
 * in its hour, and its limits would refuse every batch of this run: each run starts with none.
 */
async function clearFlooderJobs() {
  const database = await openBenchDatabase();
  await database.db.execute(sql`delete from jobs where supplier_id = ${FLOODER}`);
  await database.close();
}

async function signIn(username: string): Promise<string> {
  const res = await fetch(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'password123', role: 'supplier' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function actAs(staff: string, supplierId: number): Promise<string> {
  const res = await fetch(`${ORIGIN}/api/staff/act-as`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
    body: JSON.stringify({ supplierId }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

const READS = [
  '/api/suppliers/orders?page=1&pageSize=15',
  '/api/suppliers/products',
  '/api/suppliers/auth/me',
  '/api/suppliers/orders?page=1&search=orderStatus[]:PENDING',
];

/**
 * One connection of an ordinary tenant: reads, and a write (an unchanged PATCH) every fifth request.
 * At SOAK_RATE requests a second (default 10: a busy team's pages), each request is due at its own time
 * and timed from then, not from when the previous answer let it go (so a late answer counts against every
 * request it held back). SOAK_RATE=0: as fast as they are answered, which keeps the server's thread busy
 * with these tenants alone, so any other work at all lengthens their answers in proportion.
 */
async function tenantLoop(token: string, until: number, times: number[], errors: { n: number }) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const every = SOAK_RATE > 0 ? 1000 / SOAK_RATE : 0;
  const first = performance.now() + Math.random() * every;
  for (let i = 0; Date.now() < until; i++) {
    const due = first + i * every;
    if (every) await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    const started = every ? due : performance.now();
    let res: Response | undefined;
    if (i % 5 === 4) {
      res = await fetch(`${ORIGIN}/api/suppliers/loss-products-minimum-spend`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ lossProductsMinimumSpend: 5000 }),
      }).catch(() => undefined);
    } else {
      res = await fetch(`${ORIGIN}${READS[i % READS.length]}`, { headers }).catch(() => undefined);
    }
    await res?.arrayBuffer().catch(() => undefined);
    times.push(performance.now() - started);
    if (SHOW_SLOW && times.at(-1)! > SHOW_SLOW)
      console.log(
        `        slow: ${times.at(-1)!.toFixed(0)} ms at ${(started / 1000).toFixed(2)} s, request ${i}`,
      );
    if (!res || res.status >= 400) errors.n++;
  }
}

/** Statuses as counts, e.g. '202×3, 429×25'. */
function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${status}×${n}`).join(', ') || 'none';
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `n ${sorted.length}, p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
}

type Tokens = { tenants: string[]; big: string; flooder: string };

/** The noisy tenants in a child process (support/flood.ts) until `until`; answers what they were answered. */
function floodProcess(tokens: Tokens, until: number, flooderOrders: number[]): Promise<FloodAnswers> {
  const job = { origin: ORIGIN, tokens: { big: tokens.big, flooder: tokens.flooder }, until, flooderOrders };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/support/flood.ts')], {
    env: { ...process.env, SOAK_FLOOD: JSON.stringify(job) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as FloodAnswers);
      else reject(new Error(`flood process exited with ${code}: ${out.slice(-500)}`));
    });
  });
}

async function soak(tokens: Tokens, loaded: boolean, flooderOrders: number[]) {
  const until = Date.now() + SOAK_SECONDS * 1000;
  const times: number[] = [];
  const errors = { n: 0 };
  const noisy = loaded ? floodProcess(tokens, until, flooderOrders) : undefined;
  await Promise.all(tokens.tenants.map((token) => tenantLoop(token, until, times, errors)));
  const answers = await noisy;
  const label = loaded ? 'loaded' : 'quiet ';
  const pace = SOAK_RATE > 0 ? `${SOAK_RATE} requests/s each` : 'as fast as answered';
  console.log(
    `${label} other tenants (6 connections, ${pace}): ${summary(times)}, ${errors.n} errors; load ${load()}`,
  );
  if (answers) {
    const { exports, batches, uploads, events, identity, gzip } = answers;
    const ok = exports.filter((s) => s > 0);
    console.log(
      `        flooder: ${ok.length} year-long CSVs (${(Math.max(0, ...ok) / 1e6).toFixed(1)} MB each as sent), other answers ${tally(exports.filter((s) => s <= 0).map((s) => -s))}; ` +
        `batches ${tally(batches)}; bulk edits ${tally(uploads)}; events ${tally(events)}`,
    );
    for (const [name, sizes] of [
      ['identity', identity],
      ['gzip', gzip],
    ] as const) {
      const ok = sizes.filter((n) => n > 0);
      console.log(
        `        big catalogue, ${name}: ${ok.length} lists of ${(Math.max(0, ...ok) / 1e6).toFixed(2)} MB as sent, other answers ${tally(sizes.filter((n) => n <= 0).map((n) => -n))}`,
      );
    }
  }
  return times;
}

/** `GET /api/` every 20 ms while three year-long CSVs are written at once. */
async function exportStall(flooder: string) {
  let running = true;
  const answers: number[] = [];
  const poll = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${ORIGIN}/api/`).then((r) => r.arrayBuffer());
      answers.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = performance.now();
  const sizes = await Promise.all(
    [0, 1, 2].map(async () => {
      const res = await fetch(csvUrl(ORIGIN), { headers: { authorization: `Bearer ${flooder}` } });
      return (await res.arrayBuffer()).byteLength;
    }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  running = false;
  await poll;
  console.log(
    `3 concurrent year-long CSVs (${sizes.map((s) => (s / 1e6).toFixed(1)).join(' + ')} MB) in ${seconds} s; GET /api/ meanwhile: ${summary(answers)}; load ${load()}`,
  );
}

console.log(
  `engine: ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; load average at start: ${load()} (${os.availableParallelism()} cores)`,
);
const flooderRange = await prepare();
const mode = process.argv[2];
/** `NAME=value,NAME=value` as variables. */
const variablesOf = (list = '') =>
  Object.fromEntries(
    list
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
// BENCH_BEFORE_TREE=<another checkout>: the same runs on that tree's server first (before), then this one's;
// BENCH_BEFORE_ENV=NAME=value,…: this tree's server with those variables first (before), then without.
const beforeEnv = variablesOf(process.env.BENCH_BEFORE_ENV);
const trees: Array<[string, string, Record<string, string>]> =
  process.env.BENCH_BEFORE_TREE || process.env.BENCH_BEFORE_ENV
    ? [
        ['before', path.resolve(process.env.BENCH_BEFORE_TREE ?? ROOT), beforeEnv],
        ['after', ROOT, {}],
      ]
    : [['', ROOT, {}]];
for (const [label, root, env] of mode === 'prepare' ? [] : trees) {
  if (label) console.log(`--- ${label}: ${root} ${JSON.stringify(env)}`);
  await clearFlooderJobs();
  const server = await startPortal({ root, port: PORT, dataDir: DATA_DIR, databaseUrl: DATABASE_URL, env });
  try {
    const staff = await signIn('staff@example.com');
    const tokens: Tokens = {
      tenants: [
        ...[0, 1, 2].map(() => 'supplier@example.com'),
        ...[0, 1, 2].map(() => 'supplier2@example.com'),
      ],
      big: await actAs(staff, BIG_CATALOGUE),
      flooder: await actAs(staff, FLOODER),
    };
    tokens.tenants = await Promise.all(tokens.tenants.map((u) => signIn(u)));
    const ids = Array.from({ length: 1000 }, (_, i) => flooderRange.last - i);
    if (mode !== 'soak') await exportStall(tokens.flooder);
    if (mode !== 'stall') await soakBoth(tokens, ids);
  } finally {
    await stopPortal(server);
    console.log(`load average at end: ${load()}`);
  }
}

async function soakBoth(tokens: Tokens, ids: number[]) {
  const quiet = await soak(tokens, false, ids);
  const loaded = await soak(tokens, true, ids);
  const p99 = (t: number[]) => [...t].sort((a, b) => a - b)[Math.floor(0.99 * t.length)] ?? 0;
  console.log(`loaded p99 / quiet p99 = ${(p99(loaded) / p99(quiet)).toFixed(2)} (goal <= 2)`);
}
