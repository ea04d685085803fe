/**
 * Bulk CSV benchmark: a 10,000-row CSV parsed and validated the way the page does it, then saved by
 * the API (POST suppliers/products/bulk-upload through app.inject) on a fresh database, then a bulk
 * edit of every price and its undo. Goals: parse+validate under 1 s, save under 5 s.
 *
 *   npx tsx bench/products-bulk.ts                  # fresh PGlite in memory
 *   DATABASE_URL=postgres://... npx tsx bench/products-bulk.ts   # an empty PostgreSQL database
 *
 * Issue 38 (10,000 products < 1 s end to end): prints parse+validate+save as one figure, and the step the
 * CPU profile showed as the largest (`node --cpu-prof`): the 10,000 audit rows, written the old way (a
 * drizzle multi-VALUES insert per 2,000 rows: before) and the new way (one jsonb parameter: after),
 * each in a transaction rolled back, alternating, with the load average.
 */
import { loadavg } from 'node:os';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  bulkCsvHeaders,
  indexCategories,
  productToBulkRow,
  validateBulkRows,
  type BulkCsvRow,
  type Category,
  type Product,
} from '@portal/domain';
import Papa from 'papaparse';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.ts';
import { auditLog } from '../apps/api/src/db/schema/index.ts';
import { seedDemo } from '../apps/api/src/db/seed/index.ts';
import { insertAuditRows, type AuditRow } from '../apps/api/src/lib/audit.repository.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/api/src/db/seed/world.ts';
import { parseBulkCsvText } from '../apps/web/src/features/products-bulk/lib/parse-csv.ts';

/** The 1, 5 and 15 minute load averages, as `uptime` prints them (other agents share the cores). */
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

const COUNT = Number(process.env.BULK_COUNT ?? 10_000);
const ms = (t0: number) => performance.now() - t0;
const fmt = (v: number) => `${(v / 1000).toFixed(3)} s`;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.BENCH_PGLITE_DIR });
await migrateDatabase(database);
await seedDemo(database.db);
const app = await buildApp({
  database,
  config: {
    ...loadConfig({ DATA_DIR: '/tmp/bulk-bench', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01' }),
  },
});
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: DEMO_ACCOUNTS.supplier, password: DEMO_PASSWORD, role: 'supplier' },
});
const headers = { authorization: `Bearer ${(login.json() as { access_token: string }).access_token}` };
const cats = (
  (await app.inject({ method: 'GET', url: '/api/categories', headers })).json() as { data: Category[] }
).data;
const byId = new Map(cats.map((c) => [c.id, c]));
const leaves = cats.filter(
  (c) => c.parentCategoryId !== null && byId.get(c.parentCategoryId)?.parentCategoryId === null,
);

// 1. Generate the CSV.
const units = [
  ['Kilogram', 'Gram', '500,1000'],
  ['Box', 'box', '1'],
  ['Units', 'Units', '1,6,12'],
  ['Gram', 'kg', '0.25'],
];
const lines = [bulkCsvHeaders('add').join(',')];
for (let i = 0; i < COUNT; i += 1) {
  const two = leaves[i % leaves.length]!;
  const one = byId.get(two.parentCategoryId!)!;
  const [pu, po, portions] = units[i % units.length]!;
  lines.push(
    [
      `BENCH-${i}`,
      `Bench product ${i}`,
      one.name,
      two.name,
      '',
      (1 + (i % 500) / 7).toFixed(2),
      pu,
      `"${portions}"`,
      po,
      i % 3 ? 'Y' : 'N',
      'Y',
      'N',
    ].join(','),
  );
}
const csv = lines.join('\r\n');

// 2. Parse and validate exactly as the page does.
let t0 = performance.now();
const parsed = parseBulkCsvText(csv, 'add');
if (!parsed.ok) throw new Error(parsed.message);
const results = validateBulkRows(parsed.rows, { mode: 'add', categories: indexCategories(cats) });
const parseMs = ms(t0);
const invalid = results.filter((r) => !r.payload).length;
if (invalid)
  throw new Error(`${invalid} rows invalid: ${JSON.stringify(results.find((r) => !r.payload)?.errors)}`);

// 3. Save through the API.
const payloads = results.map((r) => r.payload!);
const pg = database.pglite! as any;
for (const m of ['query', 'exec']) { const orig = pg[m].bind(pg); pg[m] = async (...a: any[]) => { const t = performance.now(); try { return await orig(...a); } finally { const d = performance.now() - t; if (d > 15) console.log(m, d.toFixed(0), String(a[0]).replace(/\s+/g, ' ').slice(0, 160)); } }; }
const wrap = (o: any) => { for (const m of ['query', 'exec']) { const orig = o[m].bind(o); o[m] = async (...a: any[]) => { const t = performance.now(); try { return await orig(...a); } finally { const d = performance.now() - t; if (d > 10) console.log(m, d.toFixed(0), String(a[0]).replace(/\s+/g, ' ').slice(0, 200)); } }; } };
const origTx = pg.transaction.bind(pg); pg.transaction = (fn: any) => origTx(async (tx: any) => { wrap(tx); return fn(tx); });
const session = new Session(); session.connect(); await session.post('Profiler.enable'); await session.post('Profiler.start');
t0 = performance.now();
const saved = await app.inject({
  method: 'POST',
  url: '/api/suppliers/products/bulk-upload',
  headers,
  payload: { products: payloads },
});
const saveMs = ms(t0);
const { profile } = await session.post('Profiler.stop'); writeFileSync('/tmp/bulk.cpuprofile', JSON.stringify(profile));
console.log('save', saveMs);
process.exit(0);
if (saved.statusCode !== 200) throw new Error(saved.body.slice(0, 500));

