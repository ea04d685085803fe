import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { loggerOptions, redactUrl, serializeError } from './logging.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('logs', () => {
  it('never carry the bank details of a failed supplier update, nor the token', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      database: t.database,
      config: t.config,
      logger: loggerOptions('info', { write: (line) => void lines.push(line) }),
    });
    // A database failure on exactly this write (what a dropped column or a bad migration would do).
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_supplier_update() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'supplier updates are broken'; END $$`);
    await t.database.db.execute(sql`
      CREATE TRIGGER refuse_supplier_update BEFORE UPDATE ON suppliers
      FOR EACH ROW EXECUTE FUNCTION refuse_supplier_update()`);
    // Bank details are changed by staff acting as the supplier (spec 002).
    const headers = await t.auth('staff');
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/suppliers/auth/me',
      headers,
      payload: { accountName: 'Secret Holdings Pty Ltd', bsb: '062-913', accountNumber: '98765432' },
    });
    await t.database.db.execute(sql`DROP TRIGGER refuse_supplier_update ON suppliers`);
    await app.close();

    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('supplier updates are broken');
    expect(log).toContain('params: [redacted]');
    // The statement's values are cut, its stack frames kept.
    expect(log).toContain('params: [redacted]\\n    at ');
    for (const secret of ['98765432', '062-913', 'Secret Holdings', headers.authorization.slice(7)]) {
      expect(log).not.toContain(secret);
    }
    expect(res.body).not.toContain('98765432');
  });

  it('say what a thrown value that is not an Error held, never "[object Object]"', () => {
    expect(serializeError({ code: '08P01', message: 'server login has been failing' })).toEqual({
      type: 'object',
      message: 'server login has been failing',
      code: '08P01',
    });
    expect(serializeError({ status: 503, errors: [] })).toEqual({
      type: 'object',
      message: 'an object with status, errors',
    });
    expect(serializeError('gone')).toEqual({ type: 'string', message: 'gone' });
  });

  it('mask credentials carried in a URL', () => {
    expect(redactUrl('/login?token=eyJabc.def&referrer=admin')).toBe(
      '/login?token=[redacted]&referrer=admin',
    );
    expect(redactUrl('/api/downloads/x.pdf?exp=1&sig=abc')).toBe('/api/downloads/x.pdf?exp=1&sig=[redacted]');
  });

  it('give the cause of a 503 at error level with the request id', async () => {
    const lines: string[] = [];
    // Nothing listens on port 1: every connection is refused.
    const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', poolSize: 1 });
    const app = await buildApp({
      database,
      config: t.config,
      logger: loggerOptions('info', { write: (line) => void lines.push(line) }),
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-request-id': 'probe-503-cause' },
        payload: { username: 'supplier@example.com', password: 'wrong-password', role: 'supplier' },
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await app.close();
      await database.close();
    }
    const line = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => String(l.msg).startsWith('request answered as unavailable'));
    expect(line).toMatchObject({ level: 50, reqId: 'probe-503-cause', requestId: 'probe-503-cause' });
    expect(line?.dbError).toBe('ECONNREFUSED');
  });
});
