import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { APP_VERSION } from '../../config.ts';
import { readSetting } from './platform.repository.ts';
import {
  applyStartFlag,
  forgetMaintenanceCache,
  MAINTENANCE_KEY,
  type MaintenanceSetting,
  isMaintenanceOn,
  switchFilePath,
  writeMaintenance,
  writeSwitchFile,
} from './maintenance.service.ts';

describe('maintenance mode', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'platform-maint-'));
    t = await createTestApp({ dataDir });
  });
  afterAll(() => t.close());

  const expectMaintenance = (res: {
    statusCode: number;
    headers: Record<string, unknown>;
    json: () => unknown;
  }) => {
    expect(res.statusCode).toBe(503);
    expect(res.headers['fb-maintenance']).toBe('on');
    expect(res.headers['fb-api-version']).toBe(APP_VERSION);
    expect(res.json()).toEqual({
      errors: [{ param: '', message: "We're down for maintenance", code: 'maintenance' }],
    });
  };

  it('is off by default: routes answer and the health check says maintenance false', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', maintenance: false });
    expect(health.headers['fb-maintenance']).toBeUndefined();
    const me = await t.app.inject({ method: 'GET', url: '/api/suppliers/auth/me', headers: await t.auth() });
    expect(me.statusCode).toBe(200);
  });

  it('turns every /api route but the health check to 503 with fb-maintenance: on when the row flips', async () => {
    const headers = await t.auth();
    await writeMaintenance(t.database.db, true, 'test');
    forgetMaintenanceCache(t.app.ctx);
    expectMaintenance(await t.app.inject({ method: 'GET', url: '/api/suppliers/auth/me', headers }));
    expectMaintenance(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'supplier@example.com', password: 'password123', role: 'supplier' },
      }),
    );
    // Signed out, or a route that does not exist: maintenance all the same.
    expectMaintenance(await t.app.inject({ method: 'GET', url: '/api/suppliers/auth/me' }));
    expectMaintenance(await t.app.inject({ method: 'GET', url: '/api/no-such-route' }));
    expectMaintenance(
      await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { message: 'x' } }),
    );

    const health = await t.app.inject({ method: 'GET', url: '/api/' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['fb-maintenance']).toBe('on');
    expect(health.json()).toMatchObject({ status: 'ok', maintenance: true });

    await writeMaintenance(t.database.db, false, 'test');
    forgetMaintenanceCache(t.app.ctx);
    const me = await t.app.inject({ method: 'GET', url: '/api/suppliers/auth/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.headers['fb-maintenance']).toBeUndefined();
  });

  it('reads the row through a short cache, so a flip arrives within seconds, not per request', async () => {
    forgetMaintenanceCache(t.app.ctx);
    const t0 = Date.now();
    expect(await isMaintenanceOn(t.app.ctx, t0)).toBe(false);
    await writeMaintenance(t.database.db, true, 'test');
    expect(await isMaintenanceOn(t.app.ctx, t0 + 1000)).toBe(false);
    expect(await isMaintenanceOn(t.app.ctx, Date.now() + 3500)).toBe(true);
    await writeMaintenance(t.database.db, false, 'test');
    forgetMaintenanceCache(t.app.ctx);
  });

  it('applies the switch file the command writes for the embedded database, then removes it', async () => {
    writeSwitchFile(dataDir, true, 'test');
    forgetMaintenanceCache(t.app.ctx);
    const res = await t.app.inject({ method: 'GET', url: '/api/suppliers/auth/me', headers: await t.auth() });
    expectMaintenance(res);
    expect(existsSync(switchFilePath(dataDir))).toBe(false);
    writeSwitchFile(dataDir, false, 'test');
    forgetMaintenanceCache(t.app.ctx);
    const after = await t.app.inject({ method: 'GET', url: '/api/', headers: await t.auth() });
    expect(after.json()).toMatchObject({ maintenance: false });
  });
});

describe('MAINTENANCE flag at start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ maintenance: true, dataDir: mkdtempSync(path.join(tmpdir(), 'platform-m2-')) });
  });
  afterAll(() => t.close());

  it('starts in maintenance until the operator writes the switch off', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/suppliers/auth/me' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['fb-maintenance']).toBe('on');
    await writeMaintenance(t.database.db, false, 'test');
    forgetMaintenanceCache(t.app.ctx);
    const health = await t.app.inject({ method: 'GET', url: '/api/' });
    expect(health.json()).toMatchObject({ maintenance: false });
  });
});

describe('a restart and MAINTENANCE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const stored = async () =>
    (await readSetting<MaintenanceSetting>(t.database.db, MAINTENANCE_KEY))?.on ?? false;

  it('a start without the variable ends the maintenance the variable began', async () => {
    await applyStartFlag(t.database.db, true); // started with MAINTENANCE=1
    expect(await stored()).toBe(true);
    await applyStartFlag(t.database.db, false); // restarted without it
    expect(await stored()).toBe(false);
    forgetMaintenanceCache(t.app.ctx);
    expect((await t.app.inject({ method: 'GET', url: '/api/' })).json()).toMatchObject({
      maintenance: false,
    });
  });

  it("keeps the command's switch on across a start without the variable", async () => {
    await writeMaintenance(t.database.db, true, 'command line (operator)');
    await applyStartFlag(t.database.db, false);
    expect(await stored()).toBe(true);
    await writeMaintenance(t.database.db, false, 'test');
  });
});
