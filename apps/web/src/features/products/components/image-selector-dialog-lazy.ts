import { retryableLazy } from '../../../lib/retryable-lazy.tsx';

/**
 * The image selector, loaded when it is first opened: its fuzzy gallery search (fuse.js), upload and
 * MUI's Dialog would only slow the products list's and the product form's first paint.
 */
export const LazyImageSelectorDialog = retryableLazy(
  async () => (await import('./image-selector-dialog.tsx')).ImageSelectorDialog,
);
