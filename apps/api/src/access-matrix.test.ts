import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { z } from 'zod';
import * as domain from '@portal/domain';
import { ERROR_CODES, holds, PERMISSIONS, type Operation, type Permission, type Role } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  injectWalked,
  realIds,
  validRequest,
  type DocOperation,
  type RequestContext,
  type ValidRequest,
} from '../test/valid-requests.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/world.ts';

/**
 * Every operation of the OpenAPI document × every role of a team (and staff acting as the supplier), each
 * sent a VALID request (real ids, a body its schema accepts: test/valid-requests.ts), so the whole handler
 * runs. Each operation declares its permission once in its contract; the document carries it as
 * `x-permissions`; the one access hook answers 403 to a role without it, and no part of the operation may
 * answer 403 to a role with it: a declaration and its behaviour cannot differ.
 */

type Doc = { paths: Record<string, Record<string, DocOperation & MatrixOperation>> };
type MatrixOperation = {
  operationId: string;
  description?: string;
  'x-permissions'?: { permission: Permission };
};
type Who = Role | 'staff';
type ErrorBody = { errors: Array<{ code: string }> };

const ACCOUNT_OF: Record<Who, keyof typeof DEMO_ACCOUNTS> = {
  owner: 'supplier',
  manager: 'manager',
  sales: 'sales',
  warehouse: 'warehouse',
  accounts: 'accounts',
  staff: 'staff',
};
/** Narrowest first, staff last: where one holder's request uses a row up, the stricter rules ran first. */
const PEOPLE: Who[] = ['accounts', 'warehouse', 'sales', 'manager', 'owner', 'staff'];

let t: TestApp;
let doc: Doc;
let context: RequestContext;
const tokens = new Map<Who, string>();
beforeAll(async () => {
  t = await createTestApp({ deliveryDayCsvSupplierIds: [1], pendingOrdersExportSupplierIds: [1] });
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
  for (const who of PEOPLE) tokens.set(who, await signIn(who));
  const saved = await t.database.db.execute(
    sql`select id, password_hash as hash, sessions_valid_after::text as after from users`,
  );
  passwords = (saved as unknown as { rows: typeof passwords }).rows;
  const today = new Date().toISOString().slice(0, 10);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c80a0a' } })
    .png()
    .toBuffer();
  context = {
    ids: await realIds(t, { authorization: `Bearer ${tokens.get('owner')}` }),
    today,
    inDays: (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10),
    identity: 'owner',
    png,
    bodySchemaOf: (key) => {
      const [method, path] = key.split(' ');
      return doc.paths[path!]?.[method!.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
    },
  };
}, 600_000);
afterAll(() => t.close());

const CONTRACT_OPERATIONS = new Map(
  Object.entries(domain)
    .filter(([name]) => name.endsWith('Contract'))
    .flatMap(([, contract]) => Object.values(contract as Record<string, Operation>))
    .map((op) => [op.operationId, op]),
);

/** What of a request its operation's contract refuses (path, query, body): a valid request has none. */
function invalidParts(operationId: string, request: ValidRequest): string[] {
  const op = CONTRACT_OPERATIONS.get(operationId);
  if (!op) return [`no contract for ${operationId}`];
  const parts: Array<[string, z.ZodType | undefined, unknown]> = [
    ['path', op.params, request.validPath],
    ['query', op.query, request.validQuery],
    // A multipart upload's body is a form, not the JSON its contract describes.
    ['body', request.multipart ? undefined : op.body, request.body],
  ];
  return parts.flatMap(([part, schema, value]) => {
    const result = schema?.safeParse(value);
    return result && !result.success ? [`${part} ${JSON.stringify(result.error.issues).slice(0, 300)}`] : [];
  });
}

let passwords: Array<{ id: number; hash: string; after: string | null }> = [];
/** Every person's password and sessions as they were (a change ends the sessions issued before it). */
async function restorePasswords() {
  for (const { id, hash, after } of passwords)
    await t.database.db.execute(
      sql`update users set password_hash = ${hash}, sessions_valid_after = ${after} where id = ${id}`,
    );
}

/** A new session of the person (staff acting as the demo supplier). */
async function signIn(who: Who): Promise<string> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: DEMO_ACCOUNTS[ACCOUNT_OF[who]], password: DEMO_PASSWORD, role: 'supplier' },
  });
  const token = (login.json() as { access_token: string }).access_token;
  if (who !== 'staff') return token;
  const acted = await t.app.inject({
    method: 'POST',
    url: '/api/staff/act-as',
    headers: { authorization: `Bearer ${token}` },
    payload: { supplierId: 1 },
  });
  return (acted.json() as { access_token: string }).access_token;
}

