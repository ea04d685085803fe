import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../schema/index.ts';
import { MIGRATIONS_DIR, setReader, type Database, type DatabaseOptions, type Db } from '../database.ts';
import { traceQueries } from '../../lib/observability/db-spans.ts';
import { meterPglite } from '../../lib/observability/request-cost.ts';
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
  meterPglite(pglite);
  // Statements outside a transaction are traced (inside one they run on PGlite's own transaction handle).
  const db = drizzlePglite({ client: traceQueries(pglite), schema }) as unknown as Db;
  retryTransactions(db);
  setReader(db, db);
  // PGlite runs in this process: a NOTIFY of a committed transaction reaches its listeners here. Its one
  // connection may be held by a transaction (a request's, a test's): LISTEN and UNLISTEN wait their turn
  // in PGlite's queue and nobody waits for them, so a start or a close is never held up by one.
  const listen: Database['listen'] = async (channel, onMessage) => {
    const listening = pglite.listen(channel, onMessage);
    listening.catch(() => undefined);
    return async () => {
      listening.then((unlisten) => unlisten()).catch(() => undefined);
    };
  };
  return { db, readDb: db, kind: 'pglite', close: () => pglite.close(), pglite, listen };
}

export async function migratePglite(database: Database): Promise<void> {
  await migrate(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
}

/** Every top-level transaction retries what is safe to retry (db/transaction.ts); savepoints do not. */
function retryTransactions(db: Db): void {
  const begin = db.transaction.bind(db);
  db.transaction = (body, config) => withRetries((run) => begin(run, config), body);
}
