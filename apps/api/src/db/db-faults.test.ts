import { createServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../test/test-app.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { mapDatabaseError } from '../lib/db-errors.ts';
import { UNAVAILABLE_CODE, UNAVAILABLE_MESSAGE } from '../lib/errors.ts';
import { openDatabase } from './client.ts';
import { retryStats } from './transaction.ts';
import { keyedWriteStats } from '../lib/http/idempotency.ts';

/**
 * What a failover, a restarted pooler or an operator does to the pool: every server connection of the
 * database is ended while writes are in flight. The process must stay up, every acknowledged write
 * must be there, the others must be a 503 (never a 500), and requests must work again at once.
 */
const url = process.env.TEST_DATABASE_URL;

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;

describe.skipIf(!url)('lost database connections (PostgreSQL)', () => {
  let t: TestApp;
  let dbName: string;
  let admin: pg.Client;
  const crashes: unknown[] = [];
  const recordCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', recordCrash);
    process.on('unhandledRejection', recordCrash);
    t = await createTestApp();
    const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    dbName = result.rows[0]!.name;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    process.off('uncaughtException', recordCrash);
    process.off('unhandledRejection', recordCrash);
    await admin?.end();
    await t?.close();
  });

  /** Ends every connection of the app's database, as pg_terminate_backend does in a failover. */
  async function terminateBackends(): Promise<number> {
    const { rows } = await admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [dbName],
    );
    return rows.filter((r) => r.ended).length;
  }

  it('stays up, keeps every acknowledged write, and answers the rest 503 with Retry-After', async () => {
    const headers = await t.auth('supplier');
    const [sample] = (
      (await t.database.db.execute(
        sql`select categories from products where supplier_id = 1 order by id limit 1`,
      )) as unknown as { rows: Array<{ categories: number[] }> }
    ).rows;
    const create = (sku: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/suppliers/products',
        headers,
        payload: {
          name: 'Failover Figs',
          sku,
          priceInCents: 700,
          unitOfPriceId: 1,
          gstExempt: true,
          categories: sample!.categories,
          unitOfPortionId: 2,
          portions: [250],
          enabled: true,
          outOfStock: false,
        },
      });

    const answers = new Map<string, Res>();
    let writing = true;
    let next = 0;
    const writer = async () => {
      while (writing) {
        const sku = `FAULT-${next++}`;
        answers.set(sku, await create(sku));
      }
    };
    const retriesBefore = retryStats.connection;
    const writers = Array.from({ length: 8 }, writer);
    let ended = 0;
    for (let i = 0; i < 5; i++) {
      await sleep(150);
      ended += await terminateBackends();
    }
    writing = false;
    await Promise.all(writers);

    expect(crashes).toEqual([]);
    expect(ended).toBeGreaterThan(0);
    const statuses = [...answers.values()].map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    for (const res of answers.values()) {
      if (res.statusCode !== 503) continue;
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toEqual({
        errors: [{ param: '', message: UNAVAILABLE_MESSAGE, code: UNAVAILABLE_CODE }],
      });
    }
    // Transactions cut before COMMIT (and reads) ran again on a fresh connection.
    expect(retryStats.connection).toBeGreaterThan(retriesBefore);

    const acknowledged = [...answers].filter(([, r]) => r.statusCode === 201).map(([sku]) => sku);
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = (
      (await t.database.db.execute(
        sql`select sku from products where supplier_id = 1 and sku like 'FAULT-%'`,
      )) as unknown as { rows: Array<{ sku: string }> }
    ).rows.map((r) => r.sku);
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
    console.info(
      `fault test: ${answers.size} writes, ${acknowledged.length} acknowledged, ` +
        `${statuses.filter((s) => s === 503).length} answered 503, ${ended} connections ended`,
    );
  });

  it('runs a keyed write again when its connection is lost before COMMIT: one 200, applied once', async () => {
    const headers = await t.auth('supplier');
    // Another session holds the order's row, so the write waits inside its transaction on its connection.
    const holder = new pg.Client({ connectionString: withDatabase(url!, dbName) });
    await holder.connect();
    try {
      const { rows } = await holder.query<{ id: number }>(
        "select id from orders where supplier_id = 1 and order_status in ('PENDING', 'PROCESSING') order by id limit 1",
      );
      const id = rows[0]!.id;
      await holder.query('begin');
      await holder.query('select 1 from orders where id = $1 for update', [id]);
      const rerunsBefore = keyedWriteStats.reruns;
      const write = t.app.inject({
        method: 'PATCH',
        url: `/api/suppliers/orders/${id}/supplier-reference`,
        headers: { ...headers, 'idempotency-key': 'lost-before-commit' },
        payload: { supplierReference: 'PO-RERUN' },
      });
      let waiting: number[] = [];
      while (waiting.length === 0) {
        await sleep(20);
        waiting = (
          await admin.query<{ pid: number }>(
            "select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
            [dbName],
          )
        ).rows.map((r) => r.pid);
      }
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [waiting]);
      await holder.query('commit');
      const answer = await write;
      expect(answer.statusCode).toBe(200);
      expect(keyedWriteStats.reruns).toBe(rerunsBefore + 1);
      const stored = await holder.query<{ ref: string }>(
        'select supplier_reference as ref from orders where id = $1',
        [id],
      );
      expect(stored.rows[0]!.ref).toBe('PO-RERUN');
      // The key holds the answer: a retry is the same answer, replayed, not a second run.
      const retry = await t.app.inject({
        method: 'PATCH',
        url: `/api/suppliers/orders/${id}/supplier-reference`,
        headers: { ...headers, 'idempotency-key': 'lost-before-commit' },
        payload: { supplierReference: 'PO-RERUN' },
      });
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body).toBe(answer.body);
      const audits = await holder.query<{ n: number }>(
        "select count(*)::int as n from audit_log where action = 'order.supplier-reference' and entity_id = $1 and after->>'supplierReference' = 'PO-RERUN'",
        [String(id)],
      );
      expect(audits.rows[0]!.n).toBe(1);
    } finally {
      await holder.end();
    }
    expect(crashes).toEqual([]);
  });

  it('works again within a second of the connections being ended', async () => {
    const headers = await t.auth('supplier');
    await terminateBackends();
    const started = Date.now();
    let list: Res;
    do {
      list = await t.app.inject({ method: 'GET', url: '/api/custom-pricing', headers });
    } while (list.statusCode !== 200 && Date.now() - started < 1000);
    expect(list.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    const health = await t.app.inject({ method: 'GET', url: '/api/' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: 'postgres' });
    expect(crashes).toEqual([]);
  });

  it('answers a statement that runs past statement_timeout with 503, not 500', async () => {
    const slow = await openDatabase({
      databaseUrl: withDatabase(url!, dbName),
      poolSize: 1,
      statementTimeoutMs: 100,
    });
    try {
      const error = await slow.db.execute(sql`select pg_sleep(1)`).then(
        () => null,
        (e: unknown) => e,
      );
      const mapped = mapDatabaseError(error);
      expect(mapped?.status).toBe(503);
      expect(mapped?.headers).toEqual({ 'retry-after': '2' });
      expect(mapped?.errors).toEqual([
        {
          param: '',
          message: 'The request took too long. Please try again in a moment.',
          code: UNAVAILABLE_CODE,
        },
      ]);
    } finally {
      await slow.close();
    }
  });
});

