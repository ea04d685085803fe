import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type * as schema from './schema/index.ts';

/**
 * What client.ts and both engines share: the database's types, its limits and each primary's reader.
 * Below them both, so an engine never imports the module that chooses it.
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
  /**
   * Calls `onMessage` with each NOTIFY payload on `channel` (a committed transaction's, from any process on
   * PostgreSQL; in process on PGlite). `onReconnect` runs after a lost listening connection is made again
   * (notifications sent meanwhile are lost: catch up). Resolves to a function that stops listening.
   */
  listen: (
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => void,
  ) => Promise<() => Promise<void>>;
};

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions = {
  databaseUrl?: string;
  /** A streaming replica of databaseUrl (PostgreSQL only) for list, report and export queries. */
  readUrl?: string;
  /**
   * Where LISTEN connects (PostgreSQL only): a direct connection to the primary, since a pooler in
   * transaction mode cannot keep one (PgBouncer). databaseUrl when absent.
   */
  listenUrl?: string;
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

/** Each primary Db's reader (itself without a replica). */
const readers = new WeakMap<object, Db>();

/** The reader recorded for `db`, if any. */
export const recordedReader = (db: object): Db | undefined => readers.get(db);

/** Records where a newly opened primary's list, report and export queries run (the engines call it). */
export function setReader(db: Db, reader: Db): void {
  readers.set(db, reader);
}

/** How long reads stay on the primary after the replica could not be reached. */
export const REPLICA_RETRY_MS = 5_000;

/** Queries answered by the replica and those sent to the primary because it lagged or was down. */
export const replicaStats = { replica: 0, primary: 0 };
