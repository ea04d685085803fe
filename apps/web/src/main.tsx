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
        <RouterProvider router={router} />
      </PlatformShell>
    </Providers>
  </StrictMode>,
);
