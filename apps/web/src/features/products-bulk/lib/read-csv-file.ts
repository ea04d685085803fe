import { BULK_LIMITS, BULK_MESSAGES as M, type BulkCsvRow, type BulkMode } from '@portal/domain';
import type { FileProblem } from './bulk-flow.ts';
import { parseBulkCsvText } from './parse-csv.ts';

/** How much of a file is looked at to tell text from a picture, a workbook or a PDF (as git does). */
const SNIFF_BYTES = 8000;

/** Starts of files that are never CSV text: PNG, JPEG, GIF, PDF, ZIP (an .xlsx workbook is a ZIP). */
const SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x25, 0x50, 0x44, 0x46],
  [0x50, 0x4b, 0x03, 0x04],
];

/** Whether these first bytes of a file are not text: a known binary signature, or a NUL byte. */
export function looksBinary(head: Uint8Array): boolean {
  if (SIGNATURES.some((sig) => sig.every((b, i) => head[i] === b))) return true;
  return head.includes(0);
}

async function headOf(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, SNIFF_BYTES);
  // jsdom's Blob has text() but not always arrayBuffer(); a Response reads any Blob.
  const buffer =
    typeof slice.arrayBuffer === 'function'
      ? await slice.arrayBuffer()
      : await new Response(slice).arrayBuffer();
  return new Uint8Array(buffer);
}

export type ReadBulkFile =
  | { ok: true; rows: BulkCsvRow[]; lines: number[] }
  | { ok: false; problem: FileProblem };

/**
 * A chosen file to rows, or the problem that stops it before anything is shown: not text (a picture
 * renamed .csv would otherwise be read as headers), its headers or format, no rows, or more rows than
 * one upload may hold (BULK_LIMITS.maxProducts, the server's own limit), said before the table is built.
 */
export async function readBulkCsvFile(file: Blob, mode: BulkMode): Promise<ReadBulkFile> {
  if (looksBinary(await headOf(file))) return { ok: false, problem: { kind: 'notText', message: M.notText } };
  const parsed = parseBulkCsvText(await file.text(), mode);
  if (!parsed.ok) return { ok: false, problem: parsed };
  if (parsed.rows.length > BULK_LIMITS.maxProducts) {
    return { ok: false, problem: { kind: 'tooMany', message: M.tooManyProducts(parsed.rows.length) } };
  }
  return { ok: true, rows: parsed.rows, lines: parsed.lines };
}
