import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/world.ts';
import { demoOrderUnlessMaintenance } from '../modules/marketplace/demo-orders.ts';
import { forgetMaintenanceCache, writeMaintenance } from '../modules/platform/maintenance.service.ts';
import { clearAll as clearRateLimits } from './rate-limit/rate-limit.repository.ts';

/** The edge's small guarantees: request ids, password guesses, staff sign-out, the demo world in maintenance. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dataDir: '/tmp/portal-test-edge-hardening' });
});
afterAll(() => t.close());

describe('X-Request-Id', () => {
  it('is kept when short and safe, replaced by a generated id otherwise', async () => {
    const kept = await t.app.inject({ url: '/api', headers: { 'x-request-id': 'lb-1234.abc:9' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc:9');
    for (const bad of ['x'.repeat(65), 'a b', '<script>', 'é']) {
      const res = await t.app.inject({ url: '/api', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('change password', () => {
  it('counts wrong current passwords like sign-in failures: the 9th in 15 minutes is 429', async () => {
    await clearRateLimits(t.database.db);
    const headers = await t.auth('supplier2');
    const attempt = () =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/suppliers/auth/change-password',
        headers,
        payload: { oldPassword: 'wrong-password', newPassword: 'a-much-better-one-42' },
      });
    for (let i = 0; i < 8; i++) expect((await attempt()).statusCode).toBe(401);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      errors: [
        {
          param: '',
          message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
          code: 'rate_limited',
        },
      ],
    });
    await clearRateLimits(t.database.db);
  });
});

describe('staff before choosing a supplier', () => {
  it('can sign out everywhere: the old token stops working, the new one works', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO_ACCOUNTS.staff, password: DEMO_PASSWORD, role: 'supplier' },
    });
    const old = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers/auth/sign-out-everywhere',
      headers: old,
    });
    expect(res.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${res.json<{ access_token: string }>().access_token}` };
    const suppliers = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/staff/suppliers', headers });
    expect((await suppliers(old)).statusCode).toBe(401);
    expect((await suppliers(fresh)).statusCode).toBe(200);
  });
});

describe('the demo order generator', () => {
  it('places no order while maintenance mode is on', async () => {
    await writeMaintenance(t.database.db, true, 'test');
    forgetMaintenanceCache(t.app.ctx);
    expect(await demoOrderUnlessMaintenance(t.app.ctx)).toBeNull();
    await writeMaintenance(t.database.db, false, 'test');
    forgetMaintenanceCache(t.app.ctx);
  });
});

/** One raw request on a socket of its own; the whole answer as text (the server closes or answers once). */
function raw(port: number, request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => {
      chunks.push(c);
      const text = Buffer.concat(chunks).toString('latin1');
      const length = /content-length: (\d+)/i.exec(text)?.[1];
      const head = text.indexOf('\r\n\r\n');
      if (length && head >= 0 && Buffer.byteLength(text.slice(head + 4), 'latin1') >= Number(length)) {
        socket.destroy();
        resolve(text);
      }
    });
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', (e) =>
      chunks.length ? resolve(Buffer.concat(chunks).toString('latin1')) : reject(e),
    );
    socket.write(request);
  });
}

describe('every answer the process sends, whatever produced it', () => {
  it('uses the one error shape: router, HTTP parser, body limits, content types', async () => {
    const port = await t.app.listen({ port: 0, host: '127.0.0.1' }).then(() => {
      const address = t.app.server.address();
      return typeof address === 'object' && address ? address.port : 0;
    });
    const get = (target: string, headers = '') =>
      `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`;
    const post = (target: string, type: string, payload: string) =>
      `POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\n` +
      `Content-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`;
    const cases: Array<[string, string, number]> = [
      ['a 5,000-character path parameter', get(`/api/suppliers/products/${'x'.repeat(5000)}`), 414],
      ['headers too large', get('/api/', `X-Big: ${'y'.repeat(20_000)}\r\n`), 431],
      ['a malformed percent-encoding', get('/api/suppliers/products/%zz'), 400],
      ['an address no route has', get('/api/nothing-here'), 404],
      [
        'a method no route has',
        `PROPFIND /api/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
        404,
      ],
      ['a method HTTP does not know', 'BREW /api/ HTTP/1.1\r\nHost: localhost\r\n\r\n', 400],
      ['not HTTP at all', 'hello there\r\n\r\n', 400],
      [
        'a body above the limit',
        post('/api/auth/login', 'application/json', `{"a":"${'z'.repeat(6_000_000)}"}`),
        413,
      ],
      ['a content type no route takes', post('/api/auth/login', 'text/xml', '<a/>'), 415],
      ['malformed JSON', post('/api/auth/login', 'application/json', '{"a":'), 400],
    ];
    const outside: string[] = [];
    for (const [label, request, status] of cases) {
      const answer = await raw(port, request);
      const got = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      let shaped = false;
      try {
        const parsed = JSON.parse(body) as { errors?: Array<Record<string, unknown>> };
        shaped =
          Array.isArray(parsed.errors) &&
          parsed.errors.length > 0 &&
          parsed.errors.every(
            (e) => typeof e.param === 'string' && typeof e.message === 'string' && typeof e.code === 'string',
          ) &&
          Object.keys(parsed).every((k) => k === 'errors' || k === 'requestId');
      } catch {
        shaped = false;
      }
      if (got !== status || !shaped) outside.push(`${label}: ${got} ${body.slice(0, 200)}`);
    }
    expect(outside).toEqual([]);
  }, 120_000);
});
