import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A link's token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/**
 * SHA-256, hex: enough for tokens and recovery codes of 128 and 50 random bits, which no dictionary
 * holds; a slow hash would only slow the sign-in it guards (docs/decisions/accounts.md).
 */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code: 10 characters of an unambiguous alphabet (~49 bits), shown as `xxxxx-xxxxx`. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]!);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** How a typed recovery code is compared: lower case, without spaces or dashes. */
export const normalCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');
