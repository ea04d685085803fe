import { isValidElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { createMemoryRouter, parsePath, RouterProvider, type RouteObject } from 'react-router';
import type { Role, TokenClaims } from '@portal/domain';
import { theme } from '../app/theme.ts';
import { NoticesProvider } from '../lib/notices-provider.tsx';
import { SessionContext, type Session } from '../lib/session.ts';
// The notices' host loads with the first notice in the portal; here it is loaded with the test file, so a
// test waits for the notice, never for the module to import on a loaded machine.
import '../lib/notices-host.tsx';

/** A signed-in session of a team member with `role` (or staff) for a component test. */
export function sessionAs(role: Role | 'staff', claims: Partial<TokenClaims> = {}): Session {
  const staff = role === 'staff';
  return {
    token: 'test-token',
    claims: {
      sub: 1,
      exp: 4_102_444_800,
      iat: 1_764_000_000,
      state: 'NSW',
      staff,
      username: `${role}@example.com`,
      supplierName: 'Fresh Co',
      ...(staff ? {} : { role }),
      ...claims,
    },
    isStaff: staff,
    needsSupplier: false,
    signIn: () => undefined,
    signOut: () => undefined,
  };
}

/**
 * The query cache of a test, the only one the web tests make (src/test/one-way.test.ts checks): a query
 * that fails shows its failure at once, never retried, unless the test's `options` say otherwise.
 */
export function testQueryClient({ queries, mutations }: DefaultOptions = {}): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, ...queries }, mutations } });
}

export type RenderOptions = {
  /** The address the router starts at (default '/'), with its history state. */
  at?: string;
  state?: unknown;
  /** Who is signed in: a role's session (default the owner's), or a session of the test's own. */
  session?: Session;
  /** The query cache (default a new `testQueryClient()` per render). */
  queryClient?: QueryClient;
};

type Router = ReturnType<typeof createMemoryRouter>;

/**
 * A page or component as the portal renders it: the theme, notices, the session, a query cache and a
 * memory router. `routes` are the router's routes, one element shown at every address, or a router the
 * test made itself (to run its loaders first). Returns Testing Library's result with the router (its
 * location) and the query cache.
 */
export function renderWithProviders(
  routes: RouteObject[] | ReactElement | Router,
  options: RenderOptions = {},
) {
  const { at = '/', state, session = sessionAs('owner'), queryClient = testQueryClient() } = options;
  const router =
    Array.isArray(routes) || isValidElement(routes)
      ? createMemoryRouter(Array.isArray(routes) ? routes : [{ path: '*', element: routes }], {
          initialEntries: [{ ...parsePath(at), state }],
        })
      : routes;
  const result = render(
    <ThemeProvider theme={theme}>
      <NoticesProvider>
        <SessionContext.Provider value={session}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </SessionContext.Provider>
      </NoticesProvider>
    </ThemeProvider>,
  );
  return { ...result, router, queryClient };
}
