import {
  validateBulkRows,
  type BulkCsvRow,
  type BulkRowErrors,
  type BulkRowResult,
  type BulkValidationContext,
} from '@portal/domain';

/** A row of the 'Pending Products' table. `line` is its row number in the uploaded file (header = 1). */
export type PendingRow = {
  line: number;
  row: BulkCsvRow;
  ignored: boolean;
  /** The rules' verdict, rerun after every edit. */
  result: BulkRowResult;
  /** What the server said about this row on the last save (cleared when the row is edited). */
  serverErrors: BulkRowErrors;
};

export const errorsOf = (p: PendingRow): BulkRowErrors =>
  p.ignored ? {} : { ...p.serverErrors, ...p.result.errors };
export const hasErrors = (p: PendingRow) => Object.keys(errorsOf(p)).length > 0;

/** Reruns every rule on the rows that are not ignored (duplicates are checked across them). */
export function revalidate(rows: PendingRow[], ctx: BulkValidationContext): PendingRow[] {
  const live = rows.filter((r) => !r.ignored);
  const results = validateBulkRows(
    live.map((r) => r.row),
    ctx,
  );
  const byLine = new Map(live.map((r, i) => [r.line, results[i]!]));
  return rows.map((r) => (r.ignored ? r : { ...r, result: byLine.get(r.line)! }));
}

export function toPendingRows(rows: BulkCsvRow[], ctx: BulkValidationContext): PendingRow[] {
  const results = validateBulkRows(rows, ctx);
  return rows.map((row, i) => ({ line: i + 2, row, ignored: false, result: results[i]!, serverErrors: {} }));
}

/** Errors first, then (edit mode) the rows that change something, then the rest, each in file order. */
export function orderRows(rows: PendingRow[]): PendingRow[] {
  const rank = (p: PendingRow) => (hasErrors(p) ? 0 : p.ignored ? 3 : p.result.change ? 1 : 2);
  return rows.slice().sort((a, b) => rank(a) - rank(b) || a.line - b.line);
}
