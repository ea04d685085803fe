import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, NodePgSession } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { isConnectionLost } from '../lib/db-errors.ts';
import * as schema from './schema/index.ts';
import { currentRequestTx, unscoped } from './request-transaction.ts';
import { retryStats, withRetries } from './transaction.ts';

/**
 * The one place that chooses the engine: PGlite (embedded, in process) or PostgreSQL (DATABASE_URL).
 * Everything else sees the same Drizzle database type and the same SQL dialect.
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
  if (opts.databaseUrl) {
    const poolOf = (connectionString: string) =>
      new pg.Pool({
        connectionString,
        max: opts.poolSize ?? 10,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
        // Sent as startup parameters. PgBouncer refuses unknown startup parameters (unless listed in
        // ignore_startup_parameters, which then drops them): behind it set these per role instead,
        // ALTER ROLE … SET statement_timeout = '15s' (README.md, Running at scale).
        statement_timeout: opts.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
        idle_in_transaction_session_timeout:
          opts.idleInTransactionTimeoutMs ?? IDLE_IN_TRANSACTION_TIMEOUT_MS,
      });
    const pool = poolOf(opts.databaseUrl);
    keepPoolAlive(pool);
    retryLostReads(pool);
    // numeric and bigint come back as text by default; the schema maps numeric columns to numbers itself.
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    transactionsOnOwnClient(db, pool);
    pools.set(db, pool);
    if (!opts.readUrl) {
      readers.set(db, db);
      return { db, readDb: db, kind: 'postgres', close: () => pool.end(), pool };
    }
    const replica = poolOf(opts.readUrl);
    keepPoolAlive(replica);
    const readDb = drizzlePg({ client: replicaReads(replica, pool), schema }) as unknown as Db;
    readers.set(db, readDb);
    return {
      db,
      readDb,
      kind: 'postgres',
      pool,
      close: async () => {
        await Promise.all([pool.end(), replica.end()]);
      },
    };
  }
  const pglite = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
    ...(opts.sharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffers}`] }
      : {}),
  });
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  retryTransactions(db);
  readers.set(db, db);
  return { db, readDb: db, kind: 'pglite', close: () => pglite.close(), pglite };
}

/** Each primary Db's reader (itself without a replica). */
const readers = new WeakMap<object, Db>();

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

type QueryArgs = Parameters<pg.Pool['query']>;

/**
 * A pool-shaped reader: each query first asks the primary how far its WAL is flushed (every write
 * acknowledged so far is flushed) and runs on a replica connection only if that replica has replayed
 * at least that far; otherwise, or when the replica cannot be reached, on the primary. So a list read
 * right after a write (from any API process) always contains it. Two tiny statements, no session
 * state: safe behind PgBouncer in transaction mode. Only single statements come here (no transactions).
 */
