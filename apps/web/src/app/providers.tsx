import { useEffect, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { NoticesProvider } from '../lib/notices-provider.tsx';
import { markFirstRender } from '../lib/page-settled.ts';
import { SessionProvider } from './session/session-provider.tsx';
import { theme } from './theme.ts';

/**
 * The theme as @mui/material's ThemeProvider passes a theme without colour schemes (its ThemeProviderNoVars:
 * `vars: null`), without loading its CSS-variables provider, which this theme never uses (~3 KB on first paint).
 */
const noVarsTheme = { ...theme, vars: null };

/** Around the whole portal. The query cache is not here: it loads with the routes that use it (query-layer.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  // The providers' effect runs after every effect below it: the first render has committed.
  useEffect(markFirstRender, []);
  return (
    <ThemeProvider theme={noVarsTheme}>
      <CssBaseline />
      <NoticesProvider>
        <SessionProvider>{children}</SessionProvider>
      </NoticesProvider>
    </ThemeProvider>
  );
}
