import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/world.ts';
import { IDEMPOTENCY_LEASE_SECONDS } from './idempotency.repository.ts';
import { TEST_SECRET } from '../../../test/test-app.ts';
import { POSTGRES_RUN, QUICK_CHECK } from '../../../test/test-runs.ts';

/**
 * A keyed write whose process is SIGKILLed mid-way, then retried with the same key on a fresh process
 * over the same embedded database: applied exactly once, whether the process died after the write but
 * before its answer was stored (nothing of it was committed: the retry runs it) or right after the
 * COMMIT of the write and its answer (the retry gets the stored answer). The child is
 * idempotency-crash.child.ts.
 */
const CHILD = path.join(import.meta.dirname, 'idempotency-crash.child.ts');
const API_DIR = path.resolve(import.meta.dirname, '../../..');

// The embedded database killed mid-write: the PostgreSQL run leaves it to the PGlite run
// (test/test-runs.ts); idempotency.test.ts covers the keyed write's transaction on both engines.
const SKIPPED = QUICK_CHECK || POSTGRES_RUN;

let dir: string;
beforeAll(async () => {
  if (SKIPPED) return;
  dir = mkdtempSync(path.join(os.tmpdir(), 'portal-idempotency-crash-'));
  const seeded = await openDatabase({
    dataDir: path.join(dir, 'pglite'),
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  });
  await seeded.close();
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

type Api = { child: ChildProcess; origin: string; exited: Promise<NodeJS.Signals | null> };

async function startApi(crashAt: '' | 'store' | 'commit'): Promise<Api> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: API_DIR,
    env: {
      ...process.env,
      CRASH_AT: crashAt,
      CRASH_PGLITE_DIR: path.join(dir, 'pglite'),
      CRASH_DATA_DIR: dir,
      CRASH_JWT_SECRET: TEST_SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_c, s) => resolve(s)));
  let out = '';
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const found = /port (\d+)/.exec(out)?.[1];
      if (found) resolve(found);
    });
    void exited.then(() => reject(new Error(`the API exited before listening: ${out}`)));
  });
  return { child, origin: `http://127.0.0.1:${port}`, exited };
}

async function stopApi(api: Api): Promise<void> {
  api.child.kill('SIGTERM');
  await api.exited;
}

async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_ACCOUNTS.supplier, password: DEMO_PASSWORD, role: 'supplier' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

const createZone = (origin: string, token: string, name: string, key: string) =>
  fetch(`${origin}/api/zones`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ name, minimumOrderTotal: 5000 }),
  });

async function zonesNamed(name: string): Promise<number> {
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  try {
    const result = await database.db.execute(
      sql`select count(*)::int as n from delivery_zones where name = ${name}`,
    );
    return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  } finally {
    await database.close();
  }
}

/** The first attempt: its process dies where `crashAt` says, so the client gets no answer. */
async function dyingAttempt(crashAt: 'store' | 'commit', name: string, key: string): Promise<string> {
  const api = await startApi(crashAt);
  const token = await signIn(api.origin);
  const lost = await createZone(api.origin, token, name, key).then(
    (res) => `answered ${res.status}`,
    () => 'connection lost',
  );
  expect(lost).toBe('connection lost');
  expect(await api.exited).toBe('SIGKILL');
  return token;
}

describe.skipIf(SKIPPED)('a keyed write whose process is killed, retried with the same key', () => {
  it('after the write, before its answer was stored: nothing was kept, and the retry applies it once', async () => {
    const key = randomUUID();
    const token = await dyingAttempt('store', 'Crash Before Commit Zone', key);
    expect(await zonesNamed('Crash Before Commit Zone')).toBe(0);

    const api = await startApi('');
    // The dead process's claim holds the key until its lease runs out; the retry waits as told.
    let retry = await createZone(api.origin, token, 'Crash Before Commit Zone', key);
    const waited = [retry.status];
    while (retry.status === 409 && waited.length <= IDEMPOTENCY_LEASE_SECONDS * 2 + 2) {
      await sleep(Number(retry.headers.get('retry-after')) * 1000);
      retry = await createZone(api.origin, token, 'Crash Before Commit Zone', key);
      waited.push(retry.status);
    }
    expect(waited.slice(0, -1).filter((status) => status !== 409)).toEqual([]);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    const again = await createZone(api.origin, token, 'Crash Before Commit Zone', key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await retry.json());
    await stopApi(api);
    expect(await zonesNamed('Crash Before Commit Zone')).toBe(1);
  });

  it('right after the COMMIT of the write and its answer: the retry is answered from it, not run again', async () => {
    const key = randomUUID();
    const token = await dyingAttempt('commit', 'Crash After Commit Zone', key);
    expect(await zonesNamed('Crash After Commit Zone')).toBe(1);

    const api = await startApi('');
    const retry = await createZone(api.origin, token, 'Crash After Commit Zone', key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toMatchObject({ name: 'Crash After Commit Zone', minimumOrderTotal: 5000 });
    await stopApi(api);
    expect(await zonesNamed('Crash After Commit Zone')).toBe(1);
  });
});
