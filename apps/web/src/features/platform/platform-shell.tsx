import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { reportError } from '../../lib/error-reporter.ts';
import { MaintenanceGate } from './maintenance/maintenance-gate.tsx';

// Loaded with the signed-in layout, not with the first paint of every page (issue 21's bundle budgets).
const FeedbackSurvey = lazy(async () => ({
  default: (await import('./feedback/feedback-survey.tsx')).FeedbackSurvey,
}));
const StaffSessionBanner = lazy(async () => ({
  default: (await import('./staff-session/staff-session-banner.tsx')).StaffSessionBanner,
}));

/** At most this many uncaught errors are reported per page load (a render loop must not flood the API). */
const MAX_UNCAUGHT_REPORTS = 10;

function useUncaughtErrorReporting() {
  useEffect(() => {
    const seen = new Set<string>();
    const send = (error: unknown, kind: string) => {
      const key = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
      if (seen.has(key) || seen.size >= MAX_UNCAUGHT_REPORTS) return;
      seen.add(key);
      reportError(error, { kind });
    };
    const onError = (e: ErrorEvent) => send(e.error ?? e.message, 'uncaught');
    const onRejection = (e: PromiseRejectionEvent) => send(e.reason, 'unhandledrejection');
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}

/** Around the whole portal: maintenance mode and reporting of uncaught errors. */
export function PlatformShell({ children }: { children: ReactNode }) {
  useUncaughtErrorReporting();
  return <MaintenanceGate>{children}</MaintenanceGate>;
}

/** Inside the signed-in layout: the staff session banner (with staff auto sign-out) and the feedback survey. */
export function PlatformSessionExtras() {
  return (
    <Suspense fallback={null}>
      <StaffSessionBanner />
      <FeedbackSurvey />
    </Suspense>
  );
}
