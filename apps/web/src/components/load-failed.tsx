import { AUTH_MESSAGES } from '@portal/domain';
import type { LoadFailedProps } from '../lib/resilient-route.tsx';
import { ErrorPanel } from './error-panel.tsx';

/**
 * The spec's error panel for code that could not be loaded (a page, the account menu): 'Reload this page'
 * tries again. Offline it says so, and that the code comes by itself when the connection is back (the
 * route and the lazy part both try again on 'online'); there is nothing to report, and no way to send it.
 */
export function LoadFailedPanel({ error, retry }: LoadFailedProps) {
  if (!navigator.onLine)
    return (
      <ErrorPanel
        title={AUTH_MESSAGES.offline}
        message={AUTH_MESSAGES.loadsWhenOnline}
        error={error}
        report={false}
        onRetry={retry}
      />
    );
  return <ErrorPanel error={error} onRetry={retry} />;
}
