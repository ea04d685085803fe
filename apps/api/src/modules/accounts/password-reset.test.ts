import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES as M } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { passwordResets } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/world.ts';
import { bearer, linkToken, login, mailsTo, ownDataDir, post } from './accounts.fixtures.ts';
import { RESET_TTL_MS } from './password-reset.service.ts';

let t: TestApp;
const dataDir = ownDataDir();
beforeAll(async () => {
  t = await createTestApp({ dataDir, publicUrl: 'https://portal.example' });
});
afterAll(() => t.close());

const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/suppliers/auth/me', headers: bearer(token) })).statusCode;
const errorsOf = (res: { json: () => unknown }) =>
  (res.json() as { errors: Array<{ param: string; message: string; code: string }> }).errors.map((e) => [
    e.param,
    e.message,
  ]);

describe('POST /api/auth/password-reset', () => {
  it('answers the same 202 for a known and an unknown address, and mails a link only to the known one', async () => {
    const known = await post(t, '/auth/password-reset', { email: DEMO_ACCOUNTS.sales });
    const unknown = await post(t, '/auth/password-reset', { email: 'nobody@nowhere.example' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: M.resetSent });
    const [mail] = await mailsTo(dataDir, DEMO_ACCOUNTS.sales);
    expect(mail).toContain('https://portal.example/reset-password?token=');
    // Only the hash is stored: the mailed token is nowhere in the table.
    const token = await linkToken(dataDir, DEMO_ACCOUNTS.sales, 'reset-password');
    const rows = await t.database.db.select().from(passwordResets);
    expect(rows.some((r) => r.tokenHash === token || r.tokenHash.includes(token))).toBe(false);
  });

  it('answers before the address is looked up, so its timing cannot tell either (only the ids differ)', async () => {
    const strip = (res: { headers: Record<string, unknown>; statusCode: number; body: string }) => {
      const { date: _d, 'x-request-id': _r, ...headers } = res.headers;
      return { status: res.statusCode, body: res.body, headers };
    };
    const known = await post(t, '/auth/password-reset', { email: DEMO_ACCOUNTS.supplier2 });
    const unknown = await post(t, '/auth/password-reset', { email: 'nobody2@nowhere.example' });
    expect(strip(unknown)).toEqual(strip(known));
  });

  it('is rate-limited per address asked about, like sign-in', async () => {
    const email = 'limited@nowhere.example';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await post(t, '/auth/password-reset', { email })).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the password once, ends every earlier session and answers a working token', async () => {
    const before = (await login(t, DEMO_ACCOUNTS.accounts, DEMO_PASSWORD)).json().access_token as string;
    await post(t, '/auth/password-reset', { email: DEMO_ACCOUNTS.accounts });
    const token = await linkToken(dataDir, DEMO_ACCOUNTS.accounts, 'reset-password');

    const weak = await post(t, '/auth/password-reset/confirm', { token, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(errorsOf(weak)).toEqual([['newPassword', 'Must be at least 8 characters']]);

    const done = await post(t, '/auth/password-reset/confirm', { token, newPassword: 'Ledger-green-42' });
    expect(done.statusCode).toBe(200);
    const fresh = done.json().access_token as string;
    expect(await me(fresh)).toBe(200);
    expect(await me(before)).toBe(401);
    expect((await login(t, DEMO_ACCOUNTS.accounts, 'Ledger-green-42')).statusCode).toBe(200);
    expect((await login(t, DEMO_ACCOUNTS.accounts, DEMO_PASSWORD)).statusCode).toBe(400);

    const again = await post(t, '/auth/password-reset/confirm', { token, newPassword: 'Another-one-77' });
    expect(again.statusCode).toBe(400);
    expect(errorsOf(again)).toEqual([['token', M.resetLinkInvalid]]);
  });

  it('refuses a link older than 60 minutes and an unknown token', async () => {
    await post(t, '/auth/password-reset', { email: DEMO_ACCOUNTS.manager });
    const token = await linkToken(dataDir, DEMO_ACCOUNTS.manager, 'reset-password');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + RESET_TTL_MS + 1000 });
    try {
      const late = await post(t, '/auth/password-reset/confirm', { token, newPassword: 'Too-late-now-1' });
      expect(late.statusCode).toBe(400);
      expect(errorsOf(late)).toEqual([['token', M.resetLinkExpired]]);
    } finally {
      vi.useRealTimers();
    }
    const unknown = await post(t, '/auth/password-reset/confirm', {
      token: 'x'.repeat(43),
      newPassword: 'Fine-pass-1',
    });
    expect(errorsOf(unknown)).toEqual([['token', M.resetLinkInvalid]]);
    const row = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.usedAt, new Date(0)));
    expect(row).toEqual([]);
  });

  it('spends an older link once a newer one is used', async () => {
    await post(t, '/auth/password-reset', { email: DEMO_ACCOUNTS.warehouse });
    const older = await linkToken(dataDir, DEMO_ACCOUNTS.warehouse, 'reset-password', 1);
    await post(t, '/auth/password-reset', { email: DEMO_ACCOUNTS.warehouse });
    const newer = await linkToken(dataDir, DEMO_ACCOUNTS.warehouse, 'reset-password', 2);
    expect(newer).not.toBe(older);
    const used = await post(t, '/auth/password-reset/confirm', {
      token: newer,
      newPassword: 'Pallet-jack-51',
    });
    expect(used.statusCode).toBe(200);
    const stale = await post(t, '/auth/password-reset/confirm', {
      token: older,
      newPassword: 'Pallet-jack-52',
    });
    expect(stale.statusCode).toBe(400);
    expect(errorsOf(stale)).toEqual([['token', M.resetLinkInvalid]]);
  });

  it('spends every outstanding link when the password is changed', async () => {
    await post(t, '/auth/password-reset', { email: DEMO_ACCOUNTS.supplier2 });
    const token = await linkToken(dataDir, DEMO_ACCOUNTS.supplier2, 'reset-password');
    const session = (await login(t, DEMO_ACCOUNTS.supplier2, DEMO_PASSWORD)).json().access_token as string;
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/suppliers/auth/change-password',
      headers: bearer(session),
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'Cold-room-door-8' },
    });
    expect(changed.statusCode).toBe(200);
    const stale = await post(t, '/auth/password-reset/confirm', { token, newPassword: 'Cold-room-door-9' });
    expect(stale.statusCode).toBe(400);
    expect(errorsOf(stale)).toEqual([['token', M.resetLinkInvalid]]);
    expect((await login(t, DEMO_ACCOUNTS.supplier2, 'Cold-room-door-8')).statusCode).toBe(200);
  });

  it('a page whose address carries a link token sends no referrer', async () => {
    const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect((await page('/reset-password?token=abc')).headers['referrer-policy']).toBe('no-referrer');
    expect((await page('/accept-invitation?token=abc')).headers['referrer-policy']).toBe('no-referrer');
    expect((await page('/reset-password')).headers['referrer-policy']).toBe(
      'strict-origin-when-cross-origin',
    );
  });
});
