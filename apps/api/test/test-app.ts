import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/world.ts';
import { clearAll as clearRateLimits } from '../src/lib/rate-limit/rate-limit.repository.ts';
import { withDatabase } from './global-setup.ts';
import { copyOfDirectory } from './pglite-dump.ts';

export type TestApp = {
  app: App;
  database: Database;
  config: Config;
  /** Bearer headers for a demo account (staff act as the first demo supplier unless told otherwise). */
  auth: (who?: keyof typeof DEMO_ACCOUNTS, actAsSupplierId?: number) => Promise<{ authorization: string }>;
  close: () => Promise<void>;
};

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** A fresh copy of the seeded template database and an app on it, for one test file. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config: Config = {
    ...loadConfig({ DATA_DIR: '/tmp/portal-test-data', JWT_SECRET: TEST_SECRET }),
    ...overrides,
  };
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  let dropDb: (() => Promise<void>) | null = null;
  if (url) {
    // portal_t_<run>_…: the run's global setup (portal_tpl_<run>) drops exactly its own copies.
    const run = inject('pgTemplateDb')!.replace('portal_tpl_', '');
    const name = `portal_t_${run}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplateDb')}`);
    await admin.end();
    database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 4 });
    dropDb = async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  } else {
    const dataDir = copyOfDirectory(inject('pgliteTemplateDir'));
    // PGlite's buffers as the server sets them (32MB), not PGlite's 128MB: all of it is set up at open.
    database = await openDatabase({ dataDir, sharedBuffers: config.pgliteSharedBuffers });
    dropDb = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const app = await buildApp({ database, config });
  await app.ready();
  await clearRateLimits(database.db);

  const tokens = new Map<string, string>();
  async function auth(who: keyof typeof DEMO_ACCOUNTS = 'supplier', actAsSupplierId?: number) {
    const key = `${who}:${actAsSupplierId ?? ''}`;
    let token = tokens.get(key);
    if (!token) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: DEMO_ACCOUNTS[who], password: DEMO_PASSWORD, role: 'supplier' },
      });
      token = (res.json() as { access_token: string }).access_token;
      if (who === 'staff') {
        const supplierId = actAsSupplierId ?? 1;
        const acted = await app.inject({
          method: 'POST',
          url: '/api/staff/act-as',
          headers: { authorization: `Bearer ${token}` },
          payload: { supplierId },
        });
        token = (acted.json() as { access_token: string }).access_token;
      }
      await clearRateLimits(database.db);
      tokens.set(key, token);
    }
    return { authorization: `Bearer ${token}` };
  }

  return {
    app,
    database,
    config,
    auth,
    close: async () => {
      await app.close();
      await database.close();
      if (dropDb) await dropDb();
    },
  };
}
