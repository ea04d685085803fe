/**
 * Text that may reach the database. PostgreSQL cannot store the NUL character in text or jsonb, and a
 * lone UTF-16 surrogate is not Unicode (jsonb refuses its escape, text would silently store U+FFFD), so
 * both are refused at the edge with a message naming the field, never a 500 later.
 */
export const TEXT_MESSAGES = {
  nul: 'Must not contain the NUL character',
  surrogate: 'Must be valid Unicode text (it contains a lone surrogate character)',
  tooLong: (max: number) => `Must be at most ${max.toLocaleString('en-AU')} characters`,
  notText: 'Must be text',
  tooDeep: 'Is nested too deeply',
  tooBig: 'Is too large',
} as const;

/** Lengths for fields that have no limit of their own in the spec. */
export const TEXT_LIMITS = {
  /** Names, labels, SKUs, references. */
  name: 255,
  /** Short free text: hours, days, entity names, filters of one value. */
  short: 100,
  /** Comments, replies, reasons. */
  comment: 2000,
  /** Descriptions, client error messages. */
  long: 5000,
  email: 254,
  url: 500,
  /** A search box's text. */
  search: 200,
  /** Passwords are hashed, never stored; this only bounds the work. */
  password: 1024,
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasNul = (value: string): boolean => value.includes('\u0000');
export const hasLoneSurrogate = (value: string): boolean => LONE_SURROGATE.test(value);

/** The message of the first character rule a string breaks, or null when it can be stored. */
export function textProblem(value: string): string | null {
  if (hasNul(value)) return TEXT_MESSAGES.nul;
  if (hasLoneSurrogate(value)) return TEXT_MESSAGES.surrogate;
  return null;
}

/** A JSON value's size in UTF-8 bytes. */
export function jsonBytes(value: unknown): number {
  let bytes = 0;
  for (const ch of JSON.stringify(value) ?? '') {
    const code = ch.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** How much a stored JSON value may hold: nesting, values, each string or key, and its size as JSON. */
export type JsonLimits = { maxDepth?: number; maxNodes?: number; maxString?: number; maxBytes?: number };

/**
 * The first problem of a JSON value's strings and keys (NUL, lone surrogate, longer than `maxString`),
 * depth, number of values and size as JSON (`maxBytes`, UTF-8).
 */
export function jsonProblem(value: unknown, limits: JsonLimits = {}): string | null {
  const { maxDepth = 8, maxNodes = 2000, maxString = Infinity, maxBytes = Infinity } = limits;
  let nodes = 0;
  const stringProblem = (s: string) =>
    s.length > maxString ? TEXT_MESSAGES.tooLong(maxString) : textProblem(s);
  const walk = (v: unknown, depth: number): string | null => {
    if (++nodes > maxNodes) return TEXT_MESSAGES.tooBig;
    if (typeof v === 'string') return stringProblem(v);
    if (v === null || typeof v !== 'object') return null;
    if (depth >= maxDepth) return TEXT_MESSAGES.tooDeep;
    if (Array.isArray(v)) {
      for (const item of v) {
        const problem = walk(item, depth + 1);
        if (problem) return problem;
      }
      return null;
    }
    for (const [key, item] of Object.entries(v)) {
      const problem = stringProblem(key) ?? walk(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  const problem = walk(value, 0);
  if (problem || maxBytes === Infinity) return problem;
  return jsonBytes(value) > maxBytes ? TEXT_MESSAGES.tooBig : null;
}

const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** Replaces NUL and lone surrogates with U+FFFD: for reports that must be kept even when damaged. */
export const toStorableText = (value: string): string =>
  value.replaceAll('\u0000', '\uFFFD').replace(LONE_SURROGATES, '\uFFFD');

/** A JSON value with every string and key made storable (see toStorableText); deeper than 8 levels is cut. */
export function toStorableJson(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return toStorableText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 8) return '[too deep]';
  if (Array.isArray(value)) return value.map((v) => toStorableJson(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [toStorableText(k), toStorableJson(v, depth + 1)]),
  );
}
