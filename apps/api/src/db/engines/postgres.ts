import { drizzle as drizzlePg, NodePgSession } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { dbErrorOf, isConnectionLost } from '../../lib/db-errors.ts';
import { traceQueries } from '../../lib/observability/db-spans.ts';
import { meterQueries } from '../../lib/observability/request-cost.ts';
import * as schema from '../schema/index.ts';
import {
  CONNECT_TIMEOUT_MS,
  IDLE_IN_TRANSACTION_TIMEOUT_MS,
  MIGRATIONS_DIR,
  REPLICA_RETRY_MS,
  replicaStats,
  setReader,
  STATEMENT_TIMEOUT_MS,
  type Database,
  type DatabaseOptions,
  type Db,
  type Tx,
} from '../database.ts';
import { retryStats, withRetries } from '../transaction.ts';
import { listenOn } from './postgres-listen.ts';

/**
 * PostgreSQL (DATABASE_URL), loaded only when it is configured: node-postgres, its pools (a primary and
 * an optional streaming replica for reads), transactions on a client of their own, and migrations that
 * take turns across processes.
 */

/** The pool behind each PostgreSQL Db (for migrations). */
const pools = new WeakMap<object, pg.Pool>();

export function openPostgres(databaseUrl: string, opts: DatabaseOptions): Database {
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
      idle_in_transaction_session_timeout: opts.idleInTransactionTimeoutMs ?? IDLE_IN_TRANSACTION_TIMEOUT_MS,
    });
  const pool = poolOf(databaseUrl);
  keepPoolAlive(pool);
  retryLostReads(pool);
  traceQueries(pool);
  // numeric and bigint come back as text by default; the schema maps numeric columns to numbers itself.
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  transactionsOnOwnClient(db, pool);
  pools.set(db, pool);
  const listen: Database['listen'] = (channel, onMessage, onReconnect) =>
    listenOn(opts.listenUrl ?? databaseUrl, channel, onMessage, onReconnect);
  if (!opts.readUrl) {
    setReader(db, db);
    return { db, readDb: db, kind: 'postgres', close: () => pool.end(), pool, listen };
  }
  const replica = poolOf(opts.readUrl);
  keepPoolAlive(replica);
  traceQueries(replica);
  const readDb = drizzlePg({ client: replicaReads(replica, pool), schema }) as unknown as Db;
  setReader(db, readDb);
  return {
    db,
    readDb,
    kind: 'postgres',
    pool,
    listen,
    close: async () => {
      await Promise.all([pool.end(), replica.end()]);
    },
  };
}

export async function migratePostgres(database: Database): Promise<void> {
  const pool = pools.get(database.db);
  if (pool) await migrateOneAtATime(database.db, pool, MIGRATIONS_DIR);
  else await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
}

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
  pool.on('connect', (client) => meterQueries(traceQueries(client)).on('error', logLost));
}

/**
 * The waits before each new try of a single SELECT whose connection was lost: about 4 s in all, the time a
 * switchover or failover of the primary takes to reach the pooler (Patroni promotes, HAProxy's check
 * moves the leader's port, PgBouncer connects again), so a read caught in it is answered, not refused.
 */
export const LOST_READ_RETRY_DELAYS_MS = [50, 250, 500, 1000, 2000];

const isConnectTimeout = (error: unknown) =>
  dbErrorOf(error)?.message === 'timeout exceeded when trying to connect';

/**
 * A single SELECT outside a transaction that lost its connection is run again (LOST_READ_RETRY_DELAYS_MS):
 * reading twice is harmless, and it spares a request the moment between a failover and the pool noticing it.
 */
function retryLostReads(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: typeof query }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    const result = query(...args);
    if (typeof args.at(-1) === 'function' || !text || !/^\s*select\b/i.test(text)) return result;
    const again =
      (attempt: number) =>
      (error: unknown): Promise<unknown> => {
        const delay = LOST_READ_RETRY_DELAYS_MS[attempt];
        // A server that does not answer at all already took the pool's whole connect timeout: not again.
        if (!isConnectionLost(error) || isConnectTimeout(error) || delay === undefined) throw error;
        retryStats.connection += 1;
        return new Promise((resolve) => setTimeout(resolve, delay)).then(() =>
          query(...args).catch(again(attempt + 1)),
        );
      };
    return result.catch(again(0));
  };
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
