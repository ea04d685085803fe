import { Component, lazy, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { pageSettled } from './page-settled.ts';
import { failedView, loadOrReload, ReleasedWhileEditing } from './resilient-route.tsx';
import { loadWithPage } from './later-parts.ts';

/** Under the top bar, over the page, in the page's width up to 480 px. */
const FLOATING = {
  position: 'fixed',
  top: 64,
  right: 8,
  left: 8,
  zIndex: 1300,
  maxWidth: 480,
  marginLeft: 'auto',
} as const;

type BoundaryProps = {
  children: ReactNode;
  retry: () => void;
  quiet?: boolean;
  /** What stands in while the network is down (nothing by default). */
  offline?: ReactNode;
};

/** The page holds unsaved input and this part's code is gone: ask, never reload under the supplier. */
function SaveFirst() {
  return (
    <div role="alert" style={{ ...FLOATING, padding: 16, background: '#fff4e5', color: '#4d2c00' }}>
      <p style={{ margin: '0 0 8px' }}>
        A new version of the portal is available. Save your changes, then reload the page to continue.
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload this page
      </button>
    </div>
  );
}

/**
 * Catches a lazy part's failed load. Offline it shows nothing (or `offline`): the offline notice says why,
 * and the part loads by itself when the network returns. With the network up: the error panel with a
 * retry, floating under the top bar (a menu, a drawer or a dialog has no place in the page), or nothing
 * for a part nobody asked for (quiet: the feedback survey); a part a release removed while the page holds
 * unsaved input asks the supplier to save first.
 */
class LoadBoundary extends Component<BoundaryProps, { error: unknown; offline: boolean }> {
  override state = { error: undefined as unknown, offline: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, offline: !navigator.onLine };
  }
  override componentDidMount() {
    this.listen();
  }
  override componentDidUpdate() {
    this.listen();
  }
  private listen() {
    if (this.state.error !== undefined) window.addEventListener('online', this.props.retry, { once: true });
  }
  override componentWillUnmount() {
    window.removeEventListener('online', this.props.retry);
  }
  override render() {
    const { error, offline } = this.state;
    if (error === undefined) return this.props.children;
    if (offline) return this.props.offline ?? null;
    if (error instanceof ReleasedWhileEditing) return <SaveFirst />;
    if (this.props.quiet) return null;
    // Floating under the top bar: a menu, a drawer or a dialog has no place of its own in the page.
    const FailedView = failedView();
    return (
      <div style={FLOATING}>
        <FailedView error={error} retry={this.props.retry} />
      </div>
    );
  }
}

/**
 * React's `lazy` that can fail and be tried again (React keeps a failed lazy for good). The code is
 * fetched with the page, once it has drawn (lib/later-parts.ts), so a menu, a dialog or a table's part
 * works when the network goes after the first paint; a part nobody asked for (quiet: the feedback survey,
 * the staff banner) loads only when rendered. A failure shows LoadBoundary's view, and its retry (or the
 * network's return) loads it again. With the network up, a second failure means a release removed the
 * code: the page reloads into the new build when allowed (lib/new-build.ts), never while it holds unsaved
 * input. `preload()` fetches the code ahead without any of that.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { quiet?: boolean; offline?: (props: P) => ReactNode } = {},
) {
  let loaded = false;
  if (!options.quiet) loadWithPage(load, pageSettled);
  const make = () =>
    lazy(async () => {
      const Loaded = await loadOrReload(load, () => window.location.href, { inPage: true });
      loaded = true;
      return { default: Loaded };
    });
  let Lazy = make();
  function Retryable(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = useCallback(() => {
      if (!loaded) Lazy = make();
      setAttempt((n) => n + 1);
    }, []);
    return (
      <LoadBoundary key={attempt} retry={retry} quiet={options.quiet} offline={options.offline?.(props)}>
        <Lazy {...props} />
      </LoadBoundary>
    );
  }
  return Object.assign(Retryable, {
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
  });
}
