import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { chunkGone, loadNewBuild } from './new-build.ts';
import { hasUnsavedInput } from './unsaved-input.ts';

/*
 * A page whose code cannot be loaded (offline, or gone after a release) never leaves a dead portal
 *. React Router keeps a route's failed `lazy` for good and would show its raw error screen,
 * so every route's `lazy` is wrapped (app/router.tsx): it tries again once when the network is up; when
 * the code is still missing although the network is up, a release removed it and the page is loaded
 * anew, into the new build (once per build per tab: lib/new-build.ts); otherwise the route shows the
 * error panel with a retry, and tries again by itself when the network returns.
 */

type RouteModule = { Component?: ComponentType | null; [key: string]: unknown };
type Load = () => Promise<RouteModule>;
export type LoadFailedProps = { error: unknown; retry: () => void };

/** Until the signed-in layout's code has come with the spec's error panel (components/load-failed.tsx). */
function PlainLoadFailed({ retry }: LoadFailedProps) {
  return (
    <div role="alert" style={{ padding: 16 }}>
      <p>We were unable to load this page. Don&apos;t worry, our engineers have been notified!</p>
      <button type="button" onClick={retry}>
        Reload this page
      </button>
    </div>
  );
}

let FailedView: ComponentType<LoadFailedProps> = PlainLoadFailed;
/** The view of a page that failed to load (set by the signed-in layout's code). */
export function setLoadFailedView(view: ComponentType<LoadFailedProps>): void {
  FailedView = view;
}
/** The view of a failure: the spec's error panel once loaded, else a plain one. */
export const failedView = (): ComponentType<LoadFailedProps> => FailedView;

let navigationTarget = () => window.location.href;
/** Where the navigation under way goes (set by app/boot.tsx from the router). */
export function setNavigationTarget(target: () => string): void {
  navigationTarget = target;
}

/** How long a failed chunk waits before its second try (a dropped connection, a busy server). */
export const CHUNK_RETRY_MS = 400;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A part of the page (a dialog, a menu) whose code a release removed while the page holds unsaved input:
 * the page is not reloaded under the supplier's hands; they are asked to save first (retryable-lazy.tsx).
 */
export class ReleasedWhileEditing extends Error {
  constructor(cause: unknown) {
    super('A new release removed this part of the page while it held unsaved input', { cause });
  }
}

/**
 * Loads again once if the network is up. A second failure while the server answers means the build is
 * gone: the page at `href` is loaded anew into the new build when allowed (then the returned promise never
 * settles), else the error is thrown. A part of the page (`inPage`: the reload would load this same page
 * again) is never reloaded while the page holds unsaved input: ReleasedWhileEditing is thrown instead. A
 * route's load is a navigation: the page being left is left anyway.
 */
export async function loadOrReload<T>(
  load: () => Promise<T>,
  href: () => string,
  { inPage = false } = {},
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!navigator.onLine) throw error;
    await wait(CHUNK_RETRY_MS);
    try {
      return await load();
    } catch (again) {
      if (!(await chunkGone())) throw again;
      if (inPage && hasUnsavedInput()) throw new ReleasedWhileEditing(again);
      if (loadNewBuild(href())) return new Promise<T>(() => {});
      throw again;
    }
  }
}

/** A route's component that shows the error panel until its code loads (a retry, the network's return). */
function recovering(load: Load, error: unknown): ComponentType {
  let loaded: ComponentType | undefined;
  return function RecoveringPage() {
    const [Page, setPage] = useState(() => loaded);
    const [failure, setFailure] = useState(error);
    const retry = useCallback(() => {
      loadOrReload(load, () => window.location.href).then((module) => {
        loaded = module.Component ?? (() => null);
        setPage(() => loaded);
      }, setFailure);
    }, []);
    useEffect(() => {
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, [retry]);
    return Page ? <Page /> : <FailedView error={failure} retry={retry} />;
  };
}

/** A route's `lazy` that never fails (see above); `prefetch` loads the code without any of it. */
export function resilientRoute(load: Load): Load & { prefetch: Load } {
  const route = async () => {
    try {
      return await loadOrReload(load, navigationTarget);
    } catch (error) {
      return { Component: recovering(load, error) };
    }
  };
  return Object.assign(route, { prefetch: load });
}
