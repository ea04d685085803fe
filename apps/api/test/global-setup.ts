import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { loadReferenceData } from '../src/db/reference/load-reference-data.ts';
import { seedDemo } from '../src/db/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateDb: string | null;
  }
}

/**
 * One migrated and seeded template per run; each test file gets its own copy of it
 * (PGlite: loadDataDir of a dump; PostgreSQL: CREATE DATABASE ... TEMPLATE), so files never share state.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
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
  } else {
    const database = await openDatabase({});
    await migrateDatabase(database);
    await loadReferenceData(database.db);
    await seedDemo(database.db);
    const dump = await database.pglite!.dumpDataDir('gzip');
    const file = path.join(dir, 'template.tar.gz');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('pgliteTemplate', file);
  }
  project.provide('pgTemplateDb', templateDb);
  if (!url) project.provide('pgTemplateDb', null);
  if (url) project.provide('pgliteTemplate', '');

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

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
