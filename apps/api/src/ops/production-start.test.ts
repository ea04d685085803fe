/**
 * Production runs plain `node` and stops when told, tested on the README's own
 * command, `npm start` (the build, then `exec npm run serve`, which execs node): the server process is
 * `node apps/api/dist/server.js` with no TypeScript loader, and SIGTERM sent to `npm start` (as a
 * supervisor would) reaches it: a request in flight is answered, the port closes, no process is left.
 * It builds the web app and the API, so `npm run check` leaves it to the full run.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../test/free-ports.ts';
import { POSTGRES_RUN, QUICK_CHECK } from '../../test/test-runs.ts';
import { alive, commandLine, descendants } from './process-tree.ts';
import { productionCommand, ROOT, rootScripts } from './production-command.ts';

const PRODUCTION_COMMAND = productionCommand();

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  ms: number,
): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/`).then(
    (res) => res.status,
    () => undefined,
  );

/** A sign-in whose body is only half sent: in flight until `finish` sends the rest. */
function halfSentRequest(port: number) {
  const body = JSON.stringify({ username: 'nobody@example.com', password: 'not-the-password' });
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const response = new Promise<string>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve(`${res.statusCode} ${text}`));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 10));
  req.flushHeaders();
  return { response, finish: () => req.end(body.slice(10)) };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * The environment the production server runs in, on `port` over this suite's data directory. As an
 * operator's shell runs it: vitest's NODE_ENV=test would build React's development bundle into
 * apps/web/dist, which the browser journeys then serve.
 */
const productionEnv = (port: number) => ({
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: '0',
});

describe('the production start', () => {
  it('npm start builds when it must, then hands over to the production command by exec, so signals reach it', () => {
    expect(rootScripts().start).toBe('node scripts/start-build.mjs && exec npm run -s serve');
    expect(PRODUCTION_COMMAND).toEqual(['node', '--env-file-if-exists=.env', 'apps/api/dist/server.js']);
  });

  // Once a run: the server it starts opens its own embedded database, whichever engine the run tests.
  it.skipIf(QUICK_CHECK || POSTGRES_RUN)(
    'SIGTERM to npm start: the request in flight is answered, the port closes, no process is left; the server is plain node',
    async () => {
      const port = (await freePorts(1))[0]!;
      const npm = spawn('npm', ['start'], {
        cwd: ROOT,
        env: { ...productionEnv(port), LOG_LEVEL: 'warn' },
        stdio: 'ignore',
      });
      const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
      let tree: number[] = [];
      try {
        await waitFor(
          'the first 200 from /api/',
          async () => ((await answers(port)) === 200 ? true : undefined),
          9 * 60_000,
        );
        tree = descendants(npm.pid!);
        const server = tree
          .map((pid) => ({ pid, argv: commandLine(pid) ?? [] }))
          .find((p) => p.argv.includes('apps/api/dist/server.js'));
        expect(server, JSON.stringify(tree.map(commandLine))).toBeDefined();
        expect(path.basename(server!.argv[0]!)).toBe('node');
        expect(server!.argv.slice(1)).toEqual(PRODUCTION_COMMAND.slice(1));
        expect(tree.flatMap((pid) => commandLine(pid) ?? []).join(' ')).not.toMatch(/tsx/);

        const inFlight = halfSentRequest(port);
        await new Promise((resolve) => setTimeout(resolve, 300));
        npm.kill('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 500));
        inFlight.finish();
        // Answered (no such account), not cut off.
        expect(await inFlight.response).toContain(
          '400 {"errors":[{"param":"password","message":"Please check your email',
        );
        await exited;
        expect(await answers(port)).toBeUndefined();
        expect(tree.filter(alive)).toEqual([]);
      } finally {
        for (const pid of [npm.pid!, ...tree].filter(alive)) process.kill(pid, 'SIGKILL');
      }
    },
  );

  // After the test above: the server is built and its database migrated.
  it.skipIf(QUICK_CHECK || POSTGRES_RUN)(
    'a port already taken: the server says so and exits 1, leaving no mark for `npm run backup`',
    async () => {
      const taken = createServer();
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      const { port } = taken.address() as { port: number };
      try {
        const [command, ...args] = PRODUCTION_COMMAND;
        const server = spawn(command!, args, {
          cwd: ROOT,
          env: productionEnv(port),
        });
        let output = '';
        server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
        expect(code, output).toBe(1);
        expect(output).toContain('EADDRINUSE');
        expect(output).not.toContain('shutdown failed');
        expect(existsSync(path.join(dataDir, 'server.json'))).toBe(false);
      } finally {
        await new Promise((resolve) => taken.close(resolve));
      }
    },
  );
});
