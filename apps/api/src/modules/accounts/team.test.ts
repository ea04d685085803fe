import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M, ROLES, type TeamMember } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/world.ts';
import { bearer, linkToken, login, mailsTo, ownDataDir, post } from './accounts.fixtures.ts';

let t: TestApp;
const dataDir = ownDataDir();
beforeAll(async () => {
  t = await createTestApp({ dataDir, publicUrl: 'https://portal.example' });
});
afterAll(() => t.close());

type Who = keyof typeof DEMO_ACCOUNTS;
const call = async (
  who: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who in DEMO_ACCOUNTS ? await t.auth(who as Who) : bearer(who),
    ...(payload ? { payload } : {}),
  });
const team = async (who: Who = 'supplier') =>
  (await call(who, 'GET', '/suppliers/team')).json().data as TeamMember[];
const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { errors: Array<{ message: string }> }).errors[0]!.message;

async function inviteAndAccept(email: string, role: string, firstName = 'New') {
  const invited = await call('supplier', 'POST', '/suppliers/team/invitations', { email, role });
  expect(invited.statusCode).toBe(201);
  const token = await linkToken(dataDir, email, 'accept-invitation');
  const accepted = await post(t, '/auth/invitations/accept', {
    token,
    firstName,
    lastName: 'Person',
    password: 'Crates-and-pallets-9',
  });
  expect(accepted.statusCode).toBe(200);
  return { token, access: accepted.json().access_token as string };
}

