#!/usr/bin/env node
/**
 * Carries the previous release's hashed files into a build about to be made, so a tab still running that
 * release finds the chunks it has not loaded yet (a menu, a dialog, a page) after the deployment.
 *
 *   node scripts/carry-previous-assets.mjs <previous dist> [dist]     (dist: apps/web/dist)
 *
 * Copies <previous dist>/assets/* and its record of when each earlier file was retired
 * (.vite/kept-assets.json) into dist; the build then keeps every file the new build does not have, for
 * 7 days after it was retired (apps/web/vite-keep-assets.ts). The image's build stage runs it with the
 * running release's image mounted (Dockerfile, docs/operations.md); a previous dist that does not
 * exist (the first release, a build without the running image) carries nothing and is not an error.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const RECORD = path.join('.vite', 'kept-assets.json');

/** Copies what there is; returns how many asset files were carried. */
export function carryPreviousAssets(previous, dist) {
  const from = path.join(previous, 'assets');
  if (!existsSync(from)) return 0;
  const to = path.join(dist, 'assets');
  mkdirSync(to, { recursive: true });
  let carried = 0;
  for (const file of readdirSync(from, { withFileTypes: true })) {
    if (!file.isFile() || existsSync(path.join(to, file.name))) continue;
    copyFileSync(path.join(from, file.name), path.join(to, file.name));
    carried += 1;
  }
  if (existsSync(path.join(previous, RECORD)) && !existsSync(path.join(dist, RECORD))) {
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    copyFileSync(path.join(previous, RECORD), path.join(dist, RECORD));
  }
  return carried;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [previous, dist = 'apps/web/dist'] = process.argv.slice(2);
  if (!previous) {
    console.error('usage: node scripts/carry-previous-assets.mjs <previous dist> [dist]');
    process.exit(2);
  }
  const carried = carryPreviousAssets(path.resolve(previous), path.resolve(dist));
  console.log(`carried ${carried} files of the previous release from ${previous}`);
}
