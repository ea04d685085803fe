/**
 * A deployment keeps the previous release's hashed files: the image is built from a context without
 * dist/ (.dockerignore), so its build stage carries them over from the running release's image before
 * the build (scripts/carry-previous-assets.mjs), and the build keeps them for 7 days
 * (apps/web/vite-keep-assets.ts). No container engine runs here: the script is run on directories laid
 * out as the images hold them, and the Dockerfile is read for the step.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './production-command.ts';

const SCRIPT = path.join(ROOT, 'scripts/carry-previous-assets.mjs');
const carry = (...args: string[]) => execFileSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });

function previousDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'previous-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'assets', 'nav-drawer-OLD1.js'), 'export const old = 1;');
  writeFileSync(path.join(dist, 'assets', 'nav-drawer-OLD1.js.br'), 'br');
  writeFileSync(path.join(dist, 'assets', 'image-dialog-OLDER.js'), 'export const older = 1;');
  writeFileSync(path.join(dist, '.vite', 'kept-assets.json'), JSON.stringify({ 'image-dialog-OLDER.js': 1 }));
  return dist;
}

describe('the previous release carried into a build', () => {
  it('copies its assets and its record of retired files into an empty dist', () => {
    const previous = previousDist();
    const dist = path.join(mkdtempSync(path.join(tmpdir(), 'next-')), 'dist');
    expect(carry(previous, dist)).toContain('carried 3 files');
    expect(readdirSync(path.join(dist, 'assets')).sort()).toEqual([
      'image-dialog-OLDER.js',
      'nav-drawer-OLD1.js',
      'nav-drawer-OLD1.js.br',
    ]);
    expect(readFileSync(path.join(dist, 'assets', 'nav-drawer-OLD1.js'), 'utf8')).toBe(
      'export const old = 1;',
    );
    expect(JSON.parse(readFileSync(path.join(dist, '.vite', 'kept-assets.json'), 'utf8'))).toEqual({
      'image-dialog-OLDER.js': 1,
    });
  });

  it('never replaces a file the build directory already has', () => {
    const previous = previousDist();
    const dist = mkdtempSync(path.join(tmpdir(), 'next-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'nav-drawer-OLD1.js'), 'kept');
    expect(carry(previous, dist)).toContain('carried 2 files');
    expect(readFileSync(path.join(dist, 'assets', 'nav-drawer-OLD1.js'), 'utf8')).toBe('kept');
  });

  it('the first release (no previous build) carries nothing and succeeds', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'next-'));
    expect(carry(path.join(dist, 'nothing-here'), dist)).toContain('carried 0 files');
  });

  it("the image's build stage runs it from the running release's image before the build", () => {
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    const stand = dockerfile.search(/^FROM \S+ AS previous-release$/m);
    const build = dockerfile.search(/^FROM \S+ AS build$/m);
    const step = dockerfile.search(
      /^RUN --mount=type=bind,from=previous-release,target=\/previous node scripts\/carry-previous-assets\.mjs \/previous\/app\/apps\/web\/dist apps\/web\/dist$/m,
    );
    expect(stand).toBeGreaterThanOrEqual(0);
    expect(stand).toBeLessThan(build);
    expect(step).toBeGreaterThan(build);
    expect(step).toBeLessThan(dockerfile.search(/^RUN npm run build\b/m));
  });
});
