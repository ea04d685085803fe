import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './production-command.ts';

/**
 * The API built ahead of time (apps/api/build.mjs, issue 37 item 3): one ES module with no TypeScript
 * loader, the heavy modules imported only when first used (never by a static import, which would load
 * them at start), and the files read beside the code copied next to it.
 */
const HEAVY = ['mjml', 'pdfkit', 'sharp', '@aws-sdk/client-s3'];
const out = mkdtempSync(path.join(os.tmpdir(), 'portal-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the built API', () => {
  it('loads mjml, the S3 SDK, pdfkit and sharp on first use only, and needs no tsx', () => {
    const build = spawnSync(process.execPath, ['apps/api/build.mjs', out], { cwd: ROOT, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const bundle = readFileSync(path.join(out, 'server.js'), 'utf8');
    const staticImports = [...bundle.matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gms)].map((m) => m[1]!);
    const dynamicImports = [...bundle.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1]!);
    expect(staticImports).toContain('fastify');
    for (const name of HEAVY) {
      expect(staticImports).not.toContain(name);
      expect(dynamicImports).toContain(name);
    }
    expect([...staticImports, ...dynamicImports].filter((name) => name.includes('tsx'))).toEqual([]);
    // @portal/domain is TypeScript: bundled, never imported at run time.
    expect(staticImports.filter((name) => name.startsWith('@portal/'))).toEqual([]);
    expect(existsSync(path.join(out, 'migrations/meta/_journal.json'))).toBe(true);
    expect(existsSync(path.join(out, 'suburbs.csv'))).toBe(true);
  });
});