describe('the team of a supplier', () => {
  it("lists the supplier's people with their roles; the owner of the demo world is its existing user", async () => {
    const people = await team();
    expect(people.map((p) => [p.email, p.role, p.status])).toEqual([
      [DEMO_ACCOUNTS.supplier, 'owner', 'active'],
      [DEMO_ACCOUNTS.manager, 'manager', 'active'],
      [DEMO_ACCOUNTS.sales, 'sales', 'active'],
      [DEMO_ACCOUNTS.warehouse, 'warehouse', 'active'],
      [DEMO_ACCOUNTS.accounts, 'accounts', 'active'],
    ]);
    expect(people[0]).toMatchObject({ firstName: 'Maria', lastName: 'Costa', userId: expect.any(Number) });
  });

  it('invites a person for each role; each accepts from the e-mailed link and gets that role', async () => {
    for (const role of ROLES) {
      const email = `new-${role}@harbourfresh.example`;
      const { token, access } = await inviteAndAccept(email, role);
      const claims = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      expect(claims).toMatchObject({ sub: 1, role, username: email, actor: expect.any(Number) });
      // The role holds at once: only the owner reaches the team; the warehouse has no reports.
      expect((await call(access, 'GET', '/suppliers/team')).statusCode).toBe(role === 'owner' ? 200 : 403);
      const report = await call(access, 'GET', '/suppliers/report/best-selling');
      expect(report.statusCode === 403).toBe(role === 'sales' || role === 'warehouse');
      // The link works once.
      const again = await post(t, '/auth/invitations/accept', {
        token,
        firstName: 'X',
        lastName: 'Y',
        password: 'Crates-and-pallets-9',
      });
      expect(again.statusCode).toBe(400);
      expect(errorOf(again)).toBe(M.invitationInvalid);
    }
    const people = await team();
    expect(people.filter((p) => p.email.startsWith('new-')).map((p) => p.role)).toEqual([...ROLES]);
    // Accepting signed each in: the list's "Last sign-in" is never empty for them.
    expect(people.filter((p) => p.email.startsWith('new-') && p.lastSignInAt === null)).toEqual([]);
  });

  it('answers an address with an account elsewhere as any other, and tells that person by e-mail', async () => {
    const strip = (res: { statusCode: number; json: () => unknown }) => {
      const { invitationId: _i, email: _e, ...rest } = res.json() as TeamMember;
      return { httpStatus: res.statusCode, ...rest };
    };
    const taken = await call('supplier', 'POST', '/suppliers/team/invitations', {
      email: DEMO_ACCOUNTS.supplier2,
      role: 'sales',
    });
    const fresh = await call('supplier', 'POST', '/suppliers/team/invitations', {
      email: 'nobody-yet@x.example',
      role: 'sales',
    });
    expect(strip(taken)).toEqual(strip(fresh));
    expect(taken.statusCode).toBe(201);
    const [notice] = await mailsTo(dataDir, DEMO_ACCOUNTS.supplier2);
    expect(notice).toContain(
      'This address already has a Supplier Portal account, so no new account was made.',
    );
    expect(notice).not.toContain('accept-invitation');
    await linkToken(dataDir, 'nobody-yet@x.example', 'accept-invitation');
  });

  it('refuses a person already in the team or a pending invitation of the team (409)', async () => {
    const member = await call('supplier', 'POST', '/suppliers/team/invitations', {
      email: DEMO_ACCOUNTS.sales,
      role: 'sales',
    });
    expect(member.statusCode).toBe(409);
    expect(errorOf(member)).toBe(M.alreadyInTeam);
    const first = await call('supplier', 'POST', '/suppliers/team/invitations', {
      email: 'twice@x.example',
      role: 'sales',
    });
    expect(first.statusCode).toBe(201);
    const twice = await call('supplier', 'POST', '/suppliers/team/invitations', {
      email: 'Twice@x.example',
      role: 'sales',
    });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toBe(M.emailInvited);
    const bad = await call('supplier', 'POST', '/suppliers/team/invitations', {
      email: 'nope',
      role: 'boss',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('resends (the old link stops working) and revokes an invitation', async () => {
    const email = 'resend@harbourfresh.example';
    const invited = (
      await call('supplier', 'POST', '/suppliers/team/invitations', { email, role: 'accounts' })
    ).json();
    const first = await linkToken(dataDir, email, 'accept-invitation');
    const resent = await call(
      'supplier',
      'POST',
      `/suppliers/team/invitations/${invited.invitationId}/resend`,
    );
    expect(resent.statusCode).toBe(200);
    const second = await linkToken(dataDir, email, 'accept-invitation', 2);
    expect(second).not.toBe(first);
    const body = { token: first, firstName: 'R', lastName: 'S', password: 'Crates-and-pallets-9' };
    expect((await post(t, '/auth/invitations/accept', body)).statusCode).toBe(400);
    const revoked = await call('supplier', 'DELETE', `/suppliers/team/invitations/${invited.invitationId}`);
    expect(revoked.statusCode).toBe(204);
    expect((await post(t, '/auth/invitations/accept', { ...body, token: second })).statusCode).toBe(400);
    expect((await team()).some((p) => p.email === email)).toBe(false);
  });

  it('keeps the last owner: cannot be demoted or removed (409); another owner first', async () => {
    // Only an invitation (answered like any other) to the other supplier's owner: never a member here.
    const owner = (await team()).find((p) => p.email === DEMO_ACCOUNTS.supplier2 && p.status === 'active');
    expect(owner).toBeUndefined();
    const southern = await team('supplier2');
    const tom = southern.find((p) => p.email === DEMO_ACCOUNTS.supplier2)!;
    const demote = await call('supplier2', 'PATCH', `/suppliers/team/${tom.userId}`, { role: 'manager' });
    expect(demote.statusCode).toBe(409);
    expect(errorOf(demote)).toBe(M.lastOwner);
    const remove = await call('supplier2', 'DELETE', `/suppliers/team/${tom.userId}`);
    expect(remove.statusCode).toBe(409);
    const priya = southern.find((p) => p.email === DEMO_ACCOUNTS.supplier2Manager)!;
    const promoted = await call('supplier2', 'PATCH', `/suppliers/team/${priya.userId}`, { role: 'owner' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'owner', status: 'active' });
    const demoted = await call('supplier2', 'PATCH', `/suppliers/team/${tom.userId}`, { role: 'manager' });
    expect(demoted.statusCode).toBe(200);
  });

  it("ends a removed person's sessions at once; they cannot sign in again", async () => {
    const before = (await login(t, DEMO_ACCOUNTS.sales, DEMO_PASSWORD)).json().access_token as string;
    expect((await call(before, 'GET', '/suppliers/orders')).statusCode).toBe(200);
    const sales = (await team()).find((p) => p.email === DEMO_ACCOUNTS.sales)!;
    expect((await call('supplier', 'DELETE', `/suppliers/team/${sales.userId}`)).statusCode).toBe(204);
    expect((await call(before, 'GET', '/suppliers/orders')).statusCode).toBe(401);
    expect((await login(t, DEMO_ACCOUNTS.sales, DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await team()).some((p) => p.email === DEMO_ACCOUNTS.sales)).toBe(false);
  });

  it('a change of role holds at once for a signed-in person', async () => {
    const token = (await login(t, DEMO_ACCOUNTS.accounts, DEMO_PASSWORD)).json().access_token as string;
    expect((await call(token, 'GET', '/suppliers/report/best-selling')).statusCode).toBe(200);
    const person = (await team()).find((p) => p.email === DEMO_ACCOUNTS.accounts)!;
    const before = await call(token, 'GET', '/suppliers/auth/me');
    expect(before.headers['fb-session-role']).toBeUndefined();
    await call('supplier', 'PATCH', `/suppliers/team/${person.userId}`, { role: 'warehouse' });
    // Every answer, the 403 too, tells the portal the role changed; it takes a new token with it.
    const refused = await call(token, 'GET', '/suppliers/report/best-selling');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['fb-session-role']).toBe('warehouse');
    const refreshed = await call(token, 'POST', '/suppliers/auth/session');
    expect(refreshed.statusCode).toBe(200);
    const fresh = refreshed.json().access_token as string;
    const claims = JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString()) as { role: string };
    expect(claims.role).toBe('warehouse');
    const after = await call(fresh, 'GET', '/suppliers/auth/me');
    expect(after.statusCode).toBe(200);
    expect(after.headers['fb-session-role']).toBeUndefined();
  });

  it('a new token for the session needs a session (401)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/suppliers/auth/session' });
    expect(res.statusCode).toBe(401);
  });
});

