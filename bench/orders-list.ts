/**
 * GET /api/suppliers/orders under load: 100,000 orders for one supplier, a sorted and searched page 50,
 * 50 connections for 10 s, on PGlite and on PostgreSQL. Prints req/s and latency percentiles.
 *
 *   npx tsx bench/orders-list.ts [pglite|postgres|both|sequential|queries]
 *
 * `sequential`: PGlite only, the page cache off (ORDER_LIST_CACHE_ENTRIES=0), one request at
 * a time: first pages mixing every sortable field and direction with no search, a status filter and a
 * free-text search, in a shuffled but fixed order, several rounds. Prints median (p50) and p99 per kind
 * and overall. Goal: p99 under 50 ms.
 *
 * `queries`: the same first-page mix straight through the repository (no HTTP, no
 * serialization, no page cache) on the PGlite database above, in one process: with the list's sort
 * indexes, and without them (dropped inside a transaction that is rolled back), alternating round by
 * round so both see the same machine load. Prints p50 and p99 of each, per kind of search, and the
 * load average. `BENCH_ENGINE=postgres` runs it on BENCH_DATABASE_URL instead (a million
 * orders written by `npm run seed:scale -- --orders 1000000` with COPY); BENCH_SKIP_BEFORE=1 runs only
 * the indexed plan (without the indexes a sorted page of a million orders outlasts the statement timeout).
 * BENCH_BEFORE_TREE=<another checkout> makes 'before' that checkout's orders repository on the same
 * database instead, round by round with this tree's (its plans against these: the page plans).
 *
 * Data: PGlite in BENCH_DATA_DIR (/tmp/orders-bench-pglite), PostgreSQL in BENCH_DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/orders_bench, created when missing). Each is filled once with
 * `npm run seed:scale -- --orders 100000 --products 5000` when it has fewer orders than that.
 * The server runs as its own process on BENCH_PORT (3202), as in production.
 *
 * Three runs per query: 'cache off' (ORDER_LIST_CACHE_ENTRIES=0: every request runs the SQL), 'cached'
 * (the page is kept under the supplier's order-list version), and 'cached + writes' (a writer changes
 * one of the supplier's orders every 100 ms through the API, so the version moves ten times a second
 * and each change forces a rebuild).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { ensurePgDatabase } from './support/postgres.ts';

/** The 1, 5 and 15 minute load averages, as `uptime` prints them (other agents share the cores). */
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3202);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/orders-bench-pglite';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/orders_bench';
const ORDERS = 100_000;
const QUERIES = {
  'status + sort, page 50':
    '/api/suppliers/orders?search=orderStatus[]:COMPLETED&orderBy=deliveryDate&sortedBy=desc&page=50',
  'free text + sort, page 50': '/api/suppliers/orders?search=bistro&orderBy=dateAdded&sortedBy=desc&page=50',
};

type Engine = 'pglite' | 'postgres';

type Mode = 'cache off' | 'cached' | 'cached + writes';
const MODES: Mode[] = ['cache off', 'cached', 'cached + writes'];

function envFor(engine: Engine, mode: Mode = 'cached'): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', DATA_DIR };
  env.ORDER_LIST_CACHE_ENTRIES = mode === 'cache off' ? '0' : '500';
  // The bench signs in as the demo supplier: on PostgreSQL the demo world is seeded only when asked.
  if (engine === 'postgres') Object.assign(env, { DATABASE_URL: PG_URL, SEED_DEMO: '1' });
  else delete env.DATABASE_URL;
  return env;
}

async function startServer(engine: Engine, mode: Mode = 'cached'): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: envFor(engine, mode),
    stdio: 'inherit',
  });
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/`);
      if (res.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

async function token(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'supplier@example.com', password: 'password123', role: 'supplier' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function orderCount(auth: string): Promise<number> {
  const res = await fetch(
    `http://127.0.0.1:${PORT}/api/suppliers/orders?pageSize=1&search=orderStatus[]:PENDING,PROCESSING`,
    {
      headers: { authorization: auth },
    },
  );
  return ((await res.json()) as { total: number }).total;
}

async function run(engine: Engine) {
  if (engine === 'postgres') await ensurePgDatabase(PG_URL);
  let server = await startServer(engine);
  let auth = `Bearer ${await token()}`;
  if ((await orderCount(auth)) < ORDERS) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    console.log(`[${engine}] generating ${ORDERS} orders ...`);
    spawnSync('npm', ['run', 'seed:scale', '--', '--orders', String(ORDERS), '--products', '5000'], {
      cwd: ROOT,
      env: envFor(engine),
      stdio: 'inherit',
    });
    server = await startServer(engine);
    auth = `Bearer ${await token()}`;
  }
  const total = await orderCount(auth);
  await stop(server);
  for (const mode of MODES) {
    server = await startServer(engine, mode);
    auth = `Bearer ${await token()}`;
    try {
      for (const [label, url] of Object.entries(QUERIES))
        await measure(engine, mode, label, url, auth, total);
    } finally {
      await stop(server);
    }
  }
}

