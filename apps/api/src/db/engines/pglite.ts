import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../schema/index.ts';
import { MIGRATIONS_DIR, setReader, type Database, type DatabaseOptions, type Db } from '../client.ts';
import { withRetries } from '../transaction.ts';
import { createPglite } from './pglite-engine.ts';

/** The embedded database (PGlite, PostgreSQL in WebAssembly, in process), loaded only when it is used. */
export async function openPglite(opts: DatabaseOptions): Promise<Database> {
  const pglite = await createPglite({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    ...(opts.sharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffers}`] }
      : {}),
  });
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  retryTransactions(db);
  setReader(db, db);
  return { db, readDb: db, kind: 'pglite', close: () => pglite.close(), pglite };
}

export async function migratePglite(database: Database): Promise<void> {
  await migrate(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
}

/** Every top-level transaction retries what is safe to retry (db/transaction.ts); savepoints do not. */
function retryTransactions(db: Db): void {
  const begin = db.transaction.bind(db);
  db.transaction = (body, config) => withRetries((run) => begin(run, config), body);
}