// Priya is Southern Cross's owner since the last-owner test.
describe('isolation and permission', () => {
  it('another supplier never sees or touches a team (404)', async () => {
    const theirs = await team('supplier2Manager');
    expect(theirs.every((p) => !p.email.includes('harbourfresh') && p.email !== DEMO_ACCOUNTS.supplier)).toBe(
      true,
    );
    const maria = (await team()).find((p) => p.email === DEMO_ACCOUNTS.supplier)!;
    expect(
      (await call('supplier2Manager', 'PATCH', `/suppliers/team/${maria.userId}`, { role: 'sales' }))
        .statusCode,
    ).toBe(404);
    expect((await call('supplier2Manager', 'DELETE', `/suppliers/team/${maria.userId}`)).statusCode).toBe(
      404,
    );
    const invited = (
      await call('supplier', 'POST', '/suppliers/team/invitations', { email: 'iso@x.example', role: 'sales' })
    ).json();
    expect(
      (await call('supplier2Manager', 'POST', `/suppliers/team/invitations/${invited.invitationId}/resend`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('supplier2Manager', 'DELETE', `/suppliers/team/invitations/${invited.invitationId}`))
        .statusCode,
    ).toBe(404);
    expect((await team()).find((p) => p.email === 'iso@x.example')).toBeDefined();
    expect((await team()).find((p) => p.email === DEMO_ACCOUNTS.supplier)!.role).toBe('owner');
  });

  it('only owners and staff reach the team (403 for every other role)', async () => {
    for (const who of ['manager', 'warehouse'] as const) {
      expect((await call(who, 'GET', '/suppliers/team')).statusCode).toBe(403);
      const res = await call(who, 'POST', '/suppliers/team/invitations', {
        email: 'x@x.example',
        role: 'owner',
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await call('staff', 'GET', '/suppliers/team')).statusCode).toBe(200);
    const byStaff = await call('staff', 'POST', '/suppliers/team/invitations', {
      email: 'staffinvite@x.example',
      role: 'sales',
    });
    expect(byStaff.statusCode).toBe(201);
  });
});

describe('the warehouse and products', () => {
  it('may flip the stock switch and nothing else of a product (403)', async () => {
    const list = await call('warehouse', 'GET', '/suppliers/products?page=1&pageSize=1');
    const id = (list.json() as { data: Array<{ id: number }> }).data[0]!.id;
    expect(
      (await call('warehouse', 'PATCH', `/suppliers/products/${id}`, { outOfStock: true })).statusCode,
    ).toBe(200);
    const price = await call('warehouse', 'PATCH', `/suppliers/products/${id}`, { enabled: false });
    expect(price.statusCode).toBe(403);
    expect(errorOf(price)).toBe(M.warehouseStockOnly);
  });
});
