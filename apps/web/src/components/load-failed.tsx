import type { LoadFailedProps } from '../lib/resilient-route.tsx';
import { ErrorPanel } from './error-panel.tsx';

/**
 * The spec's error panel for code that could not be loaded (issue 34): 'Reload this page' tries again.
 * Offline there is nothing to report (and no way to send it).
 */
export function LoadFailedPanel({ error, retry }: LoadFailedProps) {
  return <ErrorPanel error={error} report={navigator.onLine} onRetry={retry} />;
}
