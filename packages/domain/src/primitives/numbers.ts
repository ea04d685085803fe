import { z } from 'zod';

/** The largest PostgreSQL integer: every id, cent amount and count column is a 32-bit integer. */
export const PG_INT_MAX = 2_147_483_647;

/** The largest amount of money anything may cost or total, in cents ($1,000,000). */
export const MAX_MONEY_CENTS = 100_000_000;

export const NUMBER_MESSAGES = {
  id: `Must be a whole number from 1 to ${PG_INT_MAX}`,
  count: `Must be a whole number from 0 to ${PG_INT_MAX}`,
  cents: 'Must be a whole number of cents',
  centsMax: 'Must be $1,000,000.00 or less',
} as const;

export const isId = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= PG_INT_MAX;

/** An id in a JSON body: a whole number 1..2,147,483,647; `message` replaces every failure's text. */
export function id(message: string = NUMBER_MESSAGES.id) {
  // One message per value: out of range stops before the whole-number check (1e308 is 'whole' but unsafe).
  return z
    .number({ error: message })
    .min(1, { message, abort: true })
    .max(PG_INT_MAX, { message, abort: true })
    .int(message);
}

const ID_DIGITS = /^\d{1,10}$/;

/**
 * An id in a path or query string: decimal digits only (no '1e3', '0x10', '1.5', ' 7'), 1..2,147,483,647.
 * A path id out of range answers 400 naming the parameter, as any other malformed input. Digits become a
 * number before the check and anything else fails it as it came: so the API document types the parameter
 * as the integer it is (a preprocess is documented as its result, where a transform would be the string).
 */
export function idParam(message: string = NUMBER_MESSAGES.id) {
  return z.preprocess(
    (value: string) => (ID_DIGITS.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(PG_INT_MAX, message),
  );
}

/** A whole number of cents from `min` (default 0) to `max` (default $1,000,000). */
export function cents(
  opts: {
    min?: number;
    max?: number;
    required?: string;
    invalid?: string;
    tooLow?: string;
    tooHigh?: string;
  } = {},
) {
  const invalid = opts.invalid ?? NUMBER_MESSAGES.cents;
  return z
    .number({ error: opts.required ?? invalid })
    .int(invalid)
    .min(opts.min ?? 0, opts.tooLow ?? invalid)
    .max(opts.max ?? MAX_MONEY_CENTS, opts.tooHigh ?? NUMBER_MESSAGES.centsMax);
}

/** Quantities (supplied quantities, portion sizes): positive, at most 3 decimals, at most this. */
export const MAX_QUANTITY = 100_000;
