#!/usr/bin/env node
/**
 * `npm run dev`: the API's dev script (tsx watch: restarts on a change in apps/api or packages/domain)
 * on API_PORT (3001) and Vite (hot reload of apps/web and packages/domain) on WEB_PORT (3000), which
 * proxies /api and /files to the API. Open http://localhost:3000.
 *
 * Ctrl-C (or SIGTERM) stops both; when either stops by itself, the other is stopped too.
 * Each runs in its own process group so that npm, the shell, tsx and node all get the signal.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.WEB_PORT ?? '3000';
const isWindows = process.platform === 'win32';
/** The API's own grace for requests in flight is 10 s; after that the stragglers are killed. */
const KILL_AFTER_MS = 12_000;

const children = [
  start('api', ['run', 'dev', '-w', 'apps/api'], {
    PORT: apiPort,
    // E-mailed links should open the page Vite serves, not the API's port.
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
  }),
  start('web', ['run', 'dev', '-w', 'apps/web'], { API_PORT: apiPort, WEB_PORT: webPort }),
];

let stopping = false;
let exitCode = 0;

function start(name, args, env) {
  const child = spawn(isWindows ? 'npm.cmd' : 'npm', args, {
    cwd: root,
    env: { ...process.env, ...env },
    // No stdin: a background process group reading the terminal would be stopped (SIGTTIN).
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: !isWindows,
  });
  child.on('error', (err) => {
    console.error(`[dev] could not start ${name}: ${err.message}`);
    exitCode = 1;
    stop('SIGTERM');
  });
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (!stopping) {
      console.error(`[dev] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the other one.`);
      exitCode = code || 1;
      stop('SIGTERM');
    }
    if (children.every((c) => c.exited)) process.exit(exitCode);
  });
  return child;
}

function signalChild(child, signal) {
  if (child.exited) return;
  try {
    if (isWindows) child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalChild(child, signal);
  setTimeout(() => {
    for (const child of children) signalChild(child, 'SIGKILL');
    process.exit(exitCode || 1);
  }, KILL_AFTER_MS).unref();
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGHUP', () => stop('SIGTERM'));
