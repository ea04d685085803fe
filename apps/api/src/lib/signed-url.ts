import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Expiring download links for e-mailed documents: /api/downloads/<token>?exp=<unix s>&sig=<hmac>.
 * The token is random (never a job id or a file name), and the signature covers token and expiry,
 * so neither can be changed or guessed.
 */
export const DOWNLOAD_LINK_TTL_SECONDS = 7 * 24 * 3600;

/** 32 random bytes, base64url (43 characters). */
export function newDownloadToken(): string {
  return randomBytes(32).toString('base64url');
}

function signature(token: string, exp: number, secret: string): string {
  return createHmac('sha256', `download:${secret}`).update(`${token}\n${exp}`).digest('base64url');
}

/** The link's path for a file that expires at `expiresAt` (the link stops working then too). */
export function signedDownloadPath(token: string, expiresAt: Date, secret: string): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `/api/downloads/${encodeURIComponent(token)}?exp=${exp}&sig=${signature(token, exp, secret)}`;
}

export function verifyDownload(
  token: string,
  exp: number | undefined,
  sig: string | undefined,
  secret: string,
  now = Date.now(),
): boolean {
  if (exp === undefined || sig === undefined) return false;
  if (!Number.isInteger(exp) || exp * 1000 <= now) return false;
  const expected = Buffer.from(signature(token, exp, secret));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
