import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds, PERMISSIONS, ROLES, type Permission, type Role } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { DEMO_ACCOUNTS } from './db/seed/world.ts';

/**
 * Issue 36: every operation of the OpenAPI document × every role of a team (and staff acting as the
 * supplier). Each operation declares its permission once in its contract; the document carries it as
 * `x-permissions`; the one access hook answers 403 before validation to a role without it, and never
 * to a role with it (whatever else the empty request earns: 200, 400, 404, 409, 415).
 */

type DocOperation = {
  operationId: string;
  description?: string;
  'x-permissions'?: { permission: Permission };
};
type Doc = { paths: Record<string, Record<string, DocOperation>> };
type Who = Role | 'staff';

const ACCOUNT_OF: Record<Who, keyof typeof DEMO_ACCOUNTS> = {
  owner: 'supplier',
  manager: 'manager',
  sales: 'sales',
  warehouse: 'warehouse',
  accounts: 'accounts',
  staff: 'staff',
};
const PEOPLE: Who[] = [...ROLES, 'staff'];

/** A path parameter that reaches the handler without naming anything real. */
const sample = (name: string) =>
  ({ sheet: 'picking', token: 'x'.repeat(20), name: 'Sydney', postcode: '2000' })[name] ?? '999999';

let t: TestApp;
let doc: Doc;
const tokens = new Map<Who, string>();
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
  for (const who of PEOPLE) tokens.set(who, (await t.auth(ACCOUNT_OF[who])).authorization.slice(7));
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );

describe('the operation × role matrix', () => {
  it('every operation declares a permission, shown in its description', () => {
    const undeclared = operations().filter(({ op }) => !op['x-permissions']);
    expect(undeclared.map((o) => `${o.method} ${o.path}`)).toEqual([]);
    for (const { op } of operations()) {
      expect(op.description).toContain(`Permission \`${op['x-permissions']!.permission}\``);
      expect(Object.keys(PERMISSIONS)).toContain(op['x-permissions']!.permission);
    }
  });

  it('answers 403 exactly to the roles without the permission', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { path, method, op } of operations()) {
      const permission = op['x-permissions']!.permission;
      const url = `${path.replace(/\{(\w+)\}/g, (_m, name: string) => sample(name))}`;
      for (const who of PEOPLE) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { authorization: `Bearer ${tokens.get(who)}` },
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        checked++;
        // An answer with a new token (e.g. sign out everywhere) replaces the old one, now ended.
        const json = String(res.headers['content-type'] ?? '').includes('json');
        const fresh =
          res.statusCode === 200 && json ? (res.json() as { access_token?: string }).access_token : undefined;
        if (fresh) tokens.set(who, fresh);
        const allowed = holds(permission, { role: who === 'staff' ? null : who, staff: who === 'staff' });
        // A public operation may answer 403 for its own reasons (a download link's bad signature).
        const forbidden = res.statusCode === 403 && permission !== 'public';
        if (allowed === forbidden || res.statusCode === 401 || res.statusCode >= 500) {
          wrong.push(`${who} ${method} ${path} (${permission}): ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(operations().length * PEOPLE.length);
  });

  it('a 403 of the access hook says why', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/report/best-selling',
      headers: { authorization: `Bearer ${tokens.get('warehouse')}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toMatchObject({
      code: 'forbidden',
      message: 'Your role does not allow this. Ask an owner of your team.',
    });
  });
});
