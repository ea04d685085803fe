import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = () => ({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cfg-')), JWT_SECRET: 'x'.repeat(32) });

describe('MAIL_FROM', () => {
  it("defaults to no-reply at the public address's host, not an undeliverable domain", () => {
    expect(loadConfig({ ...base(), PUBLIC_URL: 'https://portal.harbourfresh.com.au' }).mailFrom).toBe(
      'Supplier Portal <no-reply@portal.harbourfresh.com.au>',
    );
    expect(loadConfig(base()).mailFrom).toBe('Supplier Portal <no-reply@localhost>');
  });

  it('is the sender given', () => {
    expect(loadConfig({ ...base(), MAIL_FROM: 'Orders <orders@example.com>' }).mailFrom).toBe(
      'Orders <orders@example.com>',
    );
  });
});
