import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './production-command.ts';

/**
 * The API built ahead of time (apps/api/build.mjs): ES modules with no TypeScript
 * loader, the heavy modules imported only when first used (never by a static import of server.js or of a
 * chunk it imports, which would load them at start), and the files read beside the code copied next to it.
 * Each database driver loads only when its engine is chosen.
 */
const HEAVY = ['mjml', 'pdfkit', 'fontkit', 'sharp', '@aws-sdk/client-s3', 'pg', '@electric-sql/pglite'];
const STATIC_IMPORT = /^import\s[^;]*?from\s*"([^"]+)"|^import\s*"([^"]+)"/gms;
const DYNAMIC_IMPORT = /\bimport\("([^"]+)"\)/g;

/** The packages server.js loads at start: its static imports and those of the chunks it imports, transitively. */
function loadedAtStart(dir: string) {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(path.join(dir, file), 'utf8').matchAll(STATIC_IMPORT)) {
      const name = (m[1] ?? m[2])!;
      if (name.startsWith('./')) visit(name.slice(2));
      else packages.add(name);
    }
  };
  visit('server.js');
  return [...packages];
}

/** Every package a built file imports, statically or on first use: what the API can load at all. */
function importedAnywhere(dir: string) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => {
      const code = readFileSync(path.join(dir, file), 'utf8');
      return [...code.matchAll(STATIC_IMPORT), ...code.matchAll(DYNAMIC_IMPORT)].map((m) => (m[1] ?? m[2])!);
    });
}
const out = mkdtempSync(path.join(os.tmpdir(), 'portal-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the built API', () => {
  it('loads mjml, the S3 SDK, pdfkit, fontkit, sharp and the unused database driver on first use only, and needs no tsx', () => {
    const build = spawnSync(process.execPath, ['apps/api/build.mjs', out], { cwd: ROOT, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const staticImports = loadedAtStart(out);
    const everyImport = importedAnywhere(out);
    expect(staticImports).toContain('fastify');
    for (const name of HEAVY) {
      expect(staticImports).not.toContain(name);
      expect(everyImport).toContain(name);
    }
    expect(everyImport.filter((name) => name.includes('tsx'))).toEqual([]);
    // @portal/domain is TypeScript: bundled, never imported at run time.
    expect(staticImports.filter((name) => name.startsWith('@portal/'))).toEqual([]);
    expect(existsSync(path.join(out, 'migrations/meta/_journal.json'))).toBe(true);
    expect(existsSync(path.join(out, 'suburbs.csv'))).toBe(true);
  });
});
