import { jwtVerify, SignJWT } from 'jose';
import { webcrypto } from 'node:crypto';
import type { TokenClaims } from '@portal/domain';

/**
 * HS256 JWTs, and only HS256, through `jose`: a token whose header names another algorithm (alg "none",
 * HS512, RS256) or another type than "JWT" is refused before its signature is checked.
 */
const ALGORITHM = 'HS256';
const HEADER = { alg: ALGORITHM, typ: 'JWT' } as const;

/** The secret as an HMAC key, imported once per secret (the auth hook checks a token on every request). */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    const bytes = new TextEncoder().encode(secret);
    key = webcrypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

export type SignOptions = {
  /** The moment of issue in milliseconds (default now): a revocation cut-off and its fresh token share one. */
  nowMs?: number;
  /** An expiry (seconds) the token must never pass, e.g. the end of the staff sign-in it derives from. */
  notAfter?: number;
};

export async function signToken(
  claims: Omit<TokenClaims, 'iat' | 'exp' | 'iatMs'>,
  secret: string,
  ttlSeconds: number,
  { nowMs = Date.now(), notAfter }: SignOptions = {},
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  const exp = Math.min(iat + ttlSeconds, notAfter ?? Infinity);
  // The spec's `sub` is the supplier's numeric id, where jose's type has JWT's string.
  const payload: Record<string, unknown> = { ...claims, iatMs: nowMs };
  return new SignJWT(payload)
    .setProtectedHeader(HEADER)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(await keyOf(secret));
}

/** When a token was issued, in ms; a token without `iatMs` counts from the start of its `iat` second. */
export function issuedAtMs(claims: TokenClaims): number {
  return typeof claims.iatMs === 'number' ? claims.iatMs : claims.iat * 1000;
}

/** Our tokens' subject is the supplier's numeric id (staff choosing a supplier: 0), never a string. */
function areOurClaims(payload: Record<string, unknown>): payload is TokenClaims {
  return (
    typeof payload.sub === 'number' && typeof payload.iat === 'number' && typeof payload.exp === 'number'
  );
}

/** The token's claims if it is ours (HS256, signed with `secret`), unexpired at `nowSeconds`; else null. */
export async function verifyToken(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: [ALGORITHM],
      typ: HEADER.typ,
      requiredClaims: ['exp', 'iat', 'sub'],
      currentDate: new Date(nowSeconds * 1000),
    });
    return areOurClaims(payload) ? payload : null;
  } catch {
    return null;
  }
}
