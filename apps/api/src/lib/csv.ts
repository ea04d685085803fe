import { setImmediate as yieldToOthers } from 'node:timers/promises';
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

/** The header row alone, without a line end (each `toCsvRows` piece brings its own), BOM first by default. */
export function csvHeaderLine(headers: string[], options: { bom?: boolean } = {}): string {
  const line = Papa.unparse({ fields: headers, data: [] }, { newline: '\r\n' }).replace(/\r\n$/, '');
  return options.bom === false ? line : BOM + line;
}

/** More rows of a file `toCsv` or `csvHeaderLine` began: each row with its CRLF before it, cells escaped the same way. */
export function toCsvRows(rows: unknown[][], options: { guard?: boolean } = {}): string {
  if (!rows.length) return '';
  const cell = options.guard === false ? plainCell : escapeCsvCell;
  const body = Papa.unparse(
    rows.map((r) => r.map(cell)),
    { newline: '\r\n', header: false },
  );
  return `\r\n${body}`;
}

/** Rows `toCsvInTurns` writes between two turns of the event loop (a few milliseconds' work). */
const CSV_ROWS_PER_TURN = 1_000;

/**
 * `toCsv` for a file whose rows grow with the supplier's data (a report over a range, a day's
 * products): the same text, written CSV_ROWS_PER_TURN rows at a time with a turn of the event loop
 * between, so other requests are answered while it is written.
 */
export async function toCsvInTurns(
  headers: string[],
  rows: unknown[][],
  options: { bom?: boolean; guard?: boolean } = {},
): Promise<string> {
  const parts = [csvHeaderLine(headers, options)];
  for (let i = 0; i < rows.length; i += CSV_ROWS_PER_TURN) {
    await yieldToOthers();
    parts.push(toCsvRows(rows.slice(i, i + CSV_ROWS_PER_TURN), options));
  }
  return parts.join('') + (rows.length ? '' : '\r\n');
}

/** A Content-Disposition value safe for any filename. */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