describe('the health check', () => {
  it('answers 503 with Retry-After when the database cannot be reached, and does not throw', async () => {
    // Port 1: nothing listens, the connection is refused at once.
    const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', poolSize: 1 });
    const app = await buildApp({
      database,
      config: loadConfig({ DATA_DIR: '/tmp/portal-test-data', JWT_SECRET: TEST_SECRET }),
    });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('2');
      expect(health.json()).toMatchObject({ status: 'unavailable', database: 'postgres' });
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'supplier@example.com', password: 'wrong-password', role: 'supplier' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual({
        errors: [{ param: '', message: UNAVAILABLE_MESSAGE, code: UNAVAILABLE_CODE }],
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

/**
 * Every way the pool can find the database not available answers 503 with Retry-After, never 500: sign-in
 * (the first thing a person meets) on a real PostgreSQL for each class it can produce on demand, and a
 * server that speaks the protocol for the refusals PostgreSQL gives only while starting up or hung.
 */
describe.skipIf(!url)('the database not available, each class (PostgreSQL)', () => {
  let admin: pg.Client;
  let t: TestApp;
  let dbName: string;
  const role = `portal_fault_${process.pid}`;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 0`);
    t = await createTestApp();
    const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    dbName = result.rows[0]!.name;
  });
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`).catch(() => {});
    await t?.close();
    await admin?.query(`DROP ROLE IF EXISTS ${role}`);
    await admin?.end();
  });

  /** Sign-in on an app whose pool connects to `databaseUrl`: a 503 with Retry-After and the one body. */
  async function expectSignInUnavailable(databaseUrl: string) {
    const database = await openDatabase({ databaseUrl, poolSize: 1 });
    const app = await buildApp({
      database,
      config: loadConfig({ DATA_DIR: '/tmp/portal-test-data', JWT_SECRET: TEST_SECRET }),
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'supplier@example.com', password: 'wrong-password', role: 'supplier' },
      });
      expect(login.statusCode, login.body).toBe(503);
      expect(login.headers['retry-after']).toBe('2');
      expect(login.json()).toEqual({
        errors: [{ param: '', message: UNAVAILABLE_MESSAGE, code: UNAVAILABLE_CODE }],
      });
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('55000: the database does not allow connections (ALLOW_CONNECTIONS false)', async () => {
    await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
    try {
      await expectSignInUnavailable(withDatabase(url!, dbName));
    } finally {
      await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);
    }
  });

  it('3D000: the database does not exist', async () => {
    await expectSignInUnavailable(withDatabase(url!, `portal_missing_${process.pid}`));
  });

  it('28000: the role is refused at connect', async () => {
    const refused = new URL(withDatabase(url!, dbName));
    refused.username = `portal_nobody_${process.pid}`;
    await expectSignInUnavailable(refused.toString());
  });

  it("53300: too many connections (the role's connection limit)", async () => {
    const limited = new URL(withDatabase(url!, dbName));
    limited.username = role;
    await expectSignInUnavailable(limited.toString());
  });

  it('ECONNREFUSED: nothing listens', async () => {
    await expectSignInUnavailable('postgres://postgres@127.0.0.1:1/none');
  });

  /** A server that answers the startup packet with a FATAL ErrorResponse of `sqlstate`, or with nothing. */
  async function fakeServer(sqlstate: string | null): Promise<{ url: string; close: () => void }> {
    const sockets = new Set<Socket>();
    const server = createServer((socket) => {
      sockets.add(socket);
      socket.once('data', () => {
        if (!sqlstate) return; // never answers: the pool's connect timeout ends the wait
        const fields = Buffer.from(`SFATAL\0VFATAL\0C${sqlstate}\0Mthe database system is starting up\0\0`);
        const head = Buffer.alloc(5);
        head.write('E', 0);
        head.writeInt32BE(fields.length + 4, 1);
        socket.end(Buffer.concat([head, fields]));
      });
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const close = () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    };
    return { url: `postgres://postgres@127.0.0.1:${port}/portal`, close };
  }

  for (const sqlstate of ['57P03', '53100', '08004']) {
    it(`${sqlstate}: refused at connect with a FATAL error (a server starting up, out of disk, rejecting)`, async () => {
      const fake = await fakeServer(sqlstate);
      try {
        await expectSignInUnavailable(fake.url);
      } finally {
        fake.close();
      }
    });
  }

  it('a server that never answers: the connect timeout', async () => {
    const fake = await fakeServer(null);
    try {
      await expectSignInUnavailable(fake.url);
    } finally {
      fake.close();
    }
  });
});
