import { Component, lazy, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { failedView, loadOrReload } from './resilient-route.tsx';

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

type BoundaryProps = { children: ReactNode; retry: () => void; quiet?: boolean };

/**
 * Catches a lazy part's failed load: the error panel with a retry, floating under the top bar (a menu, a
 * drawer or a dialog has no place in the page), or nothing for a part nobody asked for (quiet: the feedback survey); either way it tries
 * again by itself when the network returns.
 */
class LoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
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
    const { error } = this.state;
    if (error === undefined) return this.props.children;
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
 * React's `lazy` that can fail and be tried again (React keeps a failed lazy for good): the code loads
 * when first rendered, a failure shows LoadBoundary's panel, and its retry (or the network's return) loads
 * it again. With the network up, a second failure means a release removed the code: the page reloads into
 * the new build when allowed (lib/new-build.ts). `preload()` fetches the code ahead without any of that.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { quiet?: boolean } = {},
) {
  let loaded = false;
  const make = () =>
    lazy(async () => {
      const Loaded = await loadOrReload(load, () => window.location.href);
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
      <LoadBoundary key={attempt} retry={retry} {...options}>
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
