import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STAFF_TOKEN_TTL_SECONDS, type TokenClaims } from '@portal/domain';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/world.ts';
import { signToken } from '../../lib/jwt.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
async function login(who: keyof typeof DEMO_ACCOUNTS, password = DEMO_PASSWORD): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: DEMO_ACCOUNTS[who], password, role: 'supplier' },
    remoteAddress: `10.9.0.${++ip}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/suppliers/auth/me', headers: bearer(token) })).statusCode;
const staffSuppliers = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/staff/suppliers', headers: bearer(token) })).statusCode;
const claimsOf = (token: string): TokenClaims =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as TokenClaims;

async function actAs(token: string, supplierId: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/act-as',
    headers: bearer(token),
    payload: { supplierId },
  });
}
async function signOutEverywhere(token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/suppliers/auth/sign-out-everywhere',
    headers: bearer(token),
  });
}
async function changePassword(token: string, body: object) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/suppliers/auth/change-password',
    headers: bearer(token),
    payload: body,
  });
}
async function userId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('a password change ends the sessions signed in before it', () => {
  it("answers the caller a fresh token with the old one's expiry; every older token gets 401", async () => {
    const laptop = await login('supplier2');
    const phone = await login('supplier2');
    const other = await login('supplier');
    const res = await changePassword(laptop, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Southern-cross-77',
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().access_token as string;
    expect(claimsOf(fresh)).toMatchObject({ sub: 2, staff: false, exp: claimsOf(laptop).exp });
    expect(claimsOf(fresh).iatMs).toBeGreaterThan(claimsOf(laptop).iatMs!);

    expect(await me(laptop)).toBe(401);
    expect(await me(phone)).toBe(401);
    expect(await me(fresh)).toBe(200);
    expect(await me(other)).toBe(200);
    // Signing in again in the same second as the change is a new session, not a revoked one.
    const again = await login('supplier2', 'Southern-cross-77');
    expect(await me(again)).toBe(200);
  });

  it("staff setting a supplier's password end that supplier's sessions, not their own", async () => {
    const supplier = await login('supplier');
    const staff = (await actAs(await login('staff'), 1)).json().access_token as string;
    const res = await changePassword(staff, { newPassword: 'Harbour-fresh-2030' });
    expect(res.statusCode).toBe(200);
    expect(await me(supplier)).toBe(401);
    expect(await me(staff)).toBe(200);
    expect(await me(res.json().access_token)).toBe(200);
    expect(await me(await login('supplier', 'Harbour-fresh-2030'))).toBe(200);
  });
});

describe('POST /api/suppliers/auth/sign-out-everywhere', () => {
  it("ends every session of the signed-in user but the caller's, and no other user's", async () => {
    const a = await login('supplier2', 'Southern-cross-77');
    const b = await login('supplier2', 'Southern-cross-77');
    const neighbour = await login('supplier', 'Harbour-fresh-2030');
    const staff = (await actAs(await login('staff'), 2)).json().access_token as string;

    const res = await signOutEverywhere(a);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().access_token as string;
    expect(claimsOf(fresh)).toMatchObject({ sub: 2, staff: false, exp: claimsOf(a).exp });
    expect(await me(a)).toBe(401);
    expect(await me(b)).toBe(401);
    expect(await me(fresh)).toBe(200);
    // Another supplier, and staff acting as this one, keep their sessions.
    expect(await me(neighbour)).toBe(200);
    expect(await me(staff)).toBe(200);
  });

  it("ends a staff member's own sign-in and act-as tokens, never the supplier's", async () => {
    const signIn = await login('staff');
    const acting = (await actAs(signIn, 1)).json().access_token as string;
    const supplier = await login('supplier', 'Harbour-fresh-2030');

    const res = await signOutEverywhere(acting);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().access_token as string;
    expect(claimsOf(fresh)).toMatchObject({ sub: 1, staff: true, exp: claimsOf(acting).exp });
    expect(await staffSuppliers(signIn)).toBe(401);
    expect(await me(acting)).toBe(401);
    expect((await actAs(acting, 2)).statusCode).toBe(401);
    expect(await me(fresh)).toBe(200);
    expect(await me(supplier)).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/suppliers/auth/sign-out-everywhere' })).statusCode,
    ).toBe(401);
  });
});

describe('staff sessions', () => {
  it('never outlive the staff sign-in, however often staff switch supplier', async () => {
    const staffId = await userId(DEMO_ACCOUNTS.staff);
    // No 'Sign out everywhere' since that sign-in.
    await t.database.db.update(users).set({ sessionsValidAfter: null }).where(eq(users.id, staffId));
    // A staff sign-in three hours old: one hour left.
    const signedInAt = Date.now() - 3 * 3600_000;
    const signIn = await signToken(
      { sub: 0, state: 'NSW', staff: true, username: DEMO_ACCOUNTS.staff, supplierName: '', actor: staffId },
      TEST_SECRET,
      STAFF_TOKEN_TTL_SECONDS,
      { nowMs: signedInAt },
    );
    const end = Math.floor(signedInAt / 1000) + STAFF_TOKEN_TTL_SECONDS;
    expect(claimsOf(signIn).exp).toBe(end);

    const first = await actAs(signIn, 1);
    expect(first.statusCode).toBe(200);
    const one = first.json().access_token as string;
    expect(claimsOf(one)).toMatchObject({ sub: 1, staff: true, exp: end });
    // Acting as another supplier with an act-as token does not extend it either.
    const two = (await actAs(one, 2)).json().access_token as string;
    expect(claimsOf(two)).toMatchObject({ sub: 2, exp: end });
    const back = (await actAs(two, 1)).json().access_token as string;
    expect(claimsOf(back).exp).toBe(end);
    expect(await me(back)).toBe(200);
  });

  it('a fresh staff sign-in lasts 4 hours and act-as tokens end with it', async () => {
    const signIn = await login('staff');
    const { iat, exp } = claimsOf(signIn);
    expect(exp - iat).toBe(STAFF_TOKEN_TTL_SECONDS);
    const acting = (await actAs(signIn, 2)).json().access_token as string;
    expect(claimsOf(acting).exp).toBe(exp);
  });
});

describe('tokens of users that no longer exist', () => {
  it('answers 401', async () => {
    const token = await signToken(
      { sub: 1, state: 'NSW', staff: false, username: 'gone@example.com', supplierName: 'x', actor: 999_999 },
      TEST_SECRET,
      3600,
    );
    expect(await me(token)).toBe(401);
  });
});
