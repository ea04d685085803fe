import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BULK_LIMITS, productsBulkContract as ops, type BulkMode, type ResponseOf } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';
import { uploadOperation } from '../lib/api-transfer.ts';
import { trackEvent } from './events.ts';
import { invalidateProducts } from './products.ts';

/** What a bulk save answers: the saved products, the upload (to undo an edit) and the custom-priced ones. */
export type BulkUploadResult = ResponseOf<typeof ops.bulkAddProducts>;

/** Where a save is: bytes sent, then the server's turn, then done. */
export type UploadProgress =
  | { phase: 'uploading'; loaded: number; total: number }
  | { phase: 'saving'; startedAt: number }
  | { phase: 'done' };

/**
 * POST (add) or PATCH (edit) suppliers/products/bulk-upload through `upload` (lib/api-transfer.ts), which reports upload
 * progress and applies the session, version and maintenance handling of every call. A refused upload
 * rejects with the client's ApiError (its body is a BulkUploadErrorBody). The caller refreshes the
 * products (invalidateProducts) once it has shown the result.
 */
export async function sendBulkUpload(
  mode: BulkMode,
  products: unknown[],
  onProgress: (p: UploadProgress) => void,
): Promise<BulkUploadResult> {
  const result = await uploadOperation(
    mode === 'add' ? ops.bulkAddProducts : ops.bulkEditProducts,
    { body: { products } },
    {
      timeoutMs: BULK_LIMITS.requestTimeoutMs,
      onProgress: ({ loaded, total }) => onProgress({ phase: 'uploading', loaded, total }),
      onSent: () => onProgress({ phase: 'saving', startedAt: Date.now() }),
    },
  );
  onProgress({ phase: 'done' });
  return result;
}

/** Puts back what a bulk edit changed; every product query is stale after it. */
export function useUndoBulkUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uploadId: number) => callOperation(ops.undoBulkUpload, { params: { id: uploadId } }),
    onSettled: () => invalidateProducts(client),
  });
}

/** Records a bulk save for the supplier's activity (POST suppliers/events): fire and forget. */
export function trackBulkUpload(action: 'bulk-add' | 'bulk-edit', data: Record<string, unknown>): void {
  trackEvent({
    objectType: 'products',
    action,
    location: window.location.pathname,
    data: { ...data, screenSize: { width: window.innerWidth, height: window.innerHeight } },
  });
}
