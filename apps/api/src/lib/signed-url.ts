import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Expiring download links for e-mailed documents: /api/downloads/<key>?exp=<unix s>&sig=<hmac>.
 * The signature covers the key and the expiry, so neither can be changed.
 */
export const DOWNLOAD_LINK_TTL_SECONDS = 7 * 24 * 3600;

function signature(key: string, exp: number, secret: string): string {
  return createHmac('sha256', `download:${secret}`).update(`${key}\n${exp}`).digest('base64url');
}

export function signedDownloadPath(
  key: string,
  secret: string,
  ttlSeconds = DOWNLOAD_LINK_TTL_SECONDS,
  now = Date.now(),
): string {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  return `/api/downloads/${key.split('/').map(encodeURIComponent).join('/')}?exp=${exp}&sig=${signature(key, exp, secret)}`;
}

export function verifyDownload(
  key: string,
  exp: number,
  sig: string,
  secret: string,
  now = Date.now(),
): boolean {
  if (!Number.isInteger(exp) || exp * 1000 < now) return false;
  const expected = Buffer.from(signature(key, exp, secret));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
