import { currentRequestTx, unscoped } from './request-transaction.ts';
import {
  recordedReader,
  type Database,
  type DatabaseOptions,
  type Db,
  type DbOrTx,
  type Tx,
} from './database.ts';

export * from './database.ts';

/**
 * The one place that chooses the engine: PGlite (embedded, in process; engines/pglite.ts) or PostgreSQL
 * (DATABASE_URL; engines/postgres.ts). Each engine's driver loads only when it is chosen. Everything else
 * sees the same Drizzle database type and the same SQL dialect.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return (await import('./engines/postgres.ts')).openPostgres(opts.databaseUrl, opts);
  return (await import('./engines/pglite.ts')).openPglite(opts);
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') await (await import('./engines/postgres.ts')).migratePostgres(database);
  else await (await import('./engines/pglite.ts')).migratePglite(database);
}

/**
 * Where a list, report or export query runs: the replica's reader for the app's primary database, but
 * the very same handle inside a transaction (a Tx reads its own writes, also a request's own: see
 * db/request-transaction.ts) or for any other handle. Repositories call it for their read-only list,
 * report and export queries; nothing else should.
 */
export function readerOf<T extends DbOrTx>(db: T): T | Db | Tx {
  const root = unscoped(db);
  if (root !== db) return currentRequestTx() ?? recordedReader(root) ?? db;
  return recordedReader(db) ?? db;
}
