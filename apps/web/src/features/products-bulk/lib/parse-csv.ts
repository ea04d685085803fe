import Papa from 'papaparse';
import {
  bulkCsvHeaders,
  bulkRowToRecord,
  escapeCsvCell,
  recordLineNumbers,
  recordsToBulkRows,
  type BulkCsvRow,
  type BulkMode,
  type BulkParseResult,
  unescapeCsvCell,
} from '@portal/domain';

/** A UTF-8 byte-order mark: Excel on Windows reads the file as UTF-8 only with it ('Jalapeño'). */
export const UTF8_BOM = '\uFEFF';

/**
 * CSV text to table rows: papaparse (comma separated) then the shared domain rules. Blank lines are
 * kept here and skipped by the rules, so every row keeps the file's own line number. Kept free of
 * React so the benchmark times exactly what the page runs.
 */
export function parseBulkCsvText(text: string, mode: BulkMode): BulkParseResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: ',',
    skipEmptyLines: false,
  });
  // Papa reports a "TooFewFields"-style problem per record index; quotes left open are real format errors.
  const errorRows = parsed.errors.filter((e) => e.type === 'Quotes').map((e) => e.row ?? 0);
  // Undo the formula guard bulkRowsToCsv wrote, so an unchanged download uploaded again changes nothing.
  const records = parsed.data.map((record) => record.map(unescapeCsvCell));
  return recordsToBulkRows(records, mode, errorRows, recordLineNumbers(records));
}

/** The rows as a CSV file, with a byte-order mark and headers first (template, 'Download Products'). */
export function bulkRowsToCsv(rows: BulkCsvRow[], mode: BulkMode): string {
  return (
    UTF8_BOM +
    Papa.unparse(
      { fields: bulkCsvHeaders(mode), data: rows.map((r) => bulkRowToRecord(r, mode).map(escapeCsvCell)) },
      { newline: '\r\n' },
    )
  );
}
