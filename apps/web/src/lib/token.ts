import type { TokenClaims } from '@portal/domain';

function decodePart(part: string | undefined): unknown {
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const text = decodeURIComponent(
      Array.from(atob(padded), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The claims of a token, if its header is exactly a JWT signed with HS256 and it has the claims we need. */
export function readToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const [h, p] = token.split('.');
  const header = decodePart(h) as { typ?: string; alg?: string } | null;
  if (!header || header.typ !== 'JWT' || header.alg !== 'HS256') return null;
  const claims = decodePart(p) as TokenClaims | null;
  if (!claims || typeof claims.exp !== 'number' || typeof claims.sub !== 'number') return null;
  return claims;
}

export function isExpired(claims: TokenClaims, nowMs = Date.now()): boolean {
  return claims.exp * 1000 <= nowMs;
}

/** Milliseconds until expiry. */
export function msUntilExpiry(claims: TokenClaims, nowMs = Date.now()): number {
  return claims.exp * 1000 - nowMs;
}
