/**
 * `npm start`'s build step (scripts/start-build.mjs): it builds only when a build is missing or older than
 * its sources, and two starts from one checkout take turns. Run in child processes, as `npm start` runs it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './production-command.ts';

const SCRIPT = path.join(ROOT, 'scripts/start-build.mjs');
const work = mkdtempSync(path.join(os.tmpdir(), 'portal-start-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `body` (ES module code with the script's exports in scope) in a new Node process. */
const script = (body: string) => `import { buildIsFresh, withLock } from ${JSON.stringify(SCRIPT)};\n${body}`;
const runNode = (body: string) =>
  spawnSync(process.execPath, ['--input-type=module', '-e', script(body)], { encoding: 'utf8' });

function file(rel: string, mtime: Date, text = '') {
  const at = path.join(work, rel);
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, text);
  utimesSync(at, mtime, mtime);
}
const fresh = () =>
  runNode(`process.stdout.write(String(buildIsFresh(${JSON.stringify(work)}, ['src'])))`).stdout;

describe('npm start builds only when it must', () => {
  it('is fresh when both builds exist and the stamp is newer than every source but the tests', () => {
    const t = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
    file('src/a.ts', t(1));
    expect(fresh()).toBe('false');
    file('apps/api/dist/server.js', t(2));
    file('apps/web/dist/index.html', t(2));
    file('apps/api/dist/.build-stamp', t(2));
    expect(fresh()).toBe('true');
    file('src/nested/b.test.ts', t(9));
    expect(fresh()).toBe('true');
    file('src/nested/b.ts', t(3));
    expect(fresh()).toBe('false');
    file('apps/api/dist/.build-stamp', t(3));
    expect(fresh()).toBe('true');
    rmSync(path.join(work, 'apps/web/dist/index.html'));
    expect(fresh()).toBe('false');
  });
});

describe('two starts from one checkout take turns', () => {
  const lock = path.join(work, 'lock');
  const journal = path.join(work, 'journal');

  const go = path.join(work, 'go');
  const ready = (name: string) => path.join(work, `ready-${name}`);

  /**
   * A start that says it is ready, then holds the lock while it appends enter, waits for the test's go,
   * appends leave. The go comes once every start is ready: without the lock all would enter before it.
   */
  const holder = (name: string) =>
    new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [
        '--input-type=module',
        '-e',
        script(`
          import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
          writeFileSync(${JSON.stringify(ready(name))}, '');
          withLock(${JSON.stringify(lock)}, () => {
            appendFileSync(${JSON.stringify(journal)}, 'enter ${name}\\n');
            while (!existsSync(${JSON.stringify(go)}))
              Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
            appendFileSync(${JSON.stringify(journal)}, 'leave ${name}\\n');
          });`),
      ]);
      child.once('exit', resolve);
    });

  it('never holds the build lock twice at once', async () => {
    writeFileSync(journal, '');
    const exits = Promise.all([holder('a'), holder('b'), holder('c')]);
    while (!['a', 'b', 'c'].every((name) => existsSync(ready(name))))
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 500));
    writeFileSync(go, '');
    expect(await exits).toEqual([0, 0, 0]);
    const lines = readFileSync(journal, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(6);
    // Each enter is followed by the same start's leave.
    for (let i = 0; i < lines.length; i += 2) expect(lines[i + 1]).toBe(lines[i]!.replace('enter', 'leave'));
  });

  it('takes over a lock left by a start that is gone', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    mkdirSync(lock, { recursive: true });
    writeFileSync(path.join(lock, 'pid'), gone);
    const run = runNode(`withLock(${JSON.stringify(lock)}, () => process.stdout.write('built'));`);
    expect(run.stdout).toBe('built');
  });
});
