import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, HAND_OFF_CODE_TTL_SECONDS, HAND_OFF_MESSAGES } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { handOffCodes } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/world.ts';
import { clearAll as clearRateLimits } from '../../lib/rate-limit/rate-limit.repository.ts';
import { sha256 } from '../accounts/secrets.ts';

/** The admin portal's hand-off is a single-use code, exchanged once, from allow-listed referrers. */
let t: TestApp;
const ADMIN = 'https://admin.example.com';
beforeAll(async () => {
  t = await createTestApp({ adminPortalOrigins: [ADMIN] });
});
afterAll(() => t.close());

const invalidCode = {
  errors: [{ param: 'code', message: HAND_OFF_MESSAGES.invalidCode, code: 'invalid_hand_off' }],
};

async function staffSignIn(): Promise<{ authorization: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: DEMO_ACCOUNTS.staff, password: DEMO_PASSWORD, role: 'supplier' },
  });
  return { authorization: `Bearer ${res.json<{ access_token: string }>().access_token}` };
}

const makeCode = async (headers: { authorization: string }, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/staff/hand-off-codes', headers, payload });

const exchange = (code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/hand-off', payload: { code } });

const companyOf = async (token: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/auth/me',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json<{ id: number; company: string }>();

describe('POST /api/staff/hand-off-codes', () => {
  it('gives staff (before or after choosing a supplier) a code valid for 60 seconds, stored only as its hash', async () => {
    const res = await makeCode(await staffSignIn(), { supplierId: 2, referrer: `${ADMIN}/suppliers/2` });
    expect(res.statusCode).toBe(201);
    const { code, expiresAt } = res.json<{ code: string; expiresAt: string }>();
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db
      .select()
      .from(handOffCodes)
      .where(eq(handOffCodes.codeHash, sha256(code)));
    expect(row?.supplierId).toBe(2);
    expect(row?.referrer).toBe(`${ADMIN}/suppliers/2`);
    expect(new Date(expiresAt).getTime() - row!.createdAt.getTime()).toBe(HAND_OFF_CODE_TTL_SECONDS * 1000);
    const acting = await makeCode(await t.auth('staff', 1), { supplierId: 2 });
    expect(acting.statusCode).toBe(201);
  });

  it('refuses a referrer outside the allowed admin portal origins, with the field’s message', async () => {
    const headers = await staffSignIn();
    for (const referrer of [
      'https://evil.example',
      'https://admin.example.com.evil.example/',
      'javascript:alert(1)',
    ]) {
      const res = await makeCode(headers, { supplierId: 1, referrer });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: [
          { param: 'referrer', message: HAND_OFF_MESSAGES.referrerNotAllowed, code: 'invalid_parameter' },
        ],
      });
    }
  });

  it('is staff only (403 for a supplier, even for its own supplier) and 404 for an unknown supplier', async () => {
    const own = await makeCode(await t.auth('supplier'), { supplierId: 1 });
    expect(own.statusCode).toBe(403);
    const other = await makeCode(await t.auth('supplier'), { supplierId: 2 });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      errors: [{ param: '', message: ACCOUNT_MESSAGES.roleForbidden, code: 'forbidden' }],
    });
    const unknown = await makeCode(await staffSignIn(), { supplierId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/staff/hand-off-codes', payload: { supplierId: 1 } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/auth/hand-off', () => {
  it('exchanges a code once for a staff session as the code’s supplier, with its referrer', async () => {
    const { code } = (await makeCode(await staffSignIn(), { supplierId: 2, referrer: ADMIN })).json<{
      code: string;
    }>();
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    const session = first.json<{ access_token: string; referrer: string | null }>();
    expect(session.referrer).toBe(ADMIN);
    const me = await companyOf(session.access_token);
    expect(me.id).toBe(2);
    expect(me.company).toBe('Southern Cross Meats');
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidCode);
  });

  it('gives the same 400 for an expired code and an unknown one', async () => {
    await clearRateLimits(t.database.db);
    const { code } = (await makeCode(await staffSignIn(), { supplierId: 1 })).json<{ code: string }>();
    await t.database.db
      .update(handOffCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(handOffCodes.codeHash, sha256(code)));
    const expired = await exchange(code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(invalidCode);
    expect((await exchange('x'.repeat(43))).json()).toEqual(invalidCode);
  });

  it('gives a session only for the code’s supplier, never the one a caller would name', async () => {
    await clearRateLimits(t.database.db);
    const { code } = (await makeCode(await staffSignIn(), { supplierId: 1 })).json<{ code: string }>();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/hand-off',
      payload: { code, supplierId: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect((await companyOf(res.json<{ access_token: string }>().access_token)).id).toBe(1);
  });

  it('refuses a code made before the staff member signed out everywhere', async () => {
    await clearRateLimits(t.database.db);
    const headers = await staffSignIn();
    const { code } = (await makeCode(headers, { supplierId: 1 })).json<{ code: string }>();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers/auth/sign-out-everywhere',
      headers,
    });
    expect(out.statusCode).toBe(200);
    expect((await exchange(code)).json()).toEqual(invalidCode);
  });
});
