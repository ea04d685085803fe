/**
 * The one number rule of every money, percentage and quantity field: a person types a plain
 * decimal, digits with at most one point and digits after it ('12', '12.5', '0.25', '.5'). Money may
 * start with one '$' (spreadsheets and people write it). Hexadecimal ('0x10'), binary, octal, exponents
 * ('1e2'), 'Infinity', signs ('+5', '-0'), spaces inside ('7 %') and a bare trailing point ('5.') are not
 * numbers here, though JavaScript's Number() reads most of them. The form and the server share it.
 */
const PLAIN = /^(\d+(\.\d+)?|\.\d+)$/;
const NEGATIVE = /^-(\d+(\.\d+)?|\.\d+)$/;

export type DecimalRule = {
  /** Most decimals allowed as typed ('1.20' has two). */
  places: number;
  /** Smallest value allowed; `minExclusive` makes it a strict bound (a positive number). */
  min: number;
  minExclusive?: boolean;
  /** Largest value allowed (inclusive). */
  max: number;
  /** Money in dollars: one leading '$' is allowed. */
  dollars?: boolean;
};

export type DecimalMessages = {
  required: string;
  number: string;
  decimals: string;
  /** Below `min`; also a negative number unless `negative` is given. */
  min: string;
  negative?: string;
  max: string;
};

/** The typed text without the spaces around it and, for money, one leading '$'. */
function body(raw: string, dollars: boolean | undefined): string {
  const text = raw.trim();
  return dollars && text.startsWith('$') ? text.slice(1) : text;
}

/** The typed text as a number when it is a plain decimal (see above), else null. */
export function parseDecimal(raw: string, opts: { dollars?: boolean } = {}): number | null {
  const text = body(raw, opts.dollars);
  return PLAIN.test(text) ? Number(text) : null;
}

/** The typed text's decimals as written: '1.20' has 2. */
const decimalsOf = (text: string): number => text.split('.')[1]?.length ?? 0;

/** The message of the first rule the typed text breaks, or null when it is a number the field takes. */
export function decimalProblem(raw: string, rule: DecimalRule, messages: DecimalMessages): string | null {
  const text = body(raw, rule.dollars);
  if (text === '') return messages.required;
  if (NEGATIVE.test(text) && Number(text) !== 0) return messages.negative ?? messages.min;
  if (!PLAIN.test(text)) return messages.number;
  const n = Number(text);
  if (n > rule.max) return messages.max;
  if (decimalsOf(text) > rule.places) return messages.decimals;
  if (rule.minExclusive ? n <= rule.min : n < rule.min) return messages.min;
  return null;
}

/**
 * Typed dollars to whole cents, exactly ('12.5' → 1250, '$0.25' → 25); NaN unless a plain decimal with
 * at most 2 places.
 */
export function decimalToCents(raw: string): number {
  const text = body(raw, true);
  if (!PLAIN.test(text) || decimalsOf(text) > 2) return Number.NaN;
  const [whole = '', frac = ''] = text.split('.');
  return Number(whole || '0') * 100 + Number(frac.padEnd(2, '0'));
}

/** A parsed number as a confirm step shows it: '16', '12.5', '0.25' (never '0x10' or '16.00'). */
export function formatDecimal(n: number, maxPlaces = 3): string {
  const [whole = '0', frac] = String(Number(n.toFixed(maxPlaces))).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${grouped}.${frac}` : grouped;
}
