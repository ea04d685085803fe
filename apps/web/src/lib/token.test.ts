import { describe, expect, it } from 'vitest';
import { isExpired, readToken } from './token.ts';

const b64 = (o: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
const claims = {
  sub: 1,
  state: 'NSW',
  staff: false,
  username: 'a@b.c',
  supplierName: 'Café Ünïcode',
  iat: 1,
  exp: 4102444800,
};

describe('readToken', () => {
  it('restores a JWT signed with HS256, unicode claims included', () => {
    expect(readToken(`${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.sig`)).toMatchObject({
      sub: 1,
      supplierName: 'Café Ünïcode',
    });
  });
  it('refuses any other algorithm or type', () => {
    expect(readToken(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`)).toBeNull();
    expect(readToken(`${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}.sig`)).toBeNull();
    expect(readToken(`${b64({ alg: 'HS256', typ: 'JWS' })}.${b64(claims)}.sig`)).toBeNull();
    expect(readToken('garbage')).toBeNull();
    expect(readToken(null)).toBeNull();
  });
  it('knows when a token has expired', () => {
    expect(isExpired({ ...claims, exp: 100 }, 100_001)).toBe(true);
    expect(isExpired(claims, Date.now())).toBe(false);
  });
});
