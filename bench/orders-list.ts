/**
 * GET /api/suppliers/orders under load: 100,000 orders for one supplier, a sorted and searched page 50,
 * 50 connections for 10 s, on PGlite and on PostgreSQL. Prints req/s and latency percentiles.
 *
 *   npx tsx bench/orders-list.ts [pglite|postgres|both]
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
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

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

async function ensurePgDatabase() {
  const url = new URL(PG_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
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
  const res = await fetch(`http://127.0.0.1:${PORT}/api/suppliers/orders?pageSize=1`, {
    headers: { authorization: auth },
  });
  return ((await res.json()) as { total: number }).total;
}

async function run(engine: Engine) {
  if (engine === 'postgres') await ensurePgDatabase();
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
    const list = await fetch(`http://127.0.0.1:${PORT}/api/suppliers/orders?pageSize=1`, {
      headers: { authorization: auth },
    });
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

const which = (process.argv[2] ?? 'both') as Engine | 'both';
for (const engine of which === 'both' ? (['pglite', 'postgres'] as Engine[]) : [which]) await run(engine);
