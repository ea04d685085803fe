import Papa from 'papaparse';
import { escapeCsvCell } from '@portal/domain';

/** CSV files we hand out, every cell through the one formula-injection escape of packages/domain. */
export function toCsv(headers: string[], rows: unknown[][]): string {
  return Papa.unparse({ fields: headers, data: rows.map((r) => r.map(escapeCsvCell)) }, { newline: '\r\n' });
}

/** A Content-Disposition value safe for any filename. */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
