import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { loadReferenceData } from '../src/db/reference/load-reference-data.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { quickOpeningDump } from './pglite-dump.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded embedded database as a dump (the file), in both runs. */
    pgliteTemplate: string;
    /** The template unpacked as a data directory, on tmpfs where there is one ('' on PostgreSQL). */
    pgliteTemplateDir: string;
    pgTemplateDb: string | null;
  }
}

/**
 * One migrated and seeded template per run; each test file gets its own copy of it
 * (PGlite: loadDataDir of a dump; PostgreSQL: CREATE DATABASE ... TEMPLATE), so files never share state.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(RUNS_ROOT, 'portal-test-'));
  removeStaleRuns();
  const url = process.env.TEST_DATABASE_URL;
  let templateDb: string | null = null;

  if (url) {
    templateDb = `portal_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateDb}`);
    await admin.query(`CREATE DATABASE ${templateDb}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, templateDb), poolSize: 2 });
    await migrateDatabase(database);
    await loadReferenceData(database.db);
    await seedDemo(database.db);
    await database.close();
  }
  // The embedded template is there in both runs: the backup's copy into PostgreSQL starts from it. In
  // `npm test` the PGlite run has just built it, so the PostgreSQL run finds it in the cache.
  const template = await pgliteTemplate();
  project.provide('pgliteTemplate', template);
  project.provide('pgliteTemplateDir', url ? '' : await unpacked(template, path.join(dir, 'template')));
  project.provide('pgTemplateDb', templateDb);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && templateDb) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        // Only this run's copies: another run may be using the same server at the same time.
        `SELECT datname FROM pg_database WHERE datname LIKE 'portal_t_${process.pid}_%'`,
      );
      for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`);
      await admin.end();
    }
  };
}

/** A seeded template is reused for this long while no source it is built from has changed. */
const TEMPLATE_CACHE_MS = 60 * 60 * 1000;
const CACHE_DIR = path.resolve(import.meta.dirname, '../../../node_modules/.cache/portal-test-template');

/**
 * Every non-test source the template is built from: migrations, schema, seed and reference data, the
 * libraries and services the seed calls (auth, marketplace), and the domain rules. An edit to any
 * other module (orders, products, …) keeps the template.
 */
const TEMPLATE_SOURCES = [
  '../src/db',
  '../src/lib',
  '../src/modules/auth',
  '../src/modules/marketplace',
  '../../../packages/domain/src',
  '.', // how the template is made and dumped (pglite-dump.ts)
];

function sourcesHash(): string {
  const hash = createHash('sha256');
  const roots = TEMPLATE_SOURCES.map((dir) => path.resolve(import.meta.dirname, dir));
  for (const root of roots) {
    for (const file of (readdirSync(root, { recursive: true }) as string[]).sort()) {
      if (/\.test\.tsx?$/.test(file) || !/\.(ts|sql|json|csv)$/.test(file)) continue;
      hash.update(file).update(readFileSync(path.join(root, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The PGlite template as a dump: migrated, reference data loaded, demo world seeded. Seeding
 * takes tens of seconds, so a dump is kept in node_modules/.cache for an hour while the sources
 * behind it are unchanged (the demo world's dates are relative to today, hence the short life).
 * Uncompressed (59 MB, not 12 MB gzipped), checkpointed and without the recycled WAL segments
 * (pglite-dump.ts): the run unpacks it once into the directory each test file copies (`unpacked` below),
 * and the suites that start their own processes or restore a dump open it directly.
 */
async function pgliteTemplate(): Promise<string> {
  const file = path.join(CACHE_DIR, `template-${sourcesHash()}.tar`);
  if (existsSync(file) && Date.now() - statSync(file).mtimeMs < TEMPLATE_CACHE_MS) return file;
  const database = await openDatabase({});
  await migrateDatabase(database);
  await loadReferenceData(database.db);
  await seedDemo(database.db);
  const dump = await quickOpeningDump(database.pglite!);
  await database.close();
  rmSync(CACHE_DIR, { recursive: true, force: true });
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return file;
}

/** Each run's copies live in memory (tmpfs) where the machine has one: they are written on every test. */
const RUNS_ROOT = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();

/** Runs killed before their teardown leave their directories; any a day old is no run's any more. */
function removeStaleRuns(): void {
  for (const name of readdirSync(RUNS_ROOT)) {
    const full = path.join(RUNS_ROOT, name);
    if (name.startsWith('portal-test-') && Date.now() - statSync(full).mtimeMs > 86_400_000) {
      rmSync(full, { recursive: true, force: true });
    }
  }
}

/**
 * The dump as a data directory, for the run: a test file copies it (about 50 ms on tmpfs) and opens the copy
 * in place (about 90 ms), where unpacking the dump into PGlite's memory took about 300 ms.
 */
async function unpacked(dump: string, dataDir: string): Promise<string> {
  const database = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(dump)]) });
  await database.close();
  return dataDir;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
