import Papa from 'papaparse';
import { escapeCsvCell } from '@portal/domain';

/** The UTF-8 byte-order mark: without it Excel on Windows reads the file as ANSI and 'Jalapeño' breaks. */
export const BOM = '\uFEFF';

/**
 * CSV files we hand out: CRLF line ends; by default UTF-8 with a byte-order mark and every cell through
 * the one formula-injection escape of packages/domain (files meant for a spreadsheet). Accounting import
 * files pass `{ guard: false }` (the apostrophe would become part of the data) and MYOB's `bom: false`
 * (docs/decisions/documents.md).
 */
export function toCsv(
  headers: string[],
  rows: unknown[][],
  options: { bom?: boolean; guard?: boolean } = {},
): string {
  const cell = options.guard === false ? plainCell : escapeCsvCell;
  const body = Papa.unparse({ fields: headers, data: rows.map((r) => r.map(cell)) }, { newline: '\r\n' });
  return options.bom === false ? body : BOM + body;
}

const plainCell = (value: unknown) => (value === null || value === undefined ? '' : String(value as string));
/** More rows of a file `toCsv` began: each row with its CRLF before it, cells escaped the same way. */
export function toCsvRows(rows: unknown[][]): string {
  if (!rows.length) return '';
  const body = Papa.unparse(
    rows.map((r) => r.map(escapeCsvCell)),
    { newline: '\r\n', header: false },
  );
  return `\r\n${body}`;
}

/** A Content-Disposition value safe for any filename. */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
