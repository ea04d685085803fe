import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { ACCOUNT_MESSAGES as M } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { recoveryCodes } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/world.ts';
import { bearer, login, post } from './accounts.fixtures.ts';

/** The code an authenticator app shows `offsetSteps` periods from now. */
const codeOf = (secret: string, offsetSteps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });

const errorsOf = (res: { json: () => unknown }) =>
  (res.json() as { errors: Array<{ param: string; message: string; code: string }> }).errors;

async function enrolled(t: TestApp, email: string) {
  const token = (await login(t, email, DEMO_PASSWORD)).json().access_token as string;
  const started = await post(t, '/suppliers/auth/totp', { password: DEMO_PASSWORD }, bearer(token));
  expect(started.statusCode).toBe(200);
  const { secret, otpauthUrl } = started.json() as { secret: string; otpauthUrl: string };
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Supplier%20Portal:.+\?.*secret=/);
  const confirmed = await post(t, '/suppliers/auth/totp/confirm', { code: codeOf(secret) }, bearer(token));
  expect(confirmed.statusCode).toBe(200);
  return { token, secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

describe('TOTP second factor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('enrols, then sign-in asks for the code, takes it once, and refuses a wrong or replayed one', async () => {
    const { secret, recoveryCodes: codes } = await enrolled(t, DEMO_ACCOUNTS.manager);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Stored hashed: no code appears in the table.
    const stored = await t.database.db.select().from(recoveryCodes);
    expect(stored.some((r) => codes.some((c) => r.codeHash.includes(c.replace('-', ''))))).toBe(false);

    const without = await login(t, DEMO_ACCOUNTS.manager, DEMO_PASSWORD);
    expect(without.statusCode).toBe(401);
    expect(errorsOf(without)).toEqual([{ param: 'otp', message: M.otpRequired, code: 'otp_required' }]);

    const wrong = await login(t, DEMO_ACCOUNTS.manager, DEMO_PASSWORD, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(errorsOf(wrong)[0]).toMatchObject({ param: 'otp', code: 'invalid_otp' });

    // The confirming code's step is spent; the next step's code (still within the window) signs in once.
    const next = codeOf(secret, 1);
    const ok = await login(t, DEMO_ACCOUNTS.manager, DEMO_PASSWORD, next);
    expect(ok.statusCode).toBe(200);
    const replay = await login(t, DEMO_ACCOUNTS.manager, DEMO_PASSWORD, next);
    expect(replay.statusCode).toBe(400);
    expect(errorsOf(replay)[0]!.message).toBe(M.otpInvalid);
  });

  it('takes each recovery code once', async () => {
    const { recoveryCodes: codes } = await enrolled(t, DEMO_ACCOUNTS.sales);
    const first = await login(t, DEMO_ACCOUNTS.sales, DEMO_PASSWORD, codes[0]!.toUpperCase());
    expect(first.statusCode).toBe(200);
    expect((await login(t, DEMO_ACCOUNTS.sales, DEMO_PASSWORD, codes[0]!)).statusCode).toBe(400);
    expect((await login(t, DEMO_ACCOUNTS.sales, DEMO_PASSWORD, codes[1]!)).statusCode).toBe(200);
  });

  it('counts wrong codes towards the account lockout', async () => {
    await enrolled(t, DEMO_ACCOUNTS.accounts);
    const answers: number[] = [];
    for (let i = 0; i < 9; i++) {
      answers.push((await login(t, DEMO_ACCOUNTS.accounts, DEMO_PASSWORD, '123456')).statusCode);
    }
    expect(answers.slice(0, 8).every((s) => s === 400)).toBe(true);
    expect(answers[8]).toBe(429);
  });

  it('turns off only with a current code', async () => {
    const { token, secret } = await enrolled(t, DEMO_ACCOUNTS.warehouse);
    const del = (code: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/suppliers/auth/totp',
        headers: bearer(token),
        payload: { code, password: DEMO_PASSWORD },
      });
    expect((await del('000000')).statusCode).toBe(400);
    expect((await del(codeOf(secret, 1))).statusCode).toBe(204);
    expect((await login(t, DEMO_ACCOUNTS.warehouse, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('REQUIRE_STAFF_2FA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ requireStaff2fa: true });
  });
  afterAll(() => t.close());

  it('lets staff without a factor only enrol; with one, act-as and the rest work', async () => {
    const staff = (await login(t, DEMO_ACCOUNTS.staff, DEMO_PASSWORD)).json().access_token as string;
    const actAs = () => post(t, '/staff/act-as', { supplierId: 1 }, bearer(staff));
    const refused = await actAs();
    expect(refused.statusCode).toBe(403);
    expect(errorsOf(refused)[0]!.message).toBe(M.staffMustEnrol);
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/suppliers', headers: bearer(staff) });
    expect(list.statusCode).toBe(403);

    const { secret } = (
      await post(t, '/suppliers/auth/totp', { password: DEMO_PASSWORD }, bearer(staff))
    ).json();
    const confirm = await post(t, '/suppliers/auth/totp/confirm', { code: codeOf(secret) }, bearer(staff));
    expect(confirm.statusCode).toBe(200);
    expect((await actAs()).statusCode).toBe(200);
    // Suppliers are not held to it.
    expect((await login(t, DEMO_ACCOUNTS.supplier, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('is on by default outside the demo world, off in it', async () => {
    const { loadConfig } = await import('../../config.ts');
    const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/portal-test-data' };
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://x/y' }).requireStaff2fa).toBe(true);
    expect(loadConfig(base).requireStaff2fa).toBe(false);
    expect(loadConfig({ ...base, REQUIRE_STAFF_2FA: '1' }).requireStaff2fa).toBe(true);
    expect(
      loadConfig({ ...base, DATABASE_URL: 'postgres://x/y', REQUIRE_STAFF_2FA: '0' }).requireStaff2fa,
    ).toBe(false);
  });
});