/** Reads first, deletions last, ending every session of an account at the very end. */
const operations = () => {
  const rank = (method: string, path: string) =>
    path.endsWith('/sign-out-everywhere') ? 3 : method === 'DELETE' ? 2 : method === 'GET' ? 0 : 1;
  return Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    )
    .sort((a, b) => rank(a.method, a.path) - rank(b.method, b.path));
};

describe('the operation × role matrix', () => {
  it('every operation declares a permission, shown in its description', () => {
    const undeclared = operations().filter(({ op }) => !op['x-permissions']);
    expect(undeclared.map((o) => `${o.method} ${o.path}`)).toEqual([]);
    for (const { op } of operations()) {
      expect(op.description).toContain(`Permission \`${op['x-permissions']!.permission}\``);
      expect(Object.keys(PERMISSIONS)).toContain(op['x-permissions']!.permission);
    }
  });

  it(
    'a valid request answers 403 exactly to the roles without the permission',
    { timeout: 600_000 },
    async () => {
      const wrong: string[] = [];
      const refused: string[] = [];
      let checked = 0;
      let succeeded = 0;
      for (const operation of operations()) {
        const { path, method, op } = operation;
        const permission = op['x-permissions']!.permission;
        for (const who of PEOPLE) {
          const request = validRequest(operation, { ...context, identity: who, password: DEMO_PASSWORD });
          const send = () =>
            injectWalked(t, {
              method: method as 'GET',
              url: request.url,
              headers: {
                authorization: `Bearer ${tokens.get(who)}`,
                ...(request.contentType ? { 'content-type': request.contentType } : {}),
              },
              ...(request.payload !== undefined ? { payload: request.payload } : {}),
            });
          let res = await send();
          // A session another request ended (a password change ends the others): sign in again, send again.
          if (res.statusCode === 401 && permission !== 'public') {
            tokens.set(who, await signIn(who));
            res = await send();
          }
          checked++;
          if (res.statusCode < 300) succeeded++;
          // An answer with a new token (e.g. sign out everywhere) replaces the old one, now ended.
          const json = String(res.headers['content-type'] ?? '').includes('json');
          const fresh =
            res.statusCode === 200 && json
              ? (res.json() as { access_token?: string }).access_token
              : undefined;
          if (fresh) tokens.set(who, fresh);
          const allowed = holds(permission, { role: who === 'staff' ? null : who, staff: who === 'staff' });
          const codes =
            json && res.statusCode >= 400 ? (res.json() as ErrorBody).errors.map((e) => e.code) : [];
          const said = `${who} ${method} ${path} (${permission}): ${res.statusCode} ${res.body.slice(0, 200)}`;
          const invalid = invalidParts(op.operationId, request);
          if (invalid.length) refused.push(`${who} ${op.operationId}: ${invalid.join('; ')}`);
          // A public operation may answer 401/403 for its own reasons (bad credentials, a link's signature).
          const forbidden = res.statusCode === 403 && permission !== 'public';
          // A 401 of a fresh session (not e.g. a wrong current password) is no answer for a signed-in operation.
          const unauthorised = codes.includes(ERROR_CODES.unauthorized) && permission !== 'public';
          if (allowed === forbidden || unauthorised || res.statusCode >= 500) wrong.push(said);
        }
        // A changed password is put back, so every person can sign in again.
        if (path.endsWith('/change-password')) await restorePasswords();
      }
      console.log(`access matrix: ${checked} valid requests, ${succeeded} answered 2xx`);
      // And every request was valid: none stopped at the schema, so each reached its handler's own rules.
      expect({ wrong, refused }).toEqual({ wrong: [], refused: [] });
      expect(checked).toBe(operations().length * PEOPLE.length);
    },
  );

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
