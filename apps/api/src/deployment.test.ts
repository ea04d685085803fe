import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup.ts';

const API_DIR = path.resolve(import.meta.dirname, '..');
const url = process.env.TEST_DATABASE_URL;

async function waitForHealth(port: number, child: ReturnType<typeof spawn>): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not answer /api/');
}

describe('deployment', () => {
  it('user:create explains itself', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/user-create.ts', '--help'], {
      cwd: API_DIR,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('--role supplier|staff');
  });

  it.skipIf(!url)(
    'a server on an empty PostgreSQL creates no demo accounts without SEED_DEMO=1',
    async () => {
      const name = `portal_t_deploy_${process.pid}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
      const port = 3900 + (process.pid % 90);
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: API_DIR,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: withDatabase(url!, name),
          SEED_DEMO: '',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-deploy-')),
          JWT_SECRET: 'deployment-test-secret-deployment-test-secret',
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      });
      try {
        await waitForHealth(port, child);
        const db = new pg.Client({ connectionString: withDatabase(url!, name) });
        await db.connect();
        const users = await db.query('SELECT count(*)::int AS n FROM users');
        const suppliers = await db.query('SELECT count(*)::int AS n FROM suppliers');
        await db.end();
        expect(users.rows[0].n).toBe(0);
        expect(suppliers.rows[0].n).toBe(0);
        const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'staff@example.com', password: 'password123' }),
        });
        expect(login.status).toBe(400);
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    90_000,
  );
});
