/**
 * The hand-written HS256 JWT the API used until it moved to `jose` (apps/api/src/lib/jwt.ts): kept here only as
 * the "before" side of bench/jwt.ts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TokenClaims } from '@portal/domain';

/**
 * HS256 JWTs, and only HS256: the header must say exactly { alg: "HS256", typ: "JWT" },
 * so alg "none", HS512 or RS256 tokens are all rejected before any signature check.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

export type SignOptions = {
  /** The moment of issue in milliseconds (default now): a revocation cut-off and its fresh token share one. */
  nowMs?: number;
  /** An expiry (seconds) the token must never pass, e.g. the end of the staff sign-in it derives from. */
  notAfter?: number;
};

export function signToken(
  claims: Omit<TokenClaims, 'iat' | 'exp' | 'iatMs'>,
  secret: string,
  ttlSeconds: number,
  { nowMs = Date.now(), notAfter }: SignOptions = {},
): string {
  const iat = Math.floor(nowMs / 1000);
  const exp = Math.min(iat + ttlSeconds, notAfter ?? Infinity);
  const payload = Buffer.from(JSON.stringify({ ...claims, iat, iatMs: nowMs, exp })).toString('base64url');
  const body = `${HEADER}.${payload}`;
  return `${body}.${sign(body, secret)}`;
}

export function verifyToken(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: unknown;
  let claims: TokenClaims;
  try {
    header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return null;
  }
  if (typeof header !== 'object' || header === null) return null;
  const { alg, typ } = header as { alg?: unknown; typ?: unknown };
  if (alg !== 'HS256' || (typ !== undefined && typ !== 'JWT')) return null;
  const expected = Buffer.from(sign(`${headerPart}.${payloadPart}`, secret));
  const given = Buffer.from(signaturePart);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
  if (typeof claims.sub !== 'number' || typeof claims.iat !== 'number') return null;
  return claims;
}