function replicaReads(replica: pg.Pool, primary: pg.Pool): pg.Pool {
  const onPrimary = (args: QueryArgs) => {
    replicaStats.primary += 1;
    return (primary.query as (...a: QueryArgs) => Promise<pg.QueryResult>)(...args);
  };
  // After the replica could not be reached, reads skip it for a while instead of each waiting for a
  // connection timeout first.
  let replicaDownUntil = 0;
  const query = async (...args: QueryArgs) => {
    if (Date.now() < replicaDownUntil) return onPrimary(args);
    const flushed = await primary.query<{ lsn: string }>('select pg_current_wal_flush_lsn()::text as lsn');
    const lsn = flushed.rows[0]!.lsn;
    let client: pg.PoolClient | undefined;
    try {
      client = await replica.connect();
    } catch {
      replicaDownUntil = Date.now() + REPLICA_RETRY_MS;
      return onPrimary(args);
    }
    try {
      const ready = await client.query<{ ok: boolean }>(
        'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) as ok',
        [lsn],
      );
      if (!ready.rows[0]?.ok) {
        client.release();
        client = undefined;
        return onPrimary(args);
      }
      const result = await (client.query as (...a: QueryArgs) => Promise<pg.QueryResult>)(...args);
      replicaStats.replica += 1;
      return result;
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      replicaDownUntil = Date.now() + REPLICA_RETRY_MS;
      client?.release(error as Error);
      client = undefined;
      return onPrimary(args);
    } finally {
      client?.release();
    }
  };
  return new Proxy(replica, {
    get(target, prop, receiver) {
      if (prop === 'query') return query;
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}

const logLost = (err: Error) =>
  console.error(JSON.stringify({ level: 40, msg: 'database connection lost', err: err.message }));

/**
 * A connection the server ends (failover, restart, pg_terminate_backend, a restarted pooler) makes
 * node-postgres emit 'error' on its Client; with no listener that is an uncaught exception and the
 * process exits. pg.Pool listens only while a client is idle, so every client also gets a listener of
 * its own for the time it is checked out (its query fails with the same error, which the caller sees).
 * A broken client is not queryable any more, so the pool discards it on release and connects afresh.
 */
function keepPoolAlive(pool: pg.Pool): void {
  pool.on('error', () => {}); // idle client lost: already logged by the client's own listener
  pool.on('connect', (client) => client.on('error', logLost));
}

/**
 * A single SELECT outside a transaction that lost its connection is run once more: reading twice is
 * harmless, and it spares a request the moment between a failover and the pool noticing it.
 */
function retryLostReads(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: typeof query }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    const result = query(...args);
    if (typeof args.at(-1) === 'function' || !text || !/^\s*select\b/i.test(text)) return result;
    return result.catch((error: unknown) => {
      if (!isConnectionLost(error)) throw error;
      retryStats.connection += 1;
      return query(...args);
    });
  };
}

/** Every top-level transaction retries what is safe to retry (db/transaction.ts); savepoints do not. */
function retryTransactions(db: Db): void {
  const begin = db.transaction.bind(db);
  db.transaction = (body, config) => withRetries((run) => begin(run, config), body);
}

type DrizzleInternals = {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  _: NonNullable<ConstructorParameters<typeof NodePgSession>[2]>;
};

/**
 * Top-level transactions on PostgreSQL, with retries. Drizzle's own Pool transaction sends BEGIN before
 * its try/finally, so a connection lost at BEGIN never goes back to the pool: the pool shrinks by one
 * per failover until every request waits forever. Here the client is checked out and released (and
 * destroyed when its connection was lost) by us; drizzle runs BEGIN…COMMIT on that one client.
 */
function transactionsOnOwnClient(db: Db, pool: pg.Pool): void {
  const { dialect, _: internal } = db as unknown as DrizzleInternals;
  const relational = {
    fullSchema: internal.fullSchema,
    schema: internal.schema,
    tableNamesMap: internal.tableNamesMap,
  };
  const runOnce = async <T>(run: (tx: Tx) => Promise<T>, config?: Parameters<Db['transaction']>[1]) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      const session = new NodePgSession(client, dialect, relational);
      return (await session.transaction(run as never, config)) as T;
    } catch (error) {
      if (isConnectionLost(error)) lost = error as Error;
      throw error;
    } finally {
      client.release(lost);
    }
  };
  db.transaction = (body, config) => withRetries((run) => runOnce(run, config), body);
}

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  const pool = pools.get(database.db);
  if (database.kind === 'postgres' && pool) {
    await migrateOneAtATime(database.db, pool, config.migrationsFolder);
  } else if (database.kind === 'postgres') {
    await migratePg(database.db as never, config);
  } else {
    await migratePglite(database.db as never, config);
  }
}

/** The pool behind each PostgreSQL Db (for migrations). */
const pools = new WeakMap<object, pg.Pool>();
const MIGRATION_LOCK = 7_001_002;

/**
 * Several API processes starting together each migrate: they take turns. The whole of drizzle's
 * migration runs inside one transaction that first takes a transaction-level advisory lock (never a
 * session lock, which PgBouncer in transaction mode cannot keep), so the next process waits, then finds
 * every migration applied. Drizzle's own BEGIN inside it only warns, and its COMMIT ends ours.
 */
async function migrateOneAtATime(db: Db, pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const { dialect, _: internal } = db as unknown as DrizzleInternals;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const session = new NodePgSession(client, dialect, {
      fullSchema: internal.fullSchema,
      schema: internal.schema,
      tableNamesMap: internal.tableNamesMap,
    });
    await dialect.migrate(readMigrationFiles({ migrationsFolder }), session as never, { migrationsFolder });
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
