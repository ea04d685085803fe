/**
 * Do large exports stall the API? 100,000 orders for the demo supplier on PostgreSQL; one export at a
 * time (a year's Xero export, a year's MYOB export, the orders CSV), and while it runs this process asks
 * `GET /api/health/live` every 20 ms and records each answer's time. Run twice in one go, same database,
 * same machine load: "before" is the API of `main` (BENCH_BEFORE_REF, or a checkout in BENCH_BEFORE_TREE),
 * "after" this checkout's. Prints the longest and p99 answer, the export's time and size, and the load
 * average (other work shares the cores), and the same probe for 10 s with no export running: on a busy
 * machine that idle figure is the floor the others stand on.
 *   npx tsx bench/export-stall.ts            (goal: longest answer < 100 ms)
 *
 * Data: PostgreSQL in BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/export_bench, created when
 * missing), filled once with `npm run seed:scale -- --orders 100000 --products 5000` when it has fewer
 * orders. The orders CSV is refused above 100,000 lines (ORDERS_CSV_MAX_ROWS), about 200 days of this
 * data, so it runs over the last 180 days; the accounting exports over the last 366.
 */
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensurePgDatabase } from './support/postgres.ts';
import { signInToken, startPortal, stopPortal } from './support/portal.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3214);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/export_bench';
const ORDERS = 100_000;
const origin = `http://127.0.0.1:${PORT}`;

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const EXPORTS: Array<[string, string]> = [
  ['Xero, 366 days', `/api/suppliers/accounting-export?format=xero&from=${day(-365)}&to=${day(0)}`],
  ['MYOB, 366 days', `/api/suppliers/accounting-export?format=myob&from=${day(-365)}&to=${day(0)}`],
  ['orders CSV, 180 days', `/api/suppliers/orders?format=csv&from=${day(-179)}&to=${day(0)}`],
];

type Figures = { tree: string; name: string; answers: number[]; ms: number; bytes: number; status: number };

await main();

async function main() {
  console.log(`load average at start: ${loadAverage()} (${os.availableParallelism()} cores)`);
  await ensureData();
  const before = process.env.BENCH_BEFORE_TREE ?? beforeTree(process.env.BENCH_BEFORE_REF ?? 'main');
  const figures = [...(await measure('before', before)), ...(await measure('after', ROOT))];
  for (const f of figures) print(f);
  console.log(`load average at end: ${loadAverage()}`);
  if (!process.env.BENCH_BEFORE_TREE) rmSync(before, { recursive: true, force: true });
}

/** The database with at least ORDERS orders of the demo supplier (seeded by this checkout when short). */
async function ensureData() {
  await ensurePgDatabase(PG_URL);
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  let count = 0;
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from orders where supplier_id = 1 and to_regclass('orders') is not null",
    );
    count = rows[0]?.n ?? 0;
  } catch {
    /* no tables yet */
  } finally {
    await client.end();
  }
  if (count >= ORDERS) return;
  console.log(`seeding ${ORDERS - count} orders ...`);
  const seeded = spawnSync(
    'npm',
    ['run', 'seed:scale', '--', '--orders', String(ORDERS - count), '--products', '5000'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DATABASE_URL: PG_URL, SEED_DEMO: '1' } },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');
}

/**
 * A checkout of `ref` in a temporary folder, sharing this checkout's installed packages except the
 * workspace's own (its apps and packages, so the old API runs with its own domain rules).
 */
function beforeTree(ref: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'export-stall-before-'));
  execSync(`git archive ${ref} | tar -x -C ${dir}`, { cwd: ROOT, stdio: 'inherit' });
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@portal'), { recursive: true });
  for (const name of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (name !== '@portal') symlinkSync(path.join(ROOT, 'node_modules', name), path.join(modules, name));
  }
  for (const [name, target] of [
    ['api', 'apps/api'],
    ['web', 'apps/web'],
    ['domain', 'packages/domain'],
  ]) {
    symlinkSync(path.join(dir, target!), path.join(modules, '@portal', name!));
  }
  const apiModules = path.join(ROOT, 'apps/api/node_modules');
  mkdirSync(path.join(dir, 'apps/api/node_modules'), { recursive: true });
  for (const name of readdirSync(apiModules)) {
    symlinkSync(path.join(apiModules, name), path.join(dir, 'apps/api/node_modules', name));
  }
  return dir;
}

async function measure(tree: string, root: string): Promise<Figures[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'export-stall-data-'));
  const server = await startPortal({ root, port: PORT, dataDir, databaseUrl: PG_URL });
  try {
    const token = await signInToken(origin);
    const headers = { authorization: `Bearer ${token}` };
    // A server that has been up has served these routes: one small answer each compiles their code paths.
    for (const [, url] of EXPORTS) {
      await (
        await fetch(url.replace(/from=[^&]+/, `from=${day(0)}`).replace(/^/, origin), { headers })
      ).arrayBuffer();
    }
    // The same probe with nothing else running on this server: what the machine's load alone costs.
    const results: Figures[] = [await idle(tree, 10_000)];
    for (const [name, url] of EXPORTS) results.push(await oneExport(tree, name, `${origin}${url}`, headers));
    return results;
  } finally {
    await stopPortal(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function oneExport(
  tree: string,
  name: string,
  url: string,
  headers: Record<string, string>,
): Promise<Figures> {
  const answers: number[] = [];
  let done = false;
  const started = performance.now();
  // A connection the server drops (a process restarted, a socket closed while the loop was held) counts
  // as a failed export (status -1) or probe (its time until the failure), not as the bench's end.
  const exported = fetch(url, { headers })
    .then(async (res) => ({ status: res.status, bytes: (await res.arrayBuffer()).byteLength }))
    .catch(() => ({ status: -1, bytes: 0 }))
    .then((result) => {
      done = true;
      return { ...result, ms: performance.now() - started };
    });
  while (!done) {
    const t0 = performance.now();
    await fetch(`${origin}/api/health/live`)
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
    answers.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
  const { status, bytes, ms } = await exported;
  return { tree, name, answers, ms, bytes, status };
}

async function idle(tree: string, ms: number): Promise<Figures> {
  const answers: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const t0 = performance.now();
    await (await fetch(`${origin}/api/health/live`)).arrayBuffer();
    answers.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
  return { tree, name: 'no export (idle)', answers, ms, bytes: 0, status: 0 };
}

function print({ tree, name, answers, ms, bytes, status }: Figures) {
  const sorted = [...answers].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(
    `${tree.padEnd(7)}${name.padEnd(22)} /api/health/live x${String(answers.length).padEnd(5)} p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, longest ${sorted.at(-1)!.toFixed(1)} ms | ${status ? `export ${status} in ${(ms / 1000).toFixed(2)} s, ${(bytes / 1e6).toFixed(2)} MB` : `${ms / 1000} s`}`,
  );
}