async function stop(server: ChildProcess) {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

/** Changes one order's supplier reference every 100 ms until stopped; answers how many writes it made. */
function startWriter(auth: string): () => Promise<number> {
  let running = true;
  let writes = 0;
  const loop = (async () => {
    const list = await fetch(
      `http://127.0.0.1:${PORT}/api/suppliers/orders?pageSize=1&search=orderStatus[]:PENDING,PROCESSING`,
      {
        headers: { authorization: auth },
      },
    );
    const orderId = ((await list.json()) as { data: { orderId: number }[] }).data[0]!.orderId;
    while (running) {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/suppliers/orders/${orderId}/supplier-reference`, {
        method: 'PATCH',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ supplierReference: `BENCH-${writes}` }),
      });
      if (res.ok) writes++;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return writes;
  };
}

async function measure(engine: Engine, mode: Mode, label: string, url: string, auth: string, total: number) {
  const check = await fetch(`http://127.0.0.1:${PORT}${url}`, { headers: { authorization: auth } });
  const body = (await check.json()) as { total: number; data: unknown[]; currentPage: number };
  // Warm up, then measure.
  await autocannon({
    url: `http://127.0.0.1:${PORT}${url}`,
    connections: 10,
    duration: 2,
    headers: { authorization: auth },
  });
  const stopWriter = mode === 'cached + writes' ? startWriter(auth) : null;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${url}`,
    connections: 50,
    duration: 10,
    headers: { authorization: auth },
  });
  const writes = stopWriter ? await stopWriter() : 0;
  console.log(
    `[${engine}] ${label} (${mode}): ${total} orders, ${body.total} matching, page ${body.currentPage} with ${body.data.length} rows | ` +
      `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `errors ${result.errors + result.non2xx}${stopWriter ? `, ${writes} writes during the run` : ''}`,
  );
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/** Sequential first-page queries on PGlite without the page cache: p50 and p99. */
async function sequential() {
  let server = await startServer('pglite', 'cache off');
  let auth = `Bearer ${await token()}`;
  if ((await orderCount(auth)) < ORDERS) {
    await stop(server);
    console.log(`[pglite] generating ${ORDERS} orders ...`);
    spawnSync('npm', ['run', 'seed:scale', '--', '--orders', String(ORDERS), '--products', '5000'], {
      cwd: ROOT,
      env: envFor('pglite'),
      stdio: 'inherit',
    });
    server = await startServer('pglite', 'cache off');
    auth = `Bearer ${await token()}`;
  }
  const total = await orderCount(auth);
  const sorts = [
    'orderId',
    'orderStatus',
    'fullName',
    'shippingCompany',
    'dateAdded',
    'deliveryDate',
    'total',
  ];
  const searches: Record<string, string> = {
    none: '',
    status: 'search=orderStatus[]:PENDING,PROCESSING&',
    'free text': 'search=bistro&',
    'order id text': 'search=1234&',
  };
  const urls: Array<[string, string]> = [];
  for (const [kind, search] of Object.entries(searches))
    for (const sort of sorts)
      for (const dir of ['asc', 'desc'])
        urls.push([
          kind,
          `/api/suppliers/orders?${search}orderBy=${sort}&sortedBy=${dir}&page=1&pageSize=25`,
        ]);
  // A fixed shuffle, so sort and search change from one request to the next.
  let seed = 7;
  const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
  const plan = Array.from({ length: ROUNDS }, () => [...urls]).flat();
  for (let i = plan.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [plan[i], plan[j]] = [plan[j]!, plan[i]!];
  }
  try {
    for (const [, url] of urls.slice(0, 4))
      await fetch(`http://127.0.0.1:${PORT}${url}`, { headers: { authorization: auth } });
    const byKind: Record<string, number[]> = {};
    const all: number[] = [];
    const timed: Array<[number, string]> = [];
    for (const [kind, url] of plan) {
      const t0 = performance.now();
      const res = await fetch(`http://127.0.0.1:${PORT}${url}`, { headers: { authorization: auth } });
      await res.arrayBuffer();
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      (byKind[kind] ??= []).push(ms);
      all.push(ms);
      timed.push([ms, url.replace('/api/suppliers/orders?', '')]);
    }
    // The slowest requests, to tell a slow plan (the same query each time) from a pause (GC, the machine).
    for (const [ms, query] of timed.sort((a, b) => b[0] - a[0]).slice(0, 6))
      console.log(`[pglite, cache off, sequential] slow: ${ms.toFixed(1)} ms  ${query}`);
    for (const [kind, xs] of Object.entries(byKind))
      console.log(
        `[pglite, cache off, sequential] first page, search ${kind.padEnd(13)} ${xs.length} requests: ` +
          `median ${pct(xs, 50).toFixed(1)} ms, p99 ${pct(xs, 99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`,
      );
    console.log(
      `[pglite, cache off, sequential] ${total} orders, ${all.length} first-page requests mixing ${sorts.length} sorts x 2 directions x ${Object.keys(searches).length} searches: ` +
        `p50 ${pct(all, 50).toFixed(1)} ms, p99 ${pct(all, 99).toFixed(1)} ms — goal p99 < 50 ms`,
    );
  } finally {
    await stop(server);
  }
}

/** Repository-level first pages with and without the sort indexes of migrations 0014 and 0017. */
async function queries() {
  const { openDatabase } = await import('../apps/api/src/db/client.ts');
  const repo = await import('../apps/api/src/modules/orders/orders.repository.ts');
  const onPostgres = process.env.BENCH_ENGINE === 'postgres';
  const database = await openDatabase(
    onPostgres ? { databaseUrl: PG_URL } : { dataDir: path.join(DATA_DIR, 'pglite') },
  );
  const db = database.db;
  const sorts = [
    'orderId',
    'orderStatus',
    'fullName',
    'shippingCompany',
    'dateAdded',
    'deliveryDate',
    'total',
  ];
  const searches = ['', 'orderStatus[]:PENDING,PROCESSING', 'bistro', '1234'];
  const plan: Array<{ orderBy: string; sortedBy: 'asc' | 'desc'; search?: string }> = [];
  for (const search of searches)
    for (const orderBy of sorts)
      for (const sortedBy of ['asc', 'desc'] as const)
        plan.push({ orderBy, sortedBy, ...(search ? { search } : {}) });
  const INDEXES = [
    'orders_supplier_status_id_idx',
    'orders_supplier_company_idx',
    'orders_supplier_total_idx',
    'orders_supplier_sort_name_idx',
    'orders_supplier_status_added_idx',
  ];
  type Runner = Parameters<typeof repo.listOrders>[0];
  type Repo = Pick<typeof repo, 'listOrders'>;
  // Before: another checkout's repository on the same database, its rounds alternating with
  // this tree's; without one, before is this tree without the sort indexes.
  const beforeTree = process.env.BENCH_BEFORE_TREE;
  const beforeRepo = beforeTree
    ? ((await import(path.resolve(beforeTree, 'apps/api/src/modules/orders/orders.repository.ts'))) as Repo)
    : null;
  const slowest = new Map<string, number>();
  const runPlan = async (runner: Runner, out: number[], from: Repo = repo) => {
    for (const q of plan) {
      const t0 = performance.now();
      await from.listOrders(runner, 1, { page: 1, pageSize: 25, ...q }, {}, null);
      const ms = performance.now() - t0;
      out.push(ms);
      const kind = byKind.get(q.search ?? '-') ?? { before: [], after: [] };
      byKind.set(q.search ?? '-', kind);
      if (out === withIdx) kind.after.push(ms);
      if (out === without) kind.before.push(ms);
      const key = `${out === withIdx ? 'after ' : out === without ? 'before' : 'warm  '} ${q.search ?? '-'} ${q.orderBy} ${q.sortedBy}`;
      slowest.set(key, Math.max(ms, slowest.get(key) ?? 0));
    }
  };
  const withIdx: number[] = [];
  const without: number[] = [];
  const byKind = new Map<string, { before: number[]; after: number[] }>();
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
  await runPlan(db, []); // warm-up
  if (beforeRepo) await runPlan(db, [], beforeRepo);
  for (let round = 0; round < ROUNDS; round++) {
    await runPlan(db, withIdx);
    if (beforeRepo) await runPlan(db, without, beforeRepo);
    if (beforeRepo || process.env.BENCH_SKIP_BEFORE) continue; // at a million orders a page without its index times out
    await db
      .transaction(async (tx) => {
        for (const name of INDEXES) await tx.execute(sql.raw(`drop index if exists "${name}"`));
        await runPlan(tx, without);
        throw new Error('rollback');
      })
      .catch((e: unknown) => {
        if (!(e instanceof Error) || e.message !== 'rollback') throw e;
      });
  }
  const engine = onPostgres ? 'postgres' : 'pglite';
  const line = (label: string, xs: number[]) =>
    `[${engine}, repository, sequential] ${label}: ${xs.length} first pages (${sorts.length} sorts x 2 directions x ${searches.length} searches), p50 ${pct(xs, 50).toFixed(1)} ms, p99 ${pct(xs, 99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
  if (without.length)
    console.log(line(beforeRepo ? `before (${beforeTree})` : 'without the sort indexes (before)', without));
  console.log(line(beforeRepo ? 'after (this tree)' : 'with the sort indexes (after)', withIdx));
  for (const [kind, { before, after }] of byKind)
    console.log(
      `  search ${kind.padEnd(34)} before p50 ${before.length ? pct(before, 50).toFixed(1) : '-'} / p99 ${before.length ? pct(before, 99).toFixed(1) : '-'} ms, after p50 ${pct(after, 50).toFixed(1)} / p99 ${pct(after, 99).toFixed(1)} ms`,
    );
  console.log(`load average: ${loadAverage()}`);
  if (process.env.BENCH_VERBOSE)
    for (const [k, ms] of [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 16))
      console.log(`  ${ms.toFixed(1)} ms  ${k}`);
  await database.close();
}

const which = (process.argv[2] ?? 'both') as Engine | 'both' | 'sequential' | 'queries';
if (which === 'queries') await queries();
else if (which === 'sequential') await sequential();
else
  for (const engine of which === 'both' ? (['pglite', 'postgres'] as Engine[]) : [which]) await run(engine);
