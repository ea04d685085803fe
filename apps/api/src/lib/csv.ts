import Papa from 'papaparse';

/**
 * CSV files we hand out. A cell that starts with = + - @ (or a tab or carriage return) would be run
 * as a formula by a spreadsheet, so it is prefixed with an apostrophe (OWASP's CSV injection advice).
 */
export function escapeCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function toCsv(headers: string[], rows: unknown[][]): string {
  return Papa.unparse({ fields: headers, data: rows.map((r) => r.map(escapeCell)) }, { newline: '\r\n' });
}

/** A Content-Disposition value safe for any filename. */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
