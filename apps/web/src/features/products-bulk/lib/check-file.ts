import type { BulkMode, BulkValidationContext } from '@portal/domain';
import type { FileProblem } from './bulk-flow.ts';
import { toPendingRows, type PendingRow } from './pending-rows.ts';
import { readBulkCsvFile } from './read-csv-file.ts';

/** A chosen file as the confirm step's rows, read and checked, or the problem that stops it. */
export type ReadPending = { ok: true; rows: PendingRow[] } | { ok: false; problem: FileProblem };

/** What the page asks of the worker, and what it answers. */
export type ReadRequest = { file: Blob; mode: BulkMode; ctx: BulkValidationContext };

/** Reads and checks a file here, on whichever thread runs it (the worker, or the page without one). */
export async function readPendingHere({ file, mode, ctx }: ReadRequest): Promise<ReadPending> {
  const read = await readBulkCsvFile(file, mode);
  if (!read.ok) return read;
  return { ok: true, rows: toPendingRows(read.rows, read.lines, ctx) };
}
