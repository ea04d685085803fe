import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { withDatabase } from '../test/global-setup.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';

const API_DIR = path.resolve(import.meta.dirname, '..');
const url = process.env.TEST_DATABASE_URL;

/**
 * Waits for the server to answer, however long a busy machine takes to start it: it ends when the server
 * answers or exits; the test's own timeout is the only bound.
 */
async function waitForHealth(port: number, child: ReturnType<typeof spawn>): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

const ROOT = path.resolve(API_DIR, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
type Service = {
  image?: string;
  profiles?: string[];
  ports?: string[];
  environment?: Record<string, string>;
};
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
  configs: Record<string, { content?: string; file?: string }>;
};
const isDatabase = (s: Service) => /^(postgres|edoburu\/pgbouncer)\b/.test(s.image ?? '');

describe('compose.yaml exposes no database and trusts no login', () => {
  it('publishes no database port, except on the host loopback in a debugging profile', () => {
    const databases = Object.entries(compose.services).filter(([, s]) => isDatabase(s));
    expect(databases.map(([name]) => name)).toEqual(
      expect.arrayContaining(['primary', 'replica', 'pgbouncer']),
    );
    for (const [name, service] of databases) {
      if (!service.profiles?.length) expect(service.ports, name).toBeUndefined();
      for (const port of service.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
    }
    // What is published at all: the portal's front door, and the mail sink's inbox on loopback only.
    const published = Object.entries(compose.services)
      .filter(([, s]) => !s.profiles?.length && s.ports)
      .map(([name, s]) => [name, s.ports]);
    expect(published).toEqual([
      ['haproxy', ['8442:8442']],
      ['mail', ['127.0.0.1:8025:8025']],
    ]);
  });

  it('asks every role for a password (scram-sha-256) and never writes one into the file', () => {
    const text = read('compose.yaml');
    expect(text).not.toMatch(/\btrust\b(?! a login)/);
    const primary = compose.services.primary!.environment!;
    expect(primary.POSTGRES_HOST_AUTH_METHOD).toBe('scram-sha-256');
    expect(primary.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(compose.configs['primary-init']!.content).toContain(
      'host replication replicator all scram-sha-256',
    );
    expect(compose.configs['pgbouncer-ini']!.content).toMatch(/^auth_type = scram-sha-256$/m);
    // Every password is a variable from the environment or .env, none a literal.
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (/PASSWORD|SECRET/.test(key)) expect(value, `${name} ${key}`).toMatch(/^\$\{[A-Z_]+:\?/);
      }
    }
  });

  it('connects the API processes as the portal role, never the superuser', () => {
    for (const name of ['api0', 'api1', 'api2']) {
      const env = compose.services[name]!.environment!;
      for (const url of [env.DATABASE_URL!, env.DATABASE_READ_URL!])
        expect(url).toMatch(/^postgres:\/\/portal:\$\{PORTAL_DB_PASSWORD\}@pgbouncer:/);
    }
  });
});

describe('the image', () => {
  const dockerfile = read('Dockerfile');
  const final = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('checks liveness, not the database, so a database blip restarts nothing', () => {
    expect(final).toMatch(/^HEALTHCHECK .*\\\n\s+CMD .*'\/api\/health\/live'/m);
  });

  it('ships the built output and the production dependencies, no sources', () => {
    const copies = [...final.matchAll(/^COPY --from=(\S+) (\S+) /gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(copies).toEqual([
      'runtime-deps /app/package.json',
      'runtime-deps /app/node_modules',
      'runtime-deps /app/apps/api/package.json',
      'runtime-deps /app/apps/api/node_modules',
      'build /app/apps/api/dist',
      'build /app/apps/web/dist',
    ]);
    expect(dockerfile).toMatch(/RUN npm ci --omit=dev --workspace apps\/api /);
  });
});

describe('the portal role (scripts/postgres/portal-role.sql)', () => {
  it.skipIf(!url)('is no superuser, owns only its schemas, and migrates a fresh database', async () => {
    const name = `portal_t_role_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`DROP ROLE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const superuser = new pg.Client({ connectionString: withDatabase(url!, name) });
    await superuser.connect();
    // psql's variables, as compose.yaml's primary passes them.
    const vars: Record<string, string> = {
      role: name,
      database: name,
      portal_password: 'role-test-password',
    };
    const sql = read('scripts/postgres/portal-role.sql')
      .replace(/:"(\w+)"/g, (_, v: string) => superuser.escapeIdentifier(vars[v]!))
      .replace(/:'(\w+)'/g, (_, v: string) => superuser.escapeLiteral(vars[v]!));
    const roleUrl = new URL(withDatabase(url!, name));
    roleUrl.username = name;
    roleUrl.password = vars.portal_password!;
    try {
      await superuser.query(sql);
      const database = await openDatabase({ databaseUrl: roleUrl.toString(), poolSize: 2 });
      try {
        await migrateDatabase(database);
      } finally {
        await database.close();
      }
      const role = await superuser.query(
        'SELECT rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = $1',
        [name],
      );
      expect(role.rows).toEqual([{ rolsuper: false, rolcreatedb: false, rolcreaterole: false }]);
      const owned = await superuser.query(
        `SELECT nspname FROM pg_namespace WHERE nspowner = (SELECT oid FROM pg_roles WHERE rolname = $1)
           ORDER BY nspname`,
        [name],
      );
      expect(owned.rows.map((r) => r.nspname)).toEqual(['drizzle', 'public']);
      const tables = await superuser.query(
        `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tableowner = $1`,
        [name],
      );
      expect(tables.rows[0].n).toBeGreaterThan(10);
    } finally {
      await superuser.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${name}`);
      await admin.end();
    }
  });
});

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
  );
});
