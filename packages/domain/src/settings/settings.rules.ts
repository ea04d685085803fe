import { z } from 'zod';
import { storable, text } from '../primitives/index.ts';
import { SETTINGS_MESSAGES as M } from './settings.messages.ts';

/** Three digits, an optional dash or space, three digits. */
export const BSB_PATTERN = /^\d{3}[- ]?\d{3}$/;
/** A bank account number: 6 to 10 digits, nothing else. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{6,10}$/;
export const POSTCODE_MIN = 800;
export const POSTCODE_MAX = 7799;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
// A pragmatic check (one @, a dot in the domain, no spaces); deliverability is the mail server's job.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Australian numbers once spaces, dashes, dots and brackets are removed: landlines and mobiles
 * (0 or +61 then 2, 3, 4, 7 or 8 and eight digits), 1300/1800 and 13 numbers.
 */
export function isAustralianPhone(value: string): boolean {
  const compact = value.replace(/[\s\-().]/g, '');
  return (
    /^(?:\+?61|0)[23478]\d{8}$/.test(compact) || /^1[38]00\d{6}$/.test(compact) || /^13\d{4}$/.test(compact)
  );
}

/** The postcode as stored: 800-7799 written with four digits ('0800'), or null when invalid. */
export function normalisePostcode(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{3,4}$/.test(text)) return null;
  const n = Number(text);
  if (!Number.isInteger(n) || n < POSTCODE_MIN || n > POSTCODE_MAX) return null;
  return String(n).padStart(4, '0');
}

export const requiredText = (message: string, max = 200) => text({ max, required: message });

export const emailField = () =>
  storable(
    z
      .string({ error: M.emailRequired })
      .trim()
      .min(1, { error: M.emailRequired, abort: true })
      .max(254)
      .regex(EMAIL_PATTERN, M.emailInvalid),
  );

export const phoneField = () =>
  z
    .string({ error: M.phoneRequired })
    .trim()
    .min(1, { error: M.phoneRequired, abort: true })
    .max(30)
    .refine(isAustralianPhone, M.phoneInvalid);
// (A phone number that passes isAustralianPhone holds only digits and separators: always storable.)

/** Empty means 'not given' on the optional fields of extra recipients. */
export const optionalText = (max = 200) =>
  text({ max })
    .nullish()
    .transform((v) => (v ? v : null));

export const optionalPhone = () =>
  z
    .string()
    .trim()
    .max(30)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isAustralianPhone(v), M.phoneInvalid);

export const postcodeField = () =>
  z.union([z.string(), z.number()], { error: M.postcodeInvalid }).transform((v, ctx) => {
    const postcode = normalisePostcode(v);
    if (postcode === null) {
      ctx.addIssue({ code: 'custom', message: M.postcodeInvalid });
      return z.NEVER;
    }
    return postcode;
  });

/** Store images: header 1400x700, logo 400x400, JPEG at quality 85. */
export const STORE_IMAGE_SIZES = {
  header: { width: 1400, height: 700 },
  logo: { width: 400, height: 400 },
} as const;
export const STORE_IMAGE_QUALITY = 85;
export const STORE_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
