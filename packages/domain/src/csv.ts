/** A plain number ("-5", "+3.25", "12"): a spreadsheet reads it as a value, never as a formula. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
/** What a spreadsheet would run as a formula (or a DDE command) at the start of a cell. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The one CSV cell escape for every file we hand out, on the server and in the browser: a cell that a
 * spreadsheet would run as a formula gets a leading apostrophe (OWASP's CSV injection advice). Plain
 * numbers, negative ones included, stay numbers; `-2+3+cmd|' /C calc'!A0` does not pass as one.
 */
export function escapeCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean | bigint);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}
