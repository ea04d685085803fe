import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { ACCOUNT_MESSAGES as M } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/world.ts';
import { bearer, linkToken, login, ownDataDir, post } from './accounts.fixtures.ts';

/** The code an authenticator app shows `offsetSteps` periods from now. */
const codeOf = (secret: string, offsetSteps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });

type Answer = { statusCode: number; headers: Record<string, unknown>; json: () => unknown };
const errorsOf = (res: Answer) =>
  (res.json() as { errors: Array<{ param: string; message: string; code: string }> }).errors;

const tooMany = (res: Answer) => {
  expect(res.statusCode).toBe(429);
  expect(errorsOf(res)).toEqual([{ param: '', message: M.tooManyCodes, code: 'rate_limited' }]);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
};

const remove = (t: TestApp, token: string, payload: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/suppliers/auth/totp', headers: bearer(token), payload });

async function signedIn(t: TestApp, email: string) {
  return (await login(t, email, DEMO_PASSWORD)).json().access_token as string;
}

/** Turns the factor on for `email` (with its password); answers the session and the secret. */
async function enrolled(t: TestApp, email: string) {
  const token = await signedIn(t, email);
  const started = await post(t, '/suppliers/auth/totp', { password: DEMO_PASSWORD }, bearer(token));
  expect(started.statusCode).toBe(200);
  const { secret } = started.json() as { secret: string };
  const confirmed = await post(t, '/suppliers/auth/totp/confirm', { code: codeOf(secret) }, bearer(token));
  expect(confirmed.statusCode).toBe(200);
  return { token, secret };
}

describe('the second factor needs the current password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a session alone cannot start setting it up: the password is asked for, and must be right', async () => {
    const token = await signedIn(t, DEMO_ACCOUNTS.manager);
    const without = await post(t, '/suppliers/auth/totp', {}, bearer(token));
    expect(without.statusCode).toBe(400);
    expect(errorsOf(without)).toEqual([
      { param: 'password', message: M.passwordRequired, code: 'invalid_parameter' },
    ]);
    const wrong = await post(t, '/suppliers/auth/totp', { password: 'not-the-password' }, bearer(token));
    expect(wrong.statusCode).toBe(400);
    expect(errorsOf(wrong)).toEqual([
      { param: 'password', message: M.passwordWrong, code: 'invalid_password' },
    ]);
    const state = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/auth/totp',
      headers: bearer(token),
    });
    expect(state.json()).toEqual({ enabled: false, enabledAt: null, removable: false });
  });

  it('a session alone cannot turn it off; the state says since when it is on', async () => {
    const { token, secret } = await enrolled(t, DEMO_ACCOUNTS.sales);
    const state = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/auth/totp',
      headers: bearer(token),
    });
    expect(state.json()).toMatchObject({ enabled: true, removable: true, enabledAt: expect.any(String) });
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/auth/totp',
      headers: await t.auth('supplier2'),
    });
    expect(other.json()).toMatchObject({ enabled: false });
    const noPassword = await remove(t, token, { code: codeOf(secret, 1) });
    expect(noPassword.statusCode).toBe(400);
    expect(errorsOf(noPassword)[0]).toMatchObject({ param: 'password', message: M.passwordRequired });
    const wrongPassword = await remove(t, token, { code: codeOf(secret, 1), password: 'guess' });
    expect(errorsOf(wrongPassword)[0]).toMatchObject({ param: 'password', code: 'invalid_password' });
    expect((await remove(t, token, { code: codeOf(secret, 1), password: DEMO_PASSWORD })).statusCode).toBe(
      204,
    );
    expect((await login(t, DEMO_ACCOUNTS.sales, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/suppliers/auth/totp' });
    expect(res.statusCode).toBe(401);
  });
});

