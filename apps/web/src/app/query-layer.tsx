import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { holdPageSettled } from '../lib/page-settled.ts';
import { onSessionEnd } from './session/session-provider.tsx';
import { onRoleRefreshed } from './session/role-refresh.ts';

// Signing out empties the portal's one query cache.
onSessionEnd(() => queryClient.clear());
// A changed role: every query asks again with the new token (a 403 of the old role is not kept).
onRoleRefreshed(() => void queryClient.invalidateQueries());

/** Held from the layer's first render until the landing page's first queries have answered. */
let releaseFirstQueries: (() => void) | null = null;

/**
 * The landing page's content has come when its first queries have answered (lib/page-settled.ts). They
 * start in the page's effects, which run before this layer's: so the check waits for them.
 */
function useFirstQueriesSettle() {
  releaseFirstQueries ??= holdPageSettled();
  useEffect(() => {
    const release = releaseFirstQueries!;
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      release();
      stop();
    };
    const stop = queryClient.getQueryCache().subscribe(check);
    check();
    return stop;
  }, []);
}

/**
 * TanStack Query for every route but the sign-in page, loaded with the first of them (router.tsx): the
 * sign-in form posts through callOperation alone, so its first paint carries no query code (its 150 KB
 * budget, scripts/check-budgets.mjs).
 */
export function QueryLayer() {
  useFirstQueriesSettle();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
