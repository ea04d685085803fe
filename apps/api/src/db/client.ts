import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type * as schema from './schema/index.ts';
import { currentRequestTx, unscoped } from './request-transaction.ts';

/**
 * The one place that chooses the engine: PGlite (embedded, in process; engines/pglite.ts) or PostgreSQL
 * (DATABASE_URL; engines/postgres.ts). Each engine's driver loads only when it is chosen. Everything else
 * sees the same Drizzle database type and the same SQL dialect.
 */
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  /**
   * Lists, reports and exports read here: a streaming replica (DATABASE_READ_URL) that answers only once
   * it has replayed every write acknowledged before the query, else the primary. Without a replica, `db`.
   */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The PGlite instance, for dumping a template in tests. */
  pglite?: PGlite;
  /** The primary's connection pool (PostgreSQL), whose counts /metrics reports. */
  pool?: pg.Pool;
};

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions = {
  databaseUrl?: string;
  /** A streaming replica of databaseUrl (PostgreSQL only) for list, report and export queries. */
  readUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob | File;
  /** PGlite only: PostgreSQL's shared_buffers (all of it is resident from the start), e.g. `32MB`. */
  sharedBuffers?: string;
  poolSize?: number;
  /** Server-side limit of one statement (PostgreSQL only); 0 turns it off. */
  statementTimeoutMs?: number;
  /** A session left idle inside a transaction this long is ended by the server, freeing its locks. */
  idleInTransactionTimeoutMs?: number;
};

export const STATEMENT_TIMEOUT_MS = 15_000;
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;
export const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return (await import('./engines/postgres.ts')).openPostgres(opts.databaseUrl, opts);
  return (await import('./engines/pglite.ts')).openPglite(opts);
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') await (await import('./engines/postgres.ts')).migratePostgres(database);
  else await (await import('./engines/pglite.ts')).migratePglite(database);
}

/** Each primary Db's reader (itself without a replica). */
const readers = new WeakMap<object, Db>();

/** Records where a newly opened primary's list, report and export queries run (the engines call it). */
export function setReader(db: Db, reader: Db): void {
  readers.set(db, reader);
}

/**
 * Where a list, report or export query runs: the replica's reader for the app's primary database, but
 * the very same handle inside a transaction (a Tx reads its own writes, also a request's own: see
 * db/request-transaction.ts) or for any other handle. Repositories call it for their read-only list,
 * report and export queries; nothing else should.
 */
export function readerOf<T extends DbOrTx>(db: T): T | Db | Tx {
  const root = unscoped(db);
  if (root !== db) return currentRequestTx() ?? readers.get(root) ?? db;
  return readers.get(db) ?? db;
}

/** How long reads stay on the primary after the replica could not be reached. */
export const REPLICA_RETRY_MS = 5_000;

/** Queries answered by the replica and those sent to the primary because it lagged or was down. */
export const replicaStats = { replica: 0, primary: 0 };
