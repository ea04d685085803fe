import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, type Location } from 'react-router';
import { Providers } from './providers.tsx';
import { prefetchWhenIdle } from './prefetch.ts';
import { createRouter } from './router.tsx';
import { chunkGone, loadNewBuild, newBuildPending } from '../lib/new-build.ts';
import { preloadNotices } from '../lib/notify.ts';
import { paths } from '../lib/paths.ts';
import { setNavigationTarget } from '../lib/resilient-route.tsx';
import { PlatformShell } from '../features/platform/platform-shell.tsx';

/*
 * The portal: its router and first render, loaded by main.tsx once the app shell is on screen.
 */

// Signing in leads to the dashboard: its code comes once the visitor starts on the form (and the
// browser is idle), never with the first paint nor for a visit that only looks.
if (window.location.pathname === paths.login) {
  const onIntent = () => {
    prefetchWhenIdle([paths.dashboard]);
    // The notices' code too: the first seconds after signing in may be offline.
    preloadNotices();
  };
  for (const type of ['pointerdown', 'keydown'] as const)
    document.addEventListener(type, onIntent, { once: true, capture: true });
}
const router = createRouter();
// A navigation is the safe moment to move onto a new release (lib/new-build.ts): the page being left goes
// anyway; the one asked for is loaded from the server, new build and all, instead of from this one.
const hrefOf = (to: Location | undefined) => (to ? router.createHref(to) : window.location.href);
setNavigationTarget(() => hrefOf(router.state.navigation.location));
// A chunk's preload failing while the server answers (vite:preloadError): the build may be gone, the next
// navigation loads the new one. The import itself fails too, and its boundary shows the panel meanwhile.
window.addEventListener('vite:preloadError', () => void chunkGone());
let shown = router.state.location;
router.subscribe((state) => {
  const next = state.navigation.location ?? (state.location !== shown ? state.location : undefined);
  shown = state.location;
  if (next && newBuildPending()) loadNewBuild(hrefOf(next));
});

/** Once the router has the code of the page it landed on (its lazy routes), or at once if it has. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const root = createRoot(document.getElementById('root')!);
// React's first render replaces the server's app shell (early/landing-shell.ts) in #root: it waits for
// the page's code, or it would replace the shell with an empty router and blank the page meanwhile.
// The render runs in a transition: React renders the portal in slices and lets the browser in between,
// rather than as one task of several hundred milliseconds on a phone, during which a tap would go unanswered.
await routerReady();
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <PlatformShell>
          {/* Navigations render at once rather than in an interruptible transition: no route suspends
            (lazy routes resolve before the router commits), and a page that lags its URL lets a
            quick click land on the page being left. */}
          <RouterProvider router={router} useTransitions={false} />
        </PlatformShell>
      </Providers>
    </StrictMode>,
  ),
);