describe('wrong codes count against the account, wherever they are sent', () => {
  let t: TestApp;
  const dataDir = ownDataDir();
  beforeAll(async () => {
    t = await createTestApp({ dataDir, publicUrl: 'https://portal.example' });
  });
  afterAll(() => t.close());

  it('turning it off: 8 wrong codes, then 429 with Retry-After, even for a right code, and sign-in shares it', async () => {
    const { token, secret } = await enrolled(t, DEMO_ACCOUNTS.warehouse);
    for (let i = 0; i < 8; i++) {
      const res = await remove(t, token, { code: '000000', password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)[0]).toMatchObject({ param: 'code', message: M.otpInvalid });
    }
    tooMany(await remove(t, token, { code: codeOf(secret, 1), password: DEMO_PASSWORD }));
    tooMany(await login(t, DEMO_ACCOUNTS.warehouse, DEMO_PASSWORD, codeOf(secret, 1)));
  });

  it('a password reset: its wrong codes are counted per account, from any address', async () => {
    const { secret } = await enrolled(t, DEMO_ACCOUNTS.accounts);
    await post(t, '/auth/password-reset', { email: DEMO_ACCOUNTS.accounts });
    const token = await linkToken(dataDir, DEMO_ACCOUNTS.accounts, 'reset-password');
    const confirm = (otp: string) =>
      post(t, '/auth/password-reset/confirm', { token, newPassword: 'Ledger-green-42', otp });
    for (let i = 0; i < 8; i++) expect((await confirm(String(100000 + i))).statusCode).toBe(400);
    tooMany(await confirm(codeOf(secret, 1)));
  });

  it('the limit holds across API processes on one database', async () => {
    const { token } = await enrolled(t, DEMO_ACCOUNTS.manager);
    const second = await buildApp({ database: t.database, config: t.config });
    try {
      const apps = [t.app, second];
      const statuses: number[] = [];
      for (let i = 0; i < 9; i++) {
        const res = await apps[i % 2]!.inject({
          method: 'DELETE',
          url: '/api/suppliers/auth/totp',
          headers: bearer(token),
          payload: { code: '999999', password: DEMO_PASSWORD },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429]);
    } finally {
      await second.close();
    }
  });

  it('a confirmation of a new factor (staff enrolment too): wrong codes count', async () => {
    const token = await signedIn(t, DEMO_ACCOUNTS.supplier2);
    const started = await post(t, '/suppliers/auth/totp', { password: DEMO_PASSWORD }, bearer(token));
    const { secret } = started.json() as { secret: string };
    for (let i = 0; i < 8; i++) {
      expect(
        (await post(t, '/suppliers/auth/totp/confirm', { code: '123123' }, bearer(token))).statusCode,
      ).toBe(400);
    }
    tooMany(await post(t, '/suppliers/auth/totp/confirm', { code: codeOf(secret) }, bearer(token)));
  });
});

describe('REQUIRE_STAFF_2FA: the factor can be replaced, never removed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ requireStaff2fa: true });
  });
  afterAll(() => t.close());

  it('refuses DELETE with 403 and a clear message; a replacement takes over only once confirmed', async () => {
    const { token, secret } = await enrolled(t, DEMO_ACCOUNTS.staff);
    const state = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/auth/totp',
      headers: bearer(token),
    });
    expect(state.json()).toMatchObject({ enabled: true, removable: false });
    const refused = await remove(t, token, { code: codeOf(secret, 1), password: DEMO_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(errorsOf(refused)).toEqual([{ param: '', message: M.totpRequiredForStaff, code: 'forbidden' }]);

    // Replacing needs the password and a current code of the factor in use.
    const noCode = await post(t, '/suppliers/auth/totp', { password: DEMO_PASSWORD }, bearer(token));
    expect(errorsOf(noCode)[0]).toMatchObject({ param: 'code', message: M.totpCodeToReplace });
    const started = await post(
      t,
      '/suppliers/auth/totp',
      { password: DEMO_PASSWORD, code: codeOf(secret, 1) },
      bearer(token),
    );
    expect(started.statusCode).toBe(200);
    const replacement = (started.json() as { secret: string }).secret;
    expect(replacement).not.toBe(secret);
    const confirmed = await post(
      t,
      '/suppliers/auth/totp/confirm',
      { code: codeOf(replacement) },
      bearer(token),
    );
    expect(confirmed.statusCode).toBe(200);
    expect((await login(t, DEMO_ACCOUNTS.staff, DEMO_PASSWORD, codeOf(replacement, 1))).statusCode).toBe(200);
    const stillOn = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/auth/totp',
      headers: bearer(token),
    });
    expect(stillOn.json()).toMatchObject({ enabled: true, removable: false });
  });
});
