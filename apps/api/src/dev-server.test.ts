/**
 * `npm run dev` (scripts/dev.mjs) once, for real: the API's dev script (tsx watch) and Vite on two free
 * ports, a temporary DATA_DIR and no demo world (an empty PGlite still migrates and loads its reference
 * data). The API answers its health check directly and through Vite's proxy, /files/ reaches the API,
 * and one SIGINT (Ctrl-C) stops both. Guards against the API and the proxy disagreeing on the port again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePorts } from '../test/free-ports.ts';
import { POSTGRES_RUN, QUICK_CHECK } from '../test/test-runs.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** An empty PGlite is created, migrated and loaded in ~10 s; a loaded 2-core machine takes far longer. */
const START_TIMEOUT_MS = 150_000;

async function waitForOk(url: string, deadline: number): Promise<Response> {
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
      last = `${res.status}`;
    } catch (err) {
      last = err;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 in time (last: ${String(last)})`);
}

/** True once nothing listens at the address any more (the process has let go of its port). */
async function refusedWithin(url: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const gone = await fetch(url).then(
      () => false,
      () => true,
    );
    if (gone) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-dev-smoke-'));
let dev: ChildProcess | undefined;
let output = '';

afterAll(() => {
  // Only when the test failed half way: the dev runner has its own process group.
  if (dev && dev.exitCode === null && dev.signalCode === null) process.kill(-dev.pid!, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// Left out of the quick check (QUICK_CHECK): it starts the real dev servers. Once a run: they open their
// own embedded database, whichever engine the run tests (POSTGRES_RUN).
it.skipIf(QUICK_CHECK || POSTGRES_RUN)(
  'npm run dev serves the API on API_PORT and Vite on WEB_PORT with /api and /files proxied; Ctrl-C stops both',
  async () => {
    const [apiPort, webPort] = await freePorts(2);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    delete env.TEST_DATABASE_URL;
    dev = spawn('npm', ['run', 'dev'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<string>((resolve) =>
      dev!.on('exit', (code, signal) => resolve(signal ?? `${code}`)),
    );

    const deadline = Date.now() + START_TIMEOUT_MS;
    try {
      const direct = await waitForOk(`http://127.0.0.1:${apiPort}/api/`, deadline);
      expect(await direct.json()).toMatchObject({ status: 'ok', database: 'pglite', maintenance: false });

      const proxied = await waitForOk(`http://localhost:${webPort}/api/`, deadline);
      expect(await proxied.json()).toMatchObject({ status: 'ok', database: 'pglite', maintenance: false });
      // Vite would answer its index.html (200) for a path it does not proxy; the API has no such file.
      expect((await fetch(`http://localhost:${webPort}/files/no-such-file.png`)).status).toBe(404);
      const page = await fetch(`http://localhost:${webPort}/`);
      expect(await page.text()).toContain('<div id="root">');
    } catch (err) {
      throw new Error(`${(err as Error).message}\n--- npm run dev said:\n${output}`, { cause: err });
    }

    // Ctrl-C in a terminal signals the runner's process group (npm, sh and scripts/dev.mjs); npm itself
    // ends by that signal, the runner stops the API (10 s grace at most) and Vite in their own groups.
    process.kill(-dev.pid!, 'SIGINT');
    expect(['0', 'SIGINT']).toContain(await exited);
    expect(await refusedWithin(`http://127.0.0.1:${apiPort}/api/`, 15_000)).toBe(true);
    expect(await refusedWithin(`http://localhost:${webPort}/`, 15_000)).toBe(true);
  },
  START_TIMEOUT_MS + 30_000,
);
