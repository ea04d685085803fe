import { useState } from 'react';
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
import {
  sendBulkUpload,
  trackBulkUpload,
  type BulkUploadResult,
  type UploadProgress,
} from '../../api/products-bulk.ts';
import type { PendingRow } from './lib/pending-rows.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

/** What the save tells the rest of the flow. */
type SaveOutcome = {
  /** Saved (or nothing to save: `data` null): the result step. */
  onSaved: (count: number, data: BulkUploadResult | null) => void;
  /** Refused product by product: the rows get the server's errors. */
  onRowErrors: (byLine: Map<number, BulkRowErrors>) => void;
  /** Refused as a whole: back to the upload step with this message. */
  onFailed: (message: string) => void;
};

/**
 * The save of the bulk flow: what to send (every row to add, only the changes to edit), the upload with its
 * progress dialog, and what the answer means for the rows.
 */
export function useBulkSave(mode: BulkMode, outcome: SaveOutcome) {
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [progressOpen, setProgressOpen] = useState(false);
  const [sentCount, setSentCount] = useState(0);

  async function save(rows: PendingRow[]) {
    const toSend: Sent =
      mode === 'add'
        ? rows.map((r) => ({ line: r.line, body: r.result.payload }))
        : rows.filter((r) => r.result.change).map((r) => ({ line: r.line, body: r.result.change }));
    // The result screen says 'Your products are already up to date': no toast repeating it.
    if (!toSend.length) return outcome.onSaved(0, null);
    setSaving(true);
    setSentCount(toSend.length);
    setProgress(null);
    setProgressOpen(true);
    try {
      const data = await sendBulkUpload(
        mode,
        toSend.map((s) => s.body),
        setProgress,
      );
      trackBulkUpload(mode === 'add' ? 'bulk-add' : 'bulk-edit', {
        count: toSend.length,
        uploadId: data.uploadId,
      });
      void invalidateProducts(client);
      await sleep(BULK_LIMITS.progressCloseDelayMs);
      outcome.onSaved(toSend.length, data);
    } catch (error) {
      await sleep(BULK_LIMITS.progressCloseDelayMs);
      const byLine = serverErrorsByLine(error, toSend);
      if (byLine) {
        outcome.onRowErrors(byLine);
        notifyError(M.productsInvalid, BULK_LIMITS.noticeMs);
      } else {
        const what = mode === 'edit' ? M.couldNotSaveEdited : detailOf(error);
        outcome.onFailed(M.generic(mode === 'edit' ? `${what}: ${detailOf(error)}` : what));
        notifyError(M.saveFailed, BULK_LIMITS.longNoticeMs);
      }
    } finally {
      setProgressOpen(false);
      setSaving(false);
    }
  }

  return { save, saving, progress, progressOpen, sentCount };
}
