import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
// The outage test closes PGlite itself; closing it again is the only failure let through here.
afterAll(() =>
  t.close().catch((error: unknown) => {
    if (!String(error).includes('PGlite is closed')) throw error;
  }),
);

const probe = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/health/live and /api/health/ready', () => {
  it('answer 200 without a token while everything is fine', async () => {
    const live = await probe('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', checks: {} });
    const ready = await probe('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      checks: { database: true, migrations: true, accepting: true },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('readiness answers 503 once a shutdown has started; liveness stays 200', async () => {
    t.app.ctx.shuttingDown = true;
    try {
      const ready = await probe('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('2');
      expect(ready.json()).toMatchObject({
        errors: [{ param: '', message: 'Not ready: accepting', code: 'service_unavailable' }],
      });
      expect((await probe('/api/health/live')).statusCode).toBe(200);
    } finally {
      t.app.ctx.shuttingDown = false;
    }
  });
});

/**
 * The database goes away under a running app: on PostgreSQL the database stops taking connections and
 * the app's are ended by the server; on PGlite the embedded database is closed.
 */
async function takeDatabaseAway(): Promise<void> {
  if (t.database.kind === 'pglite') {
    await t.database.close();
    return;
  }
  const result = await t.database.db.execute(sql`select current_database() as name`);
  const name = (result as unknown as { rows: Array<{ name: string }> }).rows[0]!.name;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
  } finally {
    await admin.end();
  }
}

describe('a database outage', () => {
  it('keeps liveness at 200 while readiness answers 503 naming the database', async () => {
    await takeDatabaseAway();
    const live = await probe('/api/health/live');
    expect(live.statusCode).toBe(200);
    const ready = await probe('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      errors: [{ param: '', message: 'Not ready: database', code: 'service_unavailable' }],
    });
  });
});
