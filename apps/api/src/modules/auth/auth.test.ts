import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../test/test-app.ts';
import { signToken } from '../../lib/jwt.ts';
import { APP_VERSION } from '../../config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress: ip });

function b64(obj: unknown) {
  return Buffer.from(JSON.stringify(obj)).toString('base64url');
}
function forge(header: object, claims: object, secret = TEST_SECRET, alg = 'sha256') {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${createHmac(alg, secret).update(body).digest('base64url')}`;
}
const validClaims = () => ({
  sub: 1,
  state: 'NSW',
  staff: false,
  username: 'supplier@example.com',
  supplierName: 'Harbour Fresh Wholesale',
  iat: Math.floor(Date.now() / 1000),
  exp: Math.floor(Date.now() / 1000) + 3600,
});

describe('POST /api/auth/login', () => {
  it('answers an HS256 token with the claims of DESIGN.md', async () => {
    const res = await login({ username: 'supplier@example.com', password: 'password123', role: 'supplier' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['fb-api-version']).toBe(APP_VERSION);
    const token = res.json().access_token as string;
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({
      sub: 1,
      state: 'NSW',
      staff: false,
      username: 'supplier@example.com',
      supplierName: 'Harbour Fresh Wholesale',
    });
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const res = await login(
      { username: '  Supplier@Example.com ', password: 'password123', role: 'supplier' },
      '10.0.0.2',
    );
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 with the spec messages for missing fields', async () => {
    const res = await login({ role: 'supplier' }, '10.0.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { param: 'username', message: 'Email is required', code: 'invalid_parameter' },
        { param: 'password', message: 'Password is required', code: 'invalid_parameter' },
      ]),
    );
    const blank = await login({ username: '   ', password: '', role: 'supplier' }, '10.0.0.3');
    expect(blank.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Email is required',
      'Password is required',
    ]);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrong = await login(
      { username: 'supplier@example.com', password: 'nope', role: 'supplier' },
      '10.0.0.4',
    );
    const unknown = await login(
      { username: 'nobody@example.com', password: 'nope', role: 'supplier' },
      '10.0.0.5',
    );
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().errors[0].message).toBe('Please check your email and password and try again');
  });

  it('rate-limits repeated attempts on one account with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await login(
        { username: 'supplier2@example.com', password: 'wrong', role: 'supplier' },
        '10.0.0.6',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 8).every((s) => s === 400)).toBe(true);
    expect(statuses[8]).toBe(429);
    const locked = await login(
      { username: 'supplier2@example.com', password: 'password123', role: 'supplier' },
      '10.0.0.6',
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0].code).toBe('rate_limited');
  });

  it('rate-limits one address trying many accounts', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await login({ username: `user${i}@example.com`, password: 'x', role: 'supplier' }, '10.0.0.7'))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('token verification', () => {
  const me = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/suppliers/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });

  it('accepts a valid HS256 token', async () => {
    const res = await me(forge({ alg: 'HS256', typ: 'JWT' }, validClaims()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 1,
      company: 'Harbour Fresh Wholesale',
      isStaff: false,
      address: { postcode: '2140' },
    });
  });

  it('rejects alg none', async () => {
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(validClaims())}.`;
    expect((await me(token)).statusCode).toBe(401);
  });

  it('rejects HS512 even with the right secret', async () => {
    expect(
      (await me(forge({ alg: 'HS512', typ: 'JWT' }, validClaims(), TEST_SECRET, 'sha512'))).statusCode,
    ).toBe(401);
  });

  it('rejects a bad signature', async () => {
    expect((await me(forge({ alg: 'HS256', typ: 'JWT' }, validClaims(), 'another-secret'))).statusCode).toBe(
      401,
    );
  });

  it('rejects an expired token', async () => {
    const expired = { ...validClaims(), exp: Math.floor(Date.now() / 1000) - 1 };
    const res = await me(forge({ alg: 'HS256', typ: 'JWT' }, expired));
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('unauthorized');
  });

  it('rejects a token of another type, one without an expiry and one whose subject is a string', async () => {
    const { exp: _exp, ...noExpiry } = validClaims();
    const forgeries = [
      forge({ alg: 'HS256', typ: 'at+jwt' }, validClaims()),
      forge({ alg: 'HS256', typ: 'JWT' }, noExpiry),
      forge({ alg: 'HS256', typ: 'JWT' }, { ...validClaims(), sub: '1' }),
    ];
    for (const token of forgeries) expect((await me(token)).statusCode).toBe(401);
  });

  it('rejects a request without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/suppliers/auth/me' })).statusCode).toBe(401);
  });
});

describe('GET /api/suppliers/auth/me', () => {
  it("answers only the token's own supplier", async () => {
    const one = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/auth/me',
      headers: await t.auth('supplier'),
    });
    const two = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/auth/me',
      headers: await t.auth('supplier2'),
    });
    expect(one.json().company).toBe('Harbour Fresh Wholesale');
    expect(two.json().company).toBe('Southern Cross Meats');
    expect(two.json().email).toBe('supplier2@example.com');
  });

  it('answers 404 for a token naming a supplier that does not exist', async () => {
    const token = await signToken(
      { sub: 999, state: 'NSW', staff: false, username: 'x', supplierName: 'x' },
      TEST_SECRET,
      60,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('staff sign-in', () => {
  it('signs staff in without a supplier, lists suppliers, then acts as the chosen one', async () => {
    const res = await login(
      { username: 'staff@example.com', password: 'password123', role: 'supplier' },
      '10.0.0.8',
    );
    const token = res.json().access_token as string;
    const headers = { authorization: `Bearer ${token}` };
    const blocked = await t.app.inject({ method: 'GET', url: '/api/suppliers/auth/me', headers });
    expect(blocked.statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/suppliers', headers });
    expect(list.json().data.map((s: { company: string }) => s.company)).toEqual([
      'Harbour Fresh Wholesale',
      'Southern Cross Meats',
    ]);
    const acted = await t.app.inject({
      method: 'POST',
      url: '/api/staff/act-as',
      headers,
      payload: { supplierId: 2 },
    });
    const claims = JSON.parse(Buffer.from(acted.json().access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: 2, staff: true, supplierName: 'Southern Cross Meats', state: 'VIC' });
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(4 * 3600);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/auth/me',
      headers: { authorization: `Bearer ${acted.json().access_token}` },
    });
    expect(me.json()).toMatchObject({ id: 2, isStaff: true });
  });

  it('refuses the staff-only endpoints to a supplier with 403', async () => {
    const headers = await t.auth('supplier');
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/suppliers', headers })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/staff/act-as', headers, payload: { supplierId: 2 } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/', () => {
  it('answers the health of the database without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: t.database.kind });
    expect(res.headers['fb-api-version']).toBe(APP_VERSION);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/login');
  });
});
