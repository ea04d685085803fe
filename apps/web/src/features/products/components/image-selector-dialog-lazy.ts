import { retryableLazy } from '../../../lib/retryable-lazy.tsx';

/**
 * The image selector, loaded when it is first opened (issue 21): its fuzzy gallery search (fuse.js),
 * upload and MUI's Dialog are not on the products list's or the product form's first paint.
 */
export const LazyImageSelectorDialog = retryableLazy(
  async () => (await import('./image-selector-dialog.tsx')).ImageSelectorDialog,
);
