/**
 * The first half of `npm start`: builds the web app and the API only when a build is missing or older than
 * its sources, otherwise does nothing, so a start on an unchanged checkout serves at once.
 *
 * Several starts from one checkout take turns through a lock (a directory: mkdir is atomic); a start that
 * finds the lock held waits for it, then finds the build fresh. A build is written into new directories
 * beside the old ones and put in place by rename, so apps/api/dist is never emptied under a running
 * server: the API's holds the previous build's files too (a server already running from this checkout
 * keeps finding the chunks it loads on first use), the web's starts as a copy of the current one (its
 * plugin vite-keep-assets.ts keeps earlier assets for the tabs still open). `npm run build` stays the
 * plain build (it empties both).
 *
 *   node scripts/start-build.mjs        (then `exec npm run serve`)
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const STAMP = '.build-stamp';
/** The files a build of the API wrote itself (those carried over from the build before are not listed). */
const OWN_FILES = '.build-files';
const LOCK = 'node_modules/.cache/portal-start-build.lock';

/** What each build is made from (tests excluded: they are not in it). */
export const SOURCES = [
  'package-lock.json',
  'packages/domain/package.json',
  'packages/domain/src',
  'apps/api/package.json',
  'apps/api/build.mjs',
  'apps/api/src',
  'apps/web/package.json',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/src',
  ...['vite.config.ts', 'vite-build-version.ts', 'vite-early-script.ts', 'vite-keep-assets.ts']
    .concat(['vite-landing-requests.ts', 'vite-landing-shell.ts', 'vite-no-css-vars-theme.ts'])
    .concat(['vite-precompress.ts', 'vite-route-preloads.ts'])
    .map((file) => `apps/web/${file}`),
];

const isTest = (name) => /\.test\.tsx?$/.test(name);

/** The newest modification time (ms) of the files under `paths` (relative to root). */
export function newestSource(root, paths = SOURCES) {
  let newest = 0;
  const visit = (file) => {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return;
    }
    if (!stat.isDirectory()) {
      if (!isTest(file)) newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const name of readdirSync(file)) if (name !== 'node_modules') visit(path.join(file, name));
  };
  for (const p of paths) visit(path.join(root, p));
  return newest;
}

/** Both builds are there and none is older than its sources (the stamp holds the build's start). */
export function buildIsFresh(root, paths = SOURCES) {
  const stamp = path.join(root, 'apps/api/dist', STAMP);
  if (!existsSync(stamp) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) return false;
  if (!existsSync(path.join(root, 'apps/api/dist/server.js'))) return false;
  return statSync(stamp).mtimeMs >= newestSource(root, paths);
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * Runs `fn` holding the lock at `lock`: waits while another live process holds it (however long its build
 * takes); a lock left by a process that is gone is taken over.
 */
export function withLock(lock, fn, log = () => {}) {
  mkdirSync(path.dirname(lock), { recursive: true });
  for (let waited = false; ;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSafe(path.join(lock, 'pid')));
    if (owner && !alive(owner)) {
      // Read again just before: only the lock of the process found gone is removed.
      if (Number(readFileSafe(path.join(lock, 'pid'))) === owner)
        rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (!waited) log(`waiting for the build of another start (pid ${owner || 'starting'})`);
    waited = true;
    sleep(250);
  }
  try {
    writeFileSync(path.join(lock, 'pid'), String(process.pid));
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function readFileSafe(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Puts `next` in place of `dir` by two renames (the old directory is removed after). */
function swap(dir, next) {
  const old = `${dir}.old-${process.pid}`;
  if (existsSync(dir)) renameSync(dir, old);
  renameSync(next, dir);
  rmSync(old, { recursive: true, force: true });
}

/** The files under `dir`, relative to it. */
function filesUnder(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesUnder(dir, rel) : [rel];
  });
}

/** Copies into `next` the files the build in `dir` wrote itself that `next` does not have. */
function carryOver(dir, next) {
  if (!existsSync(dir)) return;
  const listed = readFileSafe(path.join(dir, OWN_FILES));
  const files = listed ? listed.split('\n').filter(Boolean) : filesUnder(dir);
  for (const file of files) {
    const to = path.join(next, file);
    if (existsSync(to) || !existsSync(path.join(dir, file))) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(path.join(dir, file), to, { preserveTimestamps: true });
  }
}

function run(command, args, cwd = ROOT) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

function build(root) {
  const started = new Date();
  const web = path.join(root, 'apps/web/dist');
  const api = path.join(root, 'apps/api/dist');
  const webNext = `${web}.next-${process.pid}`;
  const apiNext = `${api}.next-${process.pid}`;
  try {
    rmSync(webNext, { recursive: true, force: true });
    if (existsSync(web)) cpSync(web, webNext, { recursive: true, preserveTimestamps: true });
    run('npx', ['vite', 'build', '--outDir', webNext, '--emptyOutDir'], path.join(root, 'apps/web'));
    run(process.execPath, [path.join(root, 'apps/api/build.mjs'), apiNext]);
    writeFileSync(path.join(apiNext, OWN_FILES), filesUnder(apiNext).join('\n'));
    carryOver(api, apiNext);
    writeFileSync(path.join(apiNext, STAMP), started.toISOString());
    utimesSync(path.join(apiNext, STAMP), started, started);
    swap(web, webNext);
    swap(api, apiNext);
  } finally {
    rmSync(webNext, { recursive: true, force: true });
    rmSync(apiNext, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const log = (line) => console.error(`[start] ${line}`);
  withLock(
    path.join(ROOT, LOCK),
    () => {
      if (buildIsFresh(ROOT)) return;
      log('building (the build is missing or older than its sources)');
      build(ROOT);
    },
    log,
  );
}
