import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { PlatformShell } from './features/platform/platform-shell.tsx';
import './styles.css';

const queryClient = createQueryClient();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <PlatformShell>
        {/* Navigations render at once rather than in an interruptible transition: no route suspends
            (lazy routes resolve before the router commits), and a page that lags its URL lets a
            quick click land on the page being left. */}
        <RouterProvider router={router} useTransitions={false} />
      </PlatformShell>
    </Providers>
  </StrictMode>,
);
