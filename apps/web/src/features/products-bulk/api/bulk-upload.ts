import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BULK_LIMITS, type BulkMode, type BulkUndoResponse } from '@portal/domain';
import { ApiError, NoResponseError, api, buildUrl, currentToken } from '../../../lib/api-client.ts';

export type BulkUploadResult = {
  productIds: number[];
  uploadId: number;
  customPriced: Array<{ id: number; sku: string | null; name: string; venues: number }>;
};

/** Where a save is: bytes sent, then the server's turn, then done. */
export type UploadProgress =
  | { phase: 'uploading'; loaded: number; total: number }
  | { phase: 'saving'; startedAt: number }
  | { phase: 'done' };

/**
 * POST (add) or PATCH (edit) suppliers/products/bulk-upload. XMLHttpRequest rather than fetch
 * because only it reports upload progress; errors come back as the same ApiError the client uses.
 */
export function sendBulkUpload(
  mode: BulkMode,
  products: unknown[],
  onProgress: (p: UploadProgress) => void,
): Promise<BulkUploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(mode === 'add' ? 'POST' : 'PATCH', buildUrl('suppliers/products/bulk-upload'));
    xhr.timeout = BULK_LIMITS.requestTimeoutMs;
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('accept', 'application/json');
    const token = currentToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) =>
      onProgress({ phase: 'uploading', loaded: e.loaded, total: e.total || e.loaded });
    xhr.upload.onload = () => onProgress({ phase: 'saving', startedAt: Date.now() });
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress({ phase: 'done' });
        resolve(body as BulkUploadResult);
      } else reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new NoResponseError('No response'));
    xhr.ontimeout = () => reject(new NoResponseError('Timed out'));
    xhr.send(JSON.stringify({ products }));
  });
}

/** POST suppliers/products/bulk-upload/{id}/undo */
export function useUndoBulkUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uploadId: number) =>
      api.post<BulkUndoResponse>(`suppliers/products/bulk-upload/${uploadId}/undo`),
    onSettled: () => client.invalidateQueries({ queryKey: ['suppliers', 'products'] }),
  });
}
