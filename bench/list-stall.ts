/**
 * Does a 20,000-product list built afresh hold the other tenants? On the tenant soak's data (supplier 3
 * at the catalogue limit; make it once with `npx tsx bench/tenant-soak.ts prepare`), a fresh server
 * answers supplier 3's whole list twice at once (uncompressed and gzip: the first build and its two kept
 * copies), then once more from the kept copy, while another supplier asks `GET suppliers/auth/me` every
 * 5 ms; prints the longest of those answers and how many were answered. BENCH_BEFORE_TREE=<checkout>
 * runs the same on that tree's server first, round by round (BENCH_ROUNDS, default 3).
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/tenant_soak npx tsx bench/list-stall.ts
 * (goal: the longest answer < 50 ms; the figure depends on the machine: the load average is printed)
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPortal, stopPortal } from './support/portal.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3140);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tenant_soak';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BIG_CATALOGUE = 3;

async function post(url: string, body: object, token?: string) {
  const headers = { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) };
  const res = await fetch(`${ORIGIN}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return ((await res.json()) as { access_token: string }).access_token;
}
const signIn = (username: string) =>
  post('/api/auth/login', { username, password: 'password123', role: 'supplier' });

const list = (token: string, encoding: string) =>
  fetch(`${ORIGIN}/api/suppliers/products`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
  }).then((r) => r.arrayBuffer());

/** The longest `me` answer of another supplier while `work` runs, and how many it had. */
async function whileAsking(token: string, work: () => Promise<unknown>) {
  let running = true;
  const times: number[] = [];
  const asking = (async () => {
    while (running) {
      const started = performance.now();
      const headers = { authorization: `Bearer ${token}` };
      await fetch(`${ORIGIN}/api/suppliers/auth/me`, { headers }).then((r) => r.arrayBuffer());
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const started = performance.now();
  await work();
  const took = performance.now() - started;
  running = false;
  await asking;
  return `${took.toFixed(0)} ms; me meanwhile: longest ${Math.max(...times).toFixed(0)} ms of ${times.length}`;
}

async function round(label: string, root: string) {
  const server = await startPortal({
    root,
    port: PORT,
    dataDir: '/tmp/list-stall',
    databaseUrl: DATABASE_URL,
  });
  try {
    const staff = await signIn('staff@example.com');
    const big = await post('/api/staff/act-as', { supplierId: BIG_CATALOGUE }, staff);
    const other = await signIn('supplier@example.com');
    const first = await whileAsking(other, () => Promise.all([list(big, 'identity'), list(big, 'gzip')]));
    const again = await whileAsking(other, () => list(big, 'identity'));
    console.log(`${label} first build, both encodings: ${first}`);
    console.log(`${label} kept copy, uncompressed:     ${again}`);
  } finally {
    await stopPortal(server);
  }
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
console.log(`load average at start: ${load()}`);
const before = process.env.BENCH_BEFORE_TREE;
for (let i = 0; i < ROUNDS; i++) {
  if (before) await round('before', path.resolve(before));
  await round(before ? 'after ' : '', ROOT);
}
console.log(`load average at end: ${load()}`);
