import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';

/** How long a build's hashed files stay servable after the build that replaced them. */
export const KEEP_PREVIOUS_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;
/** Which earlier files dist/assets holds, and since when each is retired (never served). */
const RECORD = '.vite/kept-assets.json';

type Record = { [file: string]: number };

function readRecord(file: string): Record {
  try {
    const record: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return record && typeof record === 'object' ? (record as Record) : {};
  } catch {
    return {};
  }
}

/**
 * Keeps the hashed files of earlier builds in dist/assets for KEEP_PREVIOUS_DAYS after they were replaced:
 * a tab opened before a release still finds the chunks of its own build (a menu, a dialog, a page it had
 * not opened yet), and moves to the new build at its next navigation (src/lib/new-build.ts). Vite empties
 * dist before writing, so the files are set aside when the build starts and the ones not in the new build
 * are put back when it is written; a file retired more than KEEP_PREVIOUS_DAYS ago is dropped. A
 * deployment that builds in a fresh directory keeps this only if it carries dist/ over (docs/decisions/
 * network-and-releases.md).
 */
export function keepPreviousAssets(now = Date.now()): Plugin {
  let outDir = 'dist';
  let aside: string | undefined;
  let record: Record = {};
  return {
    name: 'portal-keep-previous-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      const assets = path.join(outDir, 'assets');
      if (!existsSync(assets)) return;
      record = readRecord(path.join(outDir, RECORD));
      aside = mkdtempSync(path.join(tmpdir(), 'portal-assets-'));
      for (const file of readdirSync(assets)) copyFileSync(path.join(assets, file), path.join(aside, file));
    },
    closeBundle() {
      if (!aside) return;
      const assets = path.join(outDir, 'assets');
      mkdirSync(assets, { recursive: true });
      const current = new Set(readdirSync(assets));
      const kept: Record = {};
      for (const file of readdirSync(aside)) {
        if (current.has(file)) continue;
        const retired = record[file] ?? now;
        if (now - retired > KEEP_PREVIOUS_DAYS * DAY_MS) continue;
        copyFileSync(path.join(aside, file), path.join(assets, file));
        kept[file] = retired;
      }
      writeFileSync(path.join(outDir, RECORD), JSON.stringify(kept));
      rmSync(aside, { recursive: true, force: true });
      aside = undefined;
    },
  };
}
