import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { reportError } from '../../lib/error-reporter.ts';
import { pageSettled } from '../../lib/page-settled.ts';
import { useSession } from '../../lib/session.ts';
import { MaintenanceGate } from './maintenance/maintenance-gate.tsx';
import { retryableLazy } from '../../lib/retryable-lazy.tsx';

// Loaded with the signed-in layout, not with the first paint of every page, which keeps to its bundle budget.
// Quiet when their code cannot load (offline in the first seconds after sign-in): nobody asked for them, so
// no error panel; they load when the network returns.
const FeedbackSurvey = retryableLazy(
  async () => (await import('./feedback/feedback-survey.tsx')).FeedbackSurvey,
  { quiet: true },
);
const StaffSessionBanner = retryableLazy(
  async () => (await import('./staff-session/staff-session-banner.tsx')).StaffSessionBanner,
  { quiet: true },
);

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

/** True once the landing page has drawn its content (lib/page-settled.ts). */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let mounted = true;
    void pageSettled().then(() => mounted && setSettled(true));
    return () => {
      mounted = false;
    };
  }, []);
  return settled;
}

/**
 * Under the app bar, in the page's flow: the staff session banner (with staff auto sign-out), whose code
 * loads only for a staff session.
 */
export function StaffSessionSlot() {
  const { isStaff } = useSession();
  return <Suspense fallback={null}>{isStaff && <StaffSessionBanner />}</Suspense>;
}

/** Inside the signed-in layout: the feedback survey, once the page has drawn its content. */
export function PlatformSessionExtras() {
  const settled = usePageSettled();
  return <Suspense fallback={null}>{settled && <FeedbackSurvey />}</Suspense>;
}
