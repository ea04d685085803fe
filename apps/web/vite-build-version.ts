import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Where the build writes its version for the API (apps/api/src/lib/build-version.ts reads it; never served). */
const VERSION_FILE = '.vite/version.json';
const WEB_ROOT = path.dirname(fileURLToPath(import.meta.url));

/** The commit the build is made from (12 hex digits), or none outside a git checkout. */
function commitOf(dir: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/**
 * The version of this build: `APP_VERSION` when set, else the web package's
 * version plus the commit ("0.1.0+1a2b3c4d5e6f"), so every release reports a version of its own.
 */
export function buildVersion(env: NodeJS.ProcessEnv = process.env, dir = WEB_ROOT): string {
  if (env.APP_VERSION) return env.APP_VERSION;
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const commit = commitOf(dir);
  return commit ? `${version}+${commit}` : version;
}

/**
 * Gives the code its build's version (`__APP_VERSION__`: error reports, the reload on a new release) and
 * writes it to dist/.vite/version.json, from which the API that serves this build answers `fb-api-version`.
 */
export function buildVersionPlugin(version = buildVersion()): Plugin {
  return {
    name: 'portal-build-version',
    config: () => ({ define: { __APP_VERSION__: JSON.stringify(version) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: JSON.stringify({ version }) });
    },
  };
}
