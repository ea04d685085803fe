import Papa from 'papaparse';
import {
  bulkCsvHeaders,
  bulkRowToRecord,
  escapeCsvCell,
  recordsToBulkRows,
  type BulkCsvRow,
  type BulkMode,
  type BulkParseResult,
} from '@portal/domain';

/**
 * CSV text to table rows: papaparse (comma separated, blank lines skipped) then the shared domain
 * rules. Kept free of React so the benchmark times exactly what the page runs.
 */
export function parseBulkCsvText(text: string, mode: BulkMode): BulkParseResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: ',',
    skipEmptyLines: 'greedy',
  });
  // Papa reports a "TooFewFields"-style problem per record index; quotes left open are real format errors.
  const errorRows = parsed.errors.filter((e) => e.type === 'Quotes').map((e) => e.row ?? 0);
  return recordsToBulkRows(parsed.data, mode, errorRows);
}

/** The rows as a CSV file, headers first (template, 'Download Products'). */
export function bulkRowsToCsv(rows: BulkCsvRow[], mode: BulkMode): string {
  return Papa.unparse(
    { fields: bulkCsvHeaders(mode), data: rows.map((r) => bulkRowToRecord(r, mode).map(escapeCsvCell)) },
    { newline: '\r\n' },
  );
}
