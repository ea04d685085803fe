import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { setNoticesHost } from './notify.ts';

/** At most this many notices at once: older ones wait, they never pile up over a form. */
export const MAX_NOTICES = { desktop: 2, phone: 1 } as const;

const NoticesHost = lazy(async () => ({ default: (await import('./notices-host.tsx')).NoticesHost }));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Notices for the whole portal. notistack and its provider (lib/notices-host.tsx: where notices appear,
 * their colours, the close button) load with the first notice, not with the first paint: most visits of
 * the sign-in page show none (issue 21's 150 KB budget). `notify` waits until the host is mounted.
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [ready] = useState(deferred);
  useEffect(
    () =>
      setNoticesHost(() => {
        setWanted(true);
        return ready.promise;
      }),
    [ready],
  );
  return (
    <>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <NoticesHost onReady={ready.resolve} />
        </Suspense>
      )}
    </>
  );
}
