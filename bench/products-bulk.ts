/**
 * Bulk CSV benchmark: a CSV of BULK_COUNT rows (10,000 by default; 20,000 is the most one upload takes) parsed
 * and validated the way the page does it, saved by the API (POST suppliers/products/bulk-upload through
 * app.inject) into an empty catalogue, then every price changed by a bulk edit and put back by its undo.
 * Goals: the add end to end (parse+validate+save) under 1 s for 10,000 rows and under 2 s
 * for 20,000, on PGlite and on PostgreSQL.
 *
 *   npx tsx bench/products-bulk.ts                  # PGlite in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/products-bulk.ts
 *        # PostgreSQL: the bench makes databases of its own on that server (bulk_bench_*), and drops them
 *   BULK_COUNT=20000 BENCH_ROUNDS=5 npx tsx bench/products-bulk.ts
 *
 * Before and after in one run: BENCH_BEFORE_TREE=<a checkout of the earlier commit> measures that tree's API
 * (its app, database code and page parser, each side on a database of its own) beside this one, round by
 * round, alternating which goes first, with the load average at each figure (other agents share the cores):
 *
 *   git worktree add --detach /tmp/bulk-before <commit> && for d in . apps/api apps/web; do
 *     ln -s "$PWD/$d/node_modules" "/tmp/bulk-before/$d/node_modules"; done
 *   BENCH_BEFORE_TREE=/tmp/bulk-before npx tsx bench/products-bulk.ts
 *
 * (with node_modules linked from here, `@portal/domain` is this tree's in both). Each round's add goes to a new
 * supplier with an empty catalogue, so both sides write into the same state of their database.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  bulkCsvHeaders,
  indexCategories,
  productToBulkRow,
  validateBulkRows,
  type BulkCsvRow,
  type Category,
  type Product,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import pg from 'pg';
// Types only: each side loads these modules from its own tree (openSide).
import type * as AppModule from '../apps/api/src/app.ts';
import type * as ConfigModule from '../apps/api/src/config.ts';
import type * as ClientModule from '../apps/api/src/db/client.ts';
import type * as SeedModule from '../apps/api/src/db/seed/index.ts';
import type * as WorldModule from '../apps/api/src/db/seed/world.ts';
import type * as ParseCsvModule from '../apps/web/src/features/products-bulk/lib/parse-csv.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COUNT = Number(process.env.BULK_COUNT ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BEFORE_TREE = process.env.BENCH_BEFORE_TREE;
const SERVER_URL = process.env.DATABASE_URL;
const GOAL_S = COUNT > 10_000 ? 2 : 1;

/** The 1, 5 and 15 minute load averages, as `uptime` prints them. */
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const ms = (t0: number) => performance.now() - t0;
const fmt = (v: number) => `${(v / 1000).toFixed(3)} s`;

