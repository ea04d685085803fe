import { useRouteError } from 'react-router';
import { paths } from '../lib/paths.ts';
import { failedView } from '../lib/resilient-route.tsx';

const reload = () => window.location.reload();

/**
 * A page that failed while it rendered: the error panel in place of the page, the top bar kept.
 * A page whose code failed to load never gets here (lib/resilient-route.tsx).
 */
export function PageError() {
  const error = useRouteError();
  const FailedView = failedView();
  return <FailedView error={error} retry={reload} />;
}

/**
 * The app-level error page, in place of React Router's raw "Unexpected Application Error":
 * the error panel with 'Reload this page', and a way back to the dashboard.
 */
export function AppErrorPage() {
  const error = useRouteError();
  const FailedView = failedView();
  return (
    <main style={{ maxWidth: 640, margin: '0 auto', padding: 16 }}>
      <FailedView error={error} retry={reload} />
      <a href={paths.dashboard}>Go to the dashboard</a>
    </main>
  );
}
