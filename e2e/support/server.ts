import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * The e2e servers: one built server (apps/api/dist/server.js, which serves the built web app
 * too) per Playwright worker, each on its own port with its own DATA_DIR copied from one seeded template,
 * so journeys on different workers never see each other's orders, sign-in limits or e-mails.
 */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_ROOT = process.env.E2E_DATA_DIR_BASE ?? `/tmp/portal-e2e-${BASE_PORT}`;

/** The migrated and seeded DATA_DIR every worker's starts as a copy of. */
export const TEMPLATE_DIR = `${DATA_ROOT}-template`;

/**
 * Worker `index`'s port and DATA_DIR. Ports step by 100 (3116: 3216, 3316…) so the base ports of runs
 * side by side (3111…3116) never meet another run's workers.
 */
export function workerServer(index: number) {
  return { port: BASE_PORT + 100 * (index + 1), dataDir: `${DATA_ROOT}-w${index}` };
}

/** How long a server may take to migrate, seed and listen on a loaded two-core machine. */
const START_TIMEOUT_MS = 180_000;

/** Starts the built server on `port` with `dataDir` and resolves once it answers /api/. */
export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--env-file-if-exists=.env', 'apps/api/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Mounts POST /api/staff/test-orders (staff-only) so a journey can place an order.
      E2E_ENABLE_TEST_ORDERS: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const status = { exited: '' };
  child.once('exit', (code, signal) => (status.exited = `exited (${signal ?? code})`));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (status.exited) throw new Error(`The e2e server on port ${port} ${status.exited} before answering`);
    const ok = await fetch(`http://localhost:${port}/api/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    if (Date.now() > deadline) {
      await stopServer(child);
      throw new Error(`The e2e server on port ${port} did not answer within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops a server as the deployment does (SIGTERM: requests finish, the database closes cleanly). */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killed);
}
