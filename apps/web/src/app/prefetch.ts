import { matchRoutes, type RouteObject } from 'react-router';

let routeTable: RouteObject[] = [];
const started = new Set<string>();

/** The router's routes, given once by router.tsx (this module may not import it: a cycle). */
export function setPrefetchRoutes(routes: RouteObject[]) {
  routeTable = routes;
}

/**
 * Loads the code of the page at `to` (and of the layouts around it) without showing it: each route's
 * `lazy` import is started once, and the router finds it in the module cache when the page is opened.
 * Pages are never loaded on first paint, only on intent (hover, focus, touch) or when the browser is idle.
 */
export function prefetchRoute(to: string) {
  const path = to.split(/[?#]/)[0] ?? to;
  if (started.has(path)) return;
  started.add(path);
  for (const match of matchRoutes(routeTable, path) ?? []) {
    // The code only (lib/resilient-route.tsx): a prefetch that fails never reloads nor shows a panel.
    const lazy = match.route.lazy as { prefetch?: () => Promise<unknown> } | undefined;
    if (lazy?.prefetch) void lazy.prefetch().catch(() => started.delete(path));
  }
}

/** The props that prefetch a link's page when the pointer or the keyboard shows the intent to follow it. */
export const prefetchOnIntent = (to: string) => ({
  onMouseEnter: () => prefetchRoute(to),
  onFocus: () => prefetchRoute(to),
  onTouchStart: () => prefetchRoute(to),
});

/** Prefetches pages once the browser has nothing else to do (after the current page has loaded). */
export function prefetchWhenIdle(paths: string[]) {
  const run = () => paths.forEach(prefetchRoute);
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5000 });
    else window.setTimeout(run, 2000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
