import { retryableLazy } from '../lib/retryable-lazy.tsx';

/**
 * The Orders CSV dialog, loaded when it is first opened: the orders list and the reports page
 * render it only while open, so its form, date checks and MUI's Dialog are not on their first paint.
 */
export const LazyOrdersCsvDialog = retryableLazy(
  async () => (await import('./orders-csv-dialog.tsx')).OrdersCsvDialog,
);
