import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/world.ts';
import { demoOrderUnlessMaintenance } from '../modules/marketplace/demo-orders.ts';
import { forgetMaintenanceCache, writeMaintenance } from '../modules/platform/maintenance.service.ts';
import { clearAll as clearRateLimits } from './rate-limit/rate-limit.repository.ts';

/** Issue 32's low items: request ids, password guesses, staff sign-out, the demo world in maintenance. */
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
