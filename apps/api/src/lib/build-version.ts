import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/api, found from this module upwards: the module runs from src/lib (tsx, tests) and from the
 * ahead-of-time bundle in dist/, at different depths.
 */
function findApiRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (
      existsSync(pkg) &&
      (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@portal/api'
    )
      return dir;
  }
  return process.cwd();
}

const API_ROOT = findApiRoot(path.dirname(fileURLToPath(import.meta.url)));
/** The web build this API serves (apps/web/vite-build-version.ts writes its version there). */
const BUILT_VERSION = path.resolve(API_ROOT, '../web/dist/.vite/version.json');

function builtVersion(file: string): string | undefined {
  try {
    const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
    return typeof version === 'string' && version ? version : undefined;
  } catch {
    return undefined;
  }
}

function sourceVersion(root: string): string {
  let version = '0.0.0';
  try {
    ({ version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string });
  } catch {
    // No package.json beside the code: the commit alone, or the placeholder, still names the build.
  }
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return `${version}+${commit}`;
  } catch {
    return version;
  }
}

/**
 * The version the API answers in `fb-api-version`: `APP_VERSION` when set; else the
 * version of the web build it serves (package version plus commit, written by the build), so the API
 * and the pages it serves report one version; else, with no build, this checkout's package version plus
 * its commit. Each release so reports a version of its own, and open tabs learn of it (web: lib/new-build.ts).
 */
export function appVersion(env: NodeJS.ProcessEnv = process.env, file = BUILT_VERSION): string {
  return env.APP_VERSION || builtVersion(file) || sourceVersion(API_ROOT);
}
