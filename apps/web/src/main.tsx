import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { prefetchWhenIdle } from './app/prefetch.ts';
import { createRouter } from './app/router.tsx';
import { paths } from './lib/paths.ts';
import { PlatformShell } from './features/platform/platform-shell.tsx';
import './styles.css';

// Signing in leads to the dashboard: its code comes once the visitor starts on the form (and the
// browser is idle), never with the first paint nor for a visit that only looks.
if (window.location.pathname === paths.login) {
  const onIntent = () => prefetchWhenIdle([paths.dashboard]);
  for (const type of ['pointerdown', 'keydown'] as const)
    document.addEventListener(type, onIntent, { once: true, capture: true });
}
const router = createRouter();

const root = createRoot(document.getElementById('root')!);
// The first render in a transition: React renders the portal in slices and lets the browser in between,
// rather than as one task of several hundred milliseconds on a phone (issue 21).
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
