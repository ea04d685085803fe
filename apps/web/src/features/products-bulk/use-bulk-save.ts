import { useEffect, useRef, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  BULK_LIMITS,
  BULK_MESSAGES as M,
  bulkParamToField,
  type BulkMode,
  type BulkRowErrors,
  type BulkUploadErrorBody,
} from '@portal/domain';
import { ApiError } from '../../lib/api-client.ts';
import { notifyError } from '../../lib/notify.ts';
import { invalidateProducts } from '../../api/products.ts';
import { sendBulkUpload, trackBulkUpload } from '../../api/products-bulk.ts';
import type { BulkAction, SaveOutcome, SaveState } from './lib/bulk-flow.ts';
import type { PendingRow } from './lib/pending-rows.ts';

export function detailOf(error: unknown): string {
  if (error instanceof ApiError) return error.fieldErrors[0]?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

type Sent = Array<{ line: number; body: unknown }>;

/** The server's per-product errors of a refused upload, by the CSV line each product came from. */
function serverErrorsByLine(error: unknown, sent: Sent): Map<number, BulkRowErrors> | null {
  const body =
    error instanceof ApiError && error.status === 400 ? (error.body as Partial<BulkUploadErrorBody>) : null;
  if (!body?.products?.length) return null;
  const byLine = new Map<number, BulkRowErrors>();
  for (const p of body.products) {
    const line = sent[p.index]?.line;
    if (line === undefined) continue;
    const errors: BulkRowErrors = {};
    for (const e of p.productErrors) errors[bulkParamToField(e.param) ?? 'name'] ??= e.message;
    byLine.set(line, errors);
  }
  return byLine;
}

/** What a save sends: every row to add, only the changes to edit. */
function toSend(mode: BulkMode, rows: PendingRow[]): Sent {
  return mode === 'add'
    ? rows.map((r) => ({ line: r.line, body: r.result.payload }))
    : rows.filter((r) => r.result.change).map((r) => ({ line: r.line, body: r.result.change }));
}

/** What a refused upload means for the flow: errors in the rows (a 400 by product), or back to step 0. */
function refusalOf(mode: BulkMode, error: unknown, sent: Sent): SaveOutcome {
  const byLine = serverErrorsByLine(error, sent);
  if (byLine) return { kind: 'rowErrors', byLine };
  const what = mode === 'edit' ? M.couldNotSaveEdited : detailOf(error);
  return { kind: 'failed', message: M.generic(mode === 'edit' ? `${what}: ${detailOf(error)}` : what) };
}

/** The notice of an outcome, given when the progress dialog closes (the result screen speaks for a success). */
function noticeOf(outcome: SaveOutcome) {
  if (outcome.kind === 'rowErrors') notifyError(M.productsInvalid, BULK_LIMITS.noticeMs);
  if (outcome.kind === 'failed') notifyError(M.saveFailed, BULK_LIMITS.longNoticeMs);
}

/**
 * The save of the bulk flow on the flow's state: the upload with its progress, then a pause of
 * BULK_LIMITS.progressCloseDelayMs (a timer, so tests drive it with fake timers) before the outcome applies.
 */
export function useBulkSave(mode: BulkMode, save: SaveState, dispatch: Dispatch<BulkAction>) {
  const client = useQueryClient();
  const outcome = save.phase === 'closing' ? save.outcome : null;

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => {
      noticeOf(outcome);
      dispatch({ type: 'saveSettled' });
    }, BULK_LIMITS.progressCloseDelayMs);
    return () => clearTimeout(timer);
  }, [outcome, dispatch]);

  // A second Save while one is under way (a double click) sends nothing.
  const busy = useRef(false);

  return async function send(rows: PendingRow[]) {
    if (busy.current) return;
    const sent = toSend(mode, rows);
    // The result screen says 'Your products are already up to date': no toast repeating it.
    if (!sent.length)
      return dispatch({ type: 'saveEnded', outcome: { kind: 'saved', count: 0, data: null } });
    busy.current = true;
    dispatch({ type: 'saveStarted', count: sent.length });
    try {
      const data = await sendBulkUpload(
        mode,
        sent.map((s) => s.body),
        (progress) => dispatch({ type: 'progress', progress }),
      );
      trackBulkUpload(mode === 'add' ? 'bulk-add' : 'bulk-edit', {
        count: sent.length,
        uploadId: data.uploadId,
      });
      void invalidateProducts(client);
      dispatch({ type: 'saveEnded', outcome: { kind: 'saved', count: sent.length, data } });
    } catch (error) {
      dispatch({ type: 'saveEnded', outcome: refusalOf(mode, error, sent) });
    } finally {
      busy.current = false;
    }
  };
}
