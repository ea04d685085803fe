/** A plain number ("-5", "+3.25", "12"): a spreadsheet reads it as a value, never as a formula. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
/**
 * What a spreadsheet would run as a formula (or a DDE command) at the start of a cell: = + - @ and
 * their full-width forms (＝ ＋ － ＠, which spreadsheets in Asian locales read as the ASCII ones),
 * also after leading spaces or line breaks (" =1+1", "\n=1+1"), and a cell starting with a tab or a
 * line break at all.
 */
const FORMULA_START = /^(?:[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n])/;

/** Whether a spreadsheet could take the text (after any apostrophes already in front) for a formula. */
function guarded(text: string): boolean {
  const rest = text.replace(/^'+/, '');
  return FORMULA_START.test(rest) && !PLAIN_NUMBER.test(rest);
}

/**
 * The one CSV cell escape for every file meant for a spreadsheet, on the server and in the browser: a
 * cell that a spreadsheet would run as a formula gets a leading apostrophe (OWASP's CSV injection
 * advice). Plain numbers, negative ones included, stay numbers; `-2+3+cmd|' /C calc'!A0` does not pass
 * as one. A text that already starts with apostrophes in front of a formula gets one more, so
 * unescapeCsvCell can always undo exactly what this did. Accounting import files are not escaped
 * (docs/decisions/documents.md).
 */
export function escapeCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean | bigint);
  return guarded(text) ? `'${text}` : text;
}

/**
 * Reading a file the portal wrote: undoes escapeCsvCell (the apostrophe in front of '-Lean Beef Mince'
 * goes), so an unchanged download uploaded again changes nothing. Any other apostrophe stays.
 */
export function unescapeCsvCell(cell: string): string {
  return cell.startsWith("'") && guarded(cell) ? cell.slice(1) : cell;
}
