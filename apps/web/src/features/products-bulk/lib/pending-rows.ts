import {
  validateBulkRows,
  type BulkCsvRow,
  type BulkRowField,
  type BulkRowErrors,
  type BulkRowResult,
  type BulkValidationContext,
} from '@portal/domain';

/** A row of the 'Pending Products' table. `line` is its line in the uploaded file (header = 1, blank lines counted). */
export type PendingRow = {
  line: number;
  row: BulkCsvRow;
  /** The rules' verdict, rerun after every edit. */
  result: BulkRowResult;
  /** What the server said about this row on the last save (cleared when the row is edited). */
  serverErrors: BulkRowErrors;
};

export const errorsOf = (p: PendingRow): BulkRowErrors => ({ ...p.serverErrors, ...p.result.errors });
/** One field's error, as errorsOf has it (the rules' before the server's), without building the whole set. */
export const errorOf = (p: PendingRow, field: BulkRowField): string | undefined =>
  p.result.errors[field] ?? p.serverErrors[field];
export const hasErrors = (p: PendingRow) => Object.keys(errorsOf(p)).length > 0;

/** Reruns every rule on every row (duplicates are checked across them). */
export function revalidate(rows: PendingRow[], ctx: BulkValidationContext): PendingRow[] {
  const results = validateBulkRows(
    rows.map((r) => r.row),
    ctx,
  );
  return rows.map((r, i) => ({ ...r, result: results[i]! }));
}

/** Rows just read, each with its line in the file. */
export function toPendingRows(
  rows: BulkCsvRow[],
  lines: number[],
  ctx: BulkValidationContext,
  serverErrors: BulkRowErrors[] = [],
): PendingRow[] {
  const results = validateBulkRows(rows, ctx);
  return rows.map((row, i) => ({
    line: lines[i] ?? i + 2,
    row,
    result: results[i]!,
    serverErrors: serverErrors[i] ?? {},
  }));
}

/** Errors first, then (edit mode) the rows that change something, then the rest, each in file order. */
export function orderRows(rows: PendingRow[]): PendingRow[] {
  const rank = (p: PendingRow) => (hasErrors(p) ? 0 : p.result.change ? 1 : 2);
  return rows.slice().sort((a, b) => rank(a) - rank(b) || a.line - b.line);
}

/** What a reload keeps of the confirm step (session storage): the rows as typed, not their verdicts. */
export type SavedPending = {
  fileName: string | null;
  rows: Array<{ line: number; row: BulkCsvRow; serverErrors: BulkRowErrors }>;
};

const keyOf = (mode: string) => `portal.bulkProducts.${mode}`;

export const pendingStore = {
  load(mode: string): SavedPending | null {
    try {
      const text = window.sessionStorage.getItem(keyOf(mode));
      if (!text) return null;
      const saved = JSON.parse(text) as SavedPending;
      return Array.isArray(saved?.rows) && saved.rows.length ? saved : null;
    } catch {
      return null;
    }
  },
  save(mode: string, fileName: string | null, rows: PendingRow[]): void {
    const saved: SavedPending = {
      fileName,
      rows: rows.map(({ line, row, serverErrors }) => ({ line, row, serverErrors })),
    };
    try {
      window.sessionStorage.setItem(keyOf(mode), JSON.stringify(saved));
    } catch {
      /* a full or disabled storage only loses the reload convenience */
    }
  },
  clear(mode: string): void {
    try {
      window.sessionStorage.removeItem(keyOf(mode));
    } catch {
      /* ignored on purpose */
    }
  },
};
