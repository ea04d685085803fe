import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { pageSettled } from './page-settled.ts';
import { preloadNotices, setNoticesHost } from './notify.ts';

type Host = ComponentType<{ onReady: () => void }>;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Notices for the whole portal. notistack and its provider (lib/notices-host.tsx: where notices appear,
 * their colours, the close button) are not on the first paint (the sign-in page's 150 KB budget, scripts/check-budgets.mjs): they load once
 * the page has drawn its content, when the browser is idle, or with the first notice if that comes
 * sooner. So the notices a failure needs (offline first of all) have their code before the network goes
 *. A load that fails is tried again: by the next notice, or when the network returns.
 * `notify` waits until the host is mounted.
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [Host, setHost] = useState<Host | null>(null);
  const [ready] = useState(deferred);
  useEffect(
    () =>
      setNoticesHost(async () => {
        const { NoticesHost } = await import('./notices-host.tsx');
        setHost(() => NoticesHost);
        return ready.promise;
      }),
    [ready],
  );
  useEffect(() => {
    void pageSettled().then(preloadNotices);
  }, []);
  return (
    <>
      {children}
      {Host && <Host onReady={ready.resolve} />}
    </>
  );
}
