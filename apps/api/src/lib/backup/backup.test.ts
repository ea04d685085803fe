import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/world.ts';
import { withDatabase } from '../../../test/global-setup.ts';
import { TEST_SECRET } from '../../../test/test-app.ts';
import { POSTGRES_RUN } from '../../../test/test-runs.ts';
import { BACKUP_KEY_HEADER, BACKUP_PATH, backupKey } from './backup.ts';
import { checkBackup, restoreInto } from './restore.ts';
import { copyBackupToPostgres } from './to-postgres.ts';

/** The embedded database on disk, as the server runs it, with writes going on while it is backed up. */
/** Open orders: the supplier order ID freezes once the invoice is issued. */
const OPEN = 'search=orderStatus[]:PENDING,PROCESSING';
const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
let database: Database;
let app: App;
let auth: { authorization: string };
beforeAll(async () => {
  database = await openDatabase({
    dataDir: path.join(work, 'pglite'),
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  });
  const config = { ...loadConfig({ DATA_DIR: work, JWT_SECRET: TEST_SECRET }) };
  app = await buildApp({ database, config });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: DEMO_ACCOUNTS.supplier, password: DEMO_PASSWORD, role: 'supplier' },
  });
  auth = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(work, { recursive: true, force: true });
});

const backup = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: BACKUP_PATH, headers, remoteAddress });

async function references(db: Database['db']): Promise<Set<string>> {
  const result = await db.execute(
    sql`select after->>'supplierReference' as v from audit_log where after->>'supplierReference' like 'bk-%'`,
  );
  return new Set((result as unknown as { rows: Array<{ v: string }> }).rows.map((r) => r.v));
}

// The backup and restore of the embedded database run once, in the PGlite run; the PostgreSQL run adds
// the copy into PostgreSQL (test/test-runs.ts).
describe.skipIf(POSTGRES_RUN)('npm run backup while the server runs', () => {
  it(
    'holds every write acknowledged before it was asked for, taken while writes go on',
    { timeout: 10 * 60_000 },
    async () => {
      const orders = (
        await app.inject({
          method: 'GET',
          url: `/api/suppliers/orders?page=1&pageSize=20&${OPEN}`,
          headers: auth,
        })
      ).json<{ data: Array<{ orderId: number }> }>().data;
      const acknowledged: string[] = [];
      let n = 0;
      let stop = false;
      const writer = async () => {
        while (!stop) {
          const reference = `bk-${(n += 1)}`;
          const res = await app.inject({
            method: 'PATCH',
            url: `/api/suppliers/orders/${orders[n % orders.length]!.orderId}/supplier-reference`,
            headers: auth,
            payload: { supplierReference: reference },
          });
          if (res.statusCode === 200) acknowledged.push(reference);
          else throw new Error(`write answered ${res.statusCode}: ${res.body}`);
        }
      };
      const writers = [writer(), writer(), writer()];
      const failed = Promise.all(writers);
      while (acknowledged.length < 6)
        await Promise.race([failed, new Promise((resolve) => setTimeout(resolve, 5))]);
      const before = [...acknowledged];
      const res = await backup({ [BACKUP_KEY_HEADER]: backupKey(TEST_SECRET) });
      const during = acknowledged.length - before.length;
      stop = true;
      await failed;
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/gzip');
      expect(during).toBeGreaterThanOrEqual(0);

      const file = path.join(work, 'backup.tar.gz');
      writeFileSync(file, res.rawPayload);
      const restoredDir = path.join(work, 'restored');
      await restoreInto(file, restoredDir);
      const restored = await openDatabase({ dataDir: restoredDir });
      try {
        const present = await references(restored.db);
        expect(before.filter((r) => !present.has(r))).toEqual([]);
      } finally {
        await restored.close();
      }
    },
  );

  it('is not there for a caller without the key, or one not on this machine', async () => {
    expect((await backup({})).statusCode).toBe(404);
    expect(
      (await backup({ [BACKUP_KEY_HEADER]: backupKey('another secret of 32 characters!!') })).statusCode,
    ).toBe(404);
    expect((await backup({ [BACKUP_KEY_HEADER]: backupKey(TEST_SECRET) }, '198.51.100.7')).statusCode).toBe(
      404,
    );
  });
});

describe.skipIf(POSTGRES_RUN)('npm run restore', () => {
  it('refuses a file that is not a backup, leaving the database where it is', async () => {
    const junk = path.join(work, 'junk.tar.gz');
    writeFileSync(junk, 'not a backup');
    await expect(checkBackup(junk)).rejects.toThrow(`${junk} is not a backup of the embedded database`);
    await expect(checkBackup(path.join(work, 'missing'))).rejects.toThrow('no such file');
  });
});

describe.skipIf(!POSTGRES_RUN)('a backup of the embedded database into PostgreSQL', () => {
  it('loads every row into an empty PostgreSQL database', async () => {
    // A write first, so the audit log has rows whose ids the copy's sequence must pass.
    const orderId = (
      await app.inject({
        method: 'GET',
        url: `/api/suppliers/orders?page=1&pageSize=1&${OPEN}`,
        headers: auth,
      })
    ).json<{ data: Array<{ orderId: number }> }>().data[0]!.orderId;
    const write = await app.inject({
      method: 'PATCH',
      url: `/api/suppliers/orders/${orderId}/supplier-reference`,
      headers: auth,
      payload: { supplierReference: 'bk-to-postgres' },
    });
    expect(write.statusCode).toBe(200);
    const res = await backup({ [BACKUP_KEY_HEADER]: backupKey(TEST_SECRET) });
    const file = path.join(work, 'to-pg.tar.gz');
    writeFileSync(file, res.rawPayload);
    const url = process.env.TEST_DATABASE_URL!;
    const name = `portal_t_copy_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const copied = await copyBackupToPostgres(file, withDatabase(url, name));
      const counts = async (db: Database['db']) => {
        const r = await db.execute(
          sql`select (select count(*) from orders)::int as orders, (select count(*) from audit_log)::int as audit,
                     (select count(*) from stored_files)::int as files`,
        );
        return (r as unknown as { rows: unknown[] }).rows[0];
      };
      const target = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 1 });
      try {
        expect(await counts(target.db)).toEqual(await counts(database.db));
        expect(copied.orders).toBeGreaterThan(0);
        // Sequences follow the copied ids: a new row gets a new id.
        const next = await target.db.execute(
          sql`select nextval(pg_get_serial_sequence('audit_log', 'id'))::int as id`,
        );
        const max = await database.db.execute(sql`select max(id)::int as id from audit_log`);
        expect((next as unknown as { rows: Array<{ id: number }> }).rows[0]!.id).toBeGreaterThan(
          (max as unknown as { rows: Array<{ id: number }> }).rows[0]!.id,
        );
      } finally {
        await target.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
