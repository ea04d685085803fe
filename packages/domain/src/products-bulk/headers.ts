/**
 * CSV headers in order (spec 000 section 3). The tax column has two readings, 'Taxable (Y/N)' and
 * 'GST (Y/N)': uploads accept either, and everything we write uses 'GST (Y/N)', the one the
 * original's parser read.
 */
export type BulkMode = 'add' | 'edit';

export const TAX_HEADER = 'GST (Y/N)';
export const TAX_HEADER_ALT = 'Taxable (Y/N)';

const BASE_HEADERS = [
  'Product SKU',
  'Product Name',
  'Category One',
  'Category Two',
  'Category Three',
  'Price (Ex.GST)',
  'Price Unit',
  'Portions',
  'Portion Unit',
  TAX_HEADER,
  'Enabled (Y/N)',
  'Out of Stock (Y/N)',
] as const;

export function bulkCsvHeaders(mode: BulkMode): string[] {
  return mode === 'edit' ? ['Product Id', ...BASE_HEADERS] : [...BASE_HEADERS];
}

const normalise = (h: string) => h.replace(/^\uFEFF/, '').trim();

/** The uploaded header row without a BOM, surrounding spaces or trailing empty cells (spreadsheets add them). */
export function cleanHeaderRow(row: string[]): string[] {
  const cleaned = row.map(normalise);
  while (cleaned.length && cleaned[cleaned.length - 1] === '') cleaned.pop();
  return cleaned;
}

/** True when the header row is exactly the expected one, either tax reading accepted. */
export function headersMatch(uploaded: string[], mode: BulkMode): boolean {
  const expected = bulkCsvHeaders(mode);
  const got = cleanHeaderRow(uploaded);
  if (got.length !== expected.length) return false;
  return expected.every((h, i) => got[i] === h || (h === TAX_HEADER && got[i] === TAX_HEADER_ALT));
}
