import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { satisfies } from './version-range.ts';

/**
 * The lockfile against the advisory list kept by hand in security/advisories.json (npm audit's endpoint
 * is refused by the registry here): any installed version inside a listed range fails the suite.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
type Advisory = { package: string; vulnerable: string; id: string; severity: string; note: string };
type Lock = { packages: Record<string, { version?: string; name?: string; link?: boolean }> };

const advisories = (
  JSON.parse(readFileSync(path.join(ROOT, 'security/advisories.json'), 'utf8')) as { advisories: Advisory[] }
).advisories;
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as Lock;

/** Every installed package as name@version, from the lockfile's `packages` (v2/v3 format). */
function installed(): Array<{ name: string; version: string; where: string }> {
  return Object.entries(lock.packages)
    .filter(([where, entry]) => where.includes('node_modules/') && entry.version && !entry.link)
    .map(([where, entry]) => ({
      name: where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version!,
      where,
    }));
}

describe('known advisories', () => {
  it('the kept list is well formed', () => {
    expect(advisories.length).toBeGreaterThan(0);
    for (const a of advisories) {
      expect(a.package && a.id && a.severity && a.note, JSON.stringify(a)).toBeTruthy();
      expect(() => satisfies('1.0.0', a.vulnerable), a.id).not.toThrow();
    }
  });

  it('no lockfile entry is a version the kept list names as vulnerable', () => {
    const hits = installed().flatMap((pkg) =>
      advisories
        .filter((a) => a.package === pkg.name && satisfies(pkg.version, a.vulnerable))
        .map((a) => `${pkg.where}@${pkg.version}: ${a.id} (${a.severity}) ${a.note}`),
    );
    expect(hits).toEqual([]);
  });

  it('one major each of nodemailer and @fastify/static in the tree', () => {
    for (const name of ['nodemailer', '@fastify/static']) {
      const majors = new Set(
        installed()
          .filter((p) => p.name === name)
          .map((p) => p.version.split('.')[0]),
      );
      expect([name, [...majors]]).toEqual([name, [expect.any(String)]]);
    }
  });

  it('the range check itself', () => {
    expect(satisfies('9.0.0', '<=9.0.0')).toBe(true);
    expect(satisfies('10.6.1', '<=9.1.0')).toBe(false);
    expect(satisfies('0.18.20', '<=0.24.2')).toBe(true);
    expect(satisfies('0.25.12', '<=0.24.2')).toBe(false);
    expect(satisfies('10.1.2', '<10.1.3')).toBe(true);
    expect(satisfies('2.0.0', '>=1.2.0 <2.0.0')).toBe(false);
    expect(satisfies('1.5.0', '>=1.2.0 <2.0.0')).toBe(true);
    expect(satisfies('3.7.1', '*')).toBe(true);
    // A prerelease of the fixed version is still before it.
    expect(satisfies('10.1.3-beta.1', '<10.1.3')).toBe(true);
    expect(() => satisfies('1.0.0', '~1.0.0')).toThrow('Unsupported range');
  });
});
