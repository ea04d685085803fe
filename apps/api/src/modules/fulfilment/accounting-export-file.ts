import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { Zip, ZipDeflate } from 'fflate';
import {
  timeZoneForState,
  XERO_INVOICES_PER_FILE,
  type AccountingExportQuery,
  type AccountingFormat,
} from '@portal/domain';
import type { Actor, AppContext } from '../../lib/context.ts';
import { csvHeaderLine, toCsvRows } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import { heavyReads } from '../../lib/turns.ts';
import { encodeWindows1252 } from '../../lib/windows-1252.ts';
import { ACCOUNTING_LAYOUTS, invoiceDocuments } from './accounting-export.ts';
import { CREDIT_LAYOUTS, creditDocuments } from './accounting-export-credits.ts';
import * as credits from './accounting-export-credits.repository.ts';
import * as repo from './fulfilment.repository.ts';

/**
 * Invoices read, turned to rows and encoded at a time: a small query and about a thousand rows, so one
 * slice holds the event loop for a few milliseconds; the loop turns between slices. It divides Xero's
 * 500, so a slice never spans two files.
 */
export const EXPORT_SLICE_INVOICES = 250;

type ExportFile = { filename: string; contentType: string; body: AsyncIterable<Uint8Array> };

/** What a file of the export holds: tax invoices or credit notes, by id in the plan's order. */
type Kind = 'invoices' | 'credits';
type Part = { kind: Kind; ids: number[] };
type Slices = (part: Part) => AsyncGenerator<string>;
type Options = { perFile?: number };

/**
 * An accounting export as a stream: the plan (the invoices' ids by invoice date, the credit notes' by issue
 * date) is read first, so a refusal or the file's kind is known before a byte is sent; then the documents
 * are read, written and sent a slice at a time, each slice's query taking its turn in the heavy-reads lane.
 * MYOB: one Windows-1252 CSV, the invoices then the credit notes (negative sales). Xero: the invoices' CSV
 * and the credit notes' CSV (Xero imports them with separate templates), each split into numbered files of
 * at most XERO_INVOICES_PER_FILE documents; one file comes as a CSV, more as a ZIP, compressed slice by slice.
 * `perFile` is for tests only (Xero's limit is XERO_INVOICES_PER_FILE).
 */
export async function accountingExportFile(
  ctx: AppContext,
  actor: Actor,
  query: AccountingExportQuery,
  { perFile = XERO_INVOICES_PER_FILE }: Options = {},
): Promise<ExportFile> {
  const supplier = await repo.supplierHeading(ctx.db, actor.supplierId);
  if (!supplier) throw AppError.notFound('Supplier');
  const timeZone = timeZoneForState(supplier.state);
  const [ids, creditIds] = await Promise.all([
    repo.invoiceIdsDated(ctx.db, actor.supplierId, timeZone, query.from, query.to),
    credits.creditNoteIdsIssued(ctx.db, actor.supplierId, timeZone, query.from, query.to),
  ]);
  const slices: Slices = async function* ({ kind, ids: part }) {
    for (let i = 0; i < part.length; i += EXPORT_SLICE_INVOICES) {
      await yieldToOthers();
      const slice = part.slice(i, i + EXPORT_SLICE_INVOICES);
      yield await heavyReads.run(async () => {
        if (kind === 'credits') {
          const found = await credits.creditNotesWithLines(ctx.db, actor.supplierId, slice);
          const docs = creditDocuments(slice, found, timeZone);
          return toCsvRows(docs.flatMap(CREDIT_LAYOUTS[query.format].rowsOf), { guard: false });
        }
        const found = await repo.invoiceOrdersWithLines(ctx.db, actor.supplierId, slice);
        const byId = new Map(found.orders.map((o) => [o.id, o]));
        const ordered = slice.flatMap((id) => byId.get(id) ?? []);
        const rows = invoiceDocuments(ordered, found.lines).flatMap(ACCOUNTING_LAYOUTS[query.format].rowsOf);
        return toCsvRows(rows, { guard: false });
      });
    }
  };
  const period = query.from === query.to ? query.from : `${query.from}-to-${query.to}`;
  if (query.format === 'myob') {
    return {
      filename: `myob-service-sales-${period}.csv`,
      contentType: 'text/csv; charset=windows-1252',
      body: encoded(myobText(ids, creditIds, slices), encodeWindows1252),
    };
  }
  const files = [
    ...xeroFiles(`xero-sales-invoices-${period}`, { kind: 'invoices', ids }, perFile, !creditIds.length),
    ...xeroFiles(`xero-credit-notes-${period}`, { kind: 'credits', ids: creditIds }, perFile, false),
  ];
  if (files.length === 1) {
    const utf8 = new TextEncoder();
    return {
      filename: files[0]!.name,
      contentType: 'text/csv; charset=utf-8',
      body: encoded(csvText('xero', files[0]!.part, slices), (text) => utf8.encode(text)),
    };
  }
  const zipName = creditIds.length
    ? `xero-sales-invoices-and-credit-notes-${period}`
    : `xero-sales-invoices-${period}`;
  return { filename: `${zipName}.zip`, contentType: 'application/zip', body: xeroZip(files, slices) };
}

type XeroFile = { name: string; part: Part };

/**
 * A kind's Xero files: at most `perFile` documents each, named '…-1-of-3.csv' when there are several; none
 * for a kind without documents, unless `always` (an export with nothing in it is still the invoices' file).
 */
function xeroFiles(base: string, part: Part, perFile: number, always: boolean): XeroFile[] {
  if (!part.ids.length) return always ? [{ name: `${base}.csv`, part }] : [];
  const count = Math.ceil(part.ids.length / perFile);
  return Array.from({ length: count }, (_, n) => ({
    name: count === 1 ? `${base}.csv` : `${base}-${n + 1}-of-${count}.csv`,
    part: { kind: part.kind, ids: part.ids.slice(n * perFile, (n + 1) * perFile) },
  }));
}

/**
 * An import file's text, piece by piece: the header row of the file's kind in the format, then the rows,
 * CRLF line ends, no formula guard (an import file is read by the accounting system, where an apostrophe
 * would become part of a name). Xero's starts with a UTF-8 byte order mark; MYOB's has none (it would sit
 * in front of the first field name).
 */
async function* csvText(format: AccountingFormat, part: Part, slices: Slices): AsyncGenerator<string> {
  const layout = part.kind === 'credits' ? CREDIT_LAYOUTS[format] : ACCOUNTING_LAYOUTS[format];
  yield csvHeaderLine([...layout.headers], { bom: format === 'xero' });
  yield* slices(part);
}

/** MYOB's one file: the Service Sales header, the invoices, then the credit notes as negative sales. */
async function* myobText(ids: number[], creditIds: number[], slices: Slices): AsyncGenerator<string> {
  yield* csvText('myob', { kind: 'invoices', ids }, slices);
  yield* slices({ kind: 'credits', ids: creditIds });
}

async function* encoded(
  pieces: AsyncIterable<string>,
  encode: (text: string) => Uint8Array,
): AsyncGenerator<Uint8Array> {
  for await (const piece of pieces) if (piece) yield encode(piece);
}

/** Xero's ZIP of the planned files, each deflated as it is written. */
async function* xeroZip(files: XeroFile[], slices: Slices): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure = null as Error | null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else out.push(data);
  });
  const drain = function* () {
    if (failure) throw failure;
    yield* out.splice(0);
  };
  const utf8 = new TextEncoder();
  for (const { name, part } of files) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    for await (const piece of csvText('xero', part, slices)) {
      file.push(utf8.encode(piece));
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
