import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appVersion } from './build-version.ts';

describe('appVersion', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-version-'));
  const built = path.join(dir, 'version.json');

  it('is the version of the web build the API serves', () => {
    writeFileSync(built, JSON.stringify({ version: '0.1.0+abcdef123456' }));
    expect(appVersion({}, built)).toBe('0.1.0+abcdef123456');
  });

  it('is APP_VERSION when set', () => {
    writeFileSync(built, JSON.stringify({ version: '0.1.0+abcdef123456' }));
    expect(appVersion({ APP_VERSION: '2.0.0' }, built)).toBe('2.0.0');
  });

  it("without a build, is the package's version plus this checkout's commit", () => {
    expect(appVersion({}, path.join(dir, 'missing.json'))).toMatch(/^0\.1\.0\+[0-9a-f]{12}$/);
  });
});