/** One tree's API on a database of its own, its modules loaded from that tree. */
async function openSide(label: string, root: string) {
  const load = <T>(file: string) => import(pathToFileURL(path.join(root, file)).href) as Promise<T>;
  const { buildApp } = await load<typeof AppModule>('apps/api/src/app.ts');
  const { loadConfig } = await load<typeof ConfigModule>('apps/api/src/config.ts');
  const { migrateDatabase, openDatabase } = await load<typeof ClientModule>('apps/api/src/db/client.ts');
  const { seedDemo } = await load<typeof SeedModule>('apps/api/src/db/seed/index.ts');
  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await load<typeof WorldModule>('apps/api/src/db/seed/world.ts');
  const { parseBulkCsvText } = await load<typeof ParseCsvModule>(
    'apps/web/src/features/products-bulk/lib/parse-csv.ts',
  );

  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (SERVER_URL) {
    const name = `bulk_bench_${label}`;
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const a = new pg.Client({ connectionString: SERVER_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  }
  const database = await openDatabase({ databaseUrl });
  await migrateDatabase(database);
  await seedDemo(database.db);
  const app = await buildApp({
    database,
    config: loadConfig({
      DATA_DIR: `/tmp/bulk-bench-${label}`,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    }),
  });
  await app.ready();

  /** A new supplier whose owner signs in with the demo password: an empty catalogue for one round. */
  let suppliers = 0;
  async function freshSupplier() {
    const email = `bench-${++suppliers}@bench.example`;
    await database.db.execute(sql`
      with s as (insert into suppliers (company, email) values (${`Bench ${suppliers}`}, ${email}) returning id)
      insert into users (email, password_hash, supplier_id, role, name)
      select ${email}, u.password_hash, s.id, 'owner', 'Bench' from s, users u where u.email = ${DEMO_ACCOUNTS.supplier}
    `);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: email, password: DEMO_PASSWORD, role: 'supplier' },
    });
    if (login.statusCode !== 200) throw new Error(`${label}: sign-in ${login.statusCode} ${login.body}`);
    return { authorization: `Bearer ${(login.json() as { access_token: string }).access_token}` };
  }
  return {
    label,
    kind: database.kind,
    app,
    parseBulkCsvText,
    freshSupplier,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
type Side = Awaited<ReturnType<typeof openSide>>;

const sides: Side[] = [];
if (BEFORE_TREE) sides.push(await openSide('before', path.resolve(BEFORE_TREE)));
sides.push(await openSide(BEFORE_TREE ? 'after' : 'now', ROOT));

// The categories are the seed's, the same on both sides.
const { app: firstApp } = sides[0]!;
const cats = (
  (
    await firstApp.inject({ method: 'GET', url: '/api/categories', headers: await sides[0]!.freshSupplier() })
  ).json() as { data: Category[] }
).data;
const byId = new Map(cats.map((c) => [c.id, c]));
const leaves = cats.filter(
  (c) => c.parentCategoryId !== null && byId.get(c.parentCategoryId)?.parentCategoryId === null,
);

// The CSV.
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

type Figures = { parse: number; save: number; editParse: number; edit: number; undo: number; load: string };

/** One round on one side: the add into an empty catalogue, then the edit of every price and its undo. */
async function round(side: Side): Promise<Figures> {
  const headers = await side.freshSupplier();
  let t0 = performance.now();
  const parsed = side.parseBulkCsvText(csv, 'add');
  if (!parsed.ok) throw new Error(parsed.message);
  const results = validateBulkRows(parsed.rows, { mode: 'add', categories: indexCategories(cats) });
  const parse = ms(t0);
  const invalid = results.filter((r) => !r.payload);
  if (invalid.length)
    throw new Error(`${invalid.length} rows invalid: ${JSON.stringify(invalid[0]!.errors)}`);
  t0 = performance.now();
  const saved = await side.app.inject({
    method: 'POST',
    url: '/api/suppliers/products/bulk-upload',
    headers,
    payload: { products: results.map((r) => r.payload!) },
  });
  const save = ms(t0);
  if (saved.statusCode !== 200) throw new Error(`${side.label}: ${saved.body.slice(0, 500)}`);
  const load = loadAverage();

  // Edit: download, change every price, diff, PATCH, undo.
  const list = (
    (await side.app.inject({ method: 'GET', url: '/api/suppliers/products', headers })).json() as {
      data: Product[];
    }
  ).data;
  const rows: BulkCsvRow[] = list.map((p) => ({ ...productToBulkRow(p, byId) }));
  const editCsv = Papa.unparse({
    fields: bulkCsvHeaders('edit'),
    data: rows.map((r) => [
      r.productId,
      r.sku,
      r.name,
      r.categoryOne,
      r.categoryTwo,
      r.categoryThree,
      (Number(r.price) + 1).toFixed(2),
      r.unitOfPrice,
      r.portions,
      r.unitOfPortion,
      r.taxable,
      r.enabled,
      r.outOfStock,
    ]),
  });
  t0 = performance.now();
  const editParsed = side.parseBulkCsvText(editCsv, 'edit');
  if (!editParsed.ok) throw new Error(editParsed.message);
  const editResults = validateBulkRows(editParsed.rows, {
    mode: 'edit',
    categories: indexCategories(cats),
    current: new Map(list.map((p) => [p.id, p])),
    categoriesById: byId,
  });
  const editParse = ms(t0);
  const changes = editResults.flatMap((r) => (r.change ? [r.change] : []));
  if (changes.length !== COUNT) throw new Error(`${side.label}: ${changes.length} changes, not ${COUNT}`);
  t0 = performance.now();
  const edited = await side.app.inject({
    method: 'PATCH',
    url: '/api/suppliers/products/bulk-upload',
    headers,
    payload: { products: changes },
  });
  const edit = ms(t0);
  if (edited.statusCode !== 200) throw new Error(`${side.label}: ${edited.body.slice(0, 500)}`);
  const { uploadId } = edited.json() as { uploadId: number };
  t0 = performance.now();
  const undone = await side.app.inject({
    method: 'POST',
    url: `/api/suppliers/products/bulk-upload/${uploadId}/undo`,
    headers,
  });
  const undo = ms(t0);
  if (undone.statusCode !== 200) throw new Error(`${side.label}: ${undone.body}`);
  return { parse, save, editParse, edit, undo, load };
}

console.log(
  `engine: ${sides[0]!.kind}, rows: ${COUNT}, CSV ${(csv.length / 1e6).toFixed(1)} MB, ${ROUNDS} rounds, load average at start: ${loadAverage()}`,
);
const all = new Map<string, Figures[]>(sides.map((s) => [s.label, []]));
for (let r = 0; r < ROUNDS; r++) {
  // Alternate which side goes first, so neither always runs on the warmer or the busier machine.
  const order = r % 2 ? [...sides].reverse() : sides;
  for (const side of order) {
    const f = await round(side);
    all.get(side.label)!.push(f);
    console.log(
      `round ${r + 1} ${side.label.padEnd(6)} add end to end ${fmt(f.parse + f.save)} (parse+validate ${fmt(f.parse)}, save ${fmt(f.save)}); ` +
        `edit PATCH ${fmt(f.edit)}, undo ${fmt(f.undo)}; load average ${f.load}`,
    );
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`\nmedian of ${ROUNDS} rounds (best in brackets); goal: add end to end < ${GOAL_S} s`);
for (const [label, fs] of all) {
  const col = (pick: (f: Figures) => number) =>
    `${fmt(median(fs.map(pick)))} (${fmt(Math.min(...fs.map(pick)))})`;
  console.log(
    `${label.padEnd(6)} add end to end ${col((f) => f.parse + f.save)}, save ${col((f) => f.save)}, ` +
      `parse+validate ${col((f) => f.parse)} | edit parse+diff ${col((f) => f.editParse)}, PATCH ${col((f) => f.edit)}, undo ${col((f) => f.undo)}`,
  );
}
console.log(`load average at end: ${loadAverage()}`);
for (const side of sides) await side.close();
