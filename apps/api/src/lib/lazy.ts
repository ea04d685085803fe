/**
 * Heavy modules (mjml, the S3 SDK, pdfkit, sharp) are imported on first use, not at start: together they
 * cost seconds and tens of MB before the first request, and a process may never need them. The promise
 * is kept, so the module loads once; a failed load is tried again next time.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export const loadSharp = onFirstUse(async () => (await import('sharp')).default);
export const loadPdfKit = onFirstUse(async () => (await import('pdfkit')).default);
