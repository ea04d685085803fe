import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ApiError } from '../lib/api-client.ts';
import { onSessionEnd } from './session/session-provider.tsx';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });
}

/** The portal's one query cache: signing out empties it. */
const queryClient = createQueryClient();
onSessionEnd(() => queryClient.clear());

/**
 * TanStack Query for every route but the sign-in page, loaded with the first of them (router.tsx): the
 * sign-in form posts through callOperation alone, so its first paint carries no query code (issue 21).
 */
export function QueryLayer() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
