import Papa from 'papaparse';
import { escapeCsvCell } from '@portal/domain';

/** The UTF-8 byte-order mark: without it Excel on Windows reads the file as ANSI and 'Jalapeño' breaks. */
export const BOM = '\uFEFF';

/**
 * CSV files we hand out: UTF-8 with a byte-order mark, CRLF line ends, every cell through the one
 * formula-injection escape of packages/domain.
 */
export function toCsv(headers: string[], rows: unknown[][]): string {
  return (
    BOM + Papa.unparse({ fields: headers, data: rows.map((r) => r.map(escapeCsvCell)) }, { newline: '\r\n' })
  );
}

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
