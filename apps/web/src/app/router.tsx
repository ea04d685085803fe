import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { accountPublicRoutes, accountRoutes } from '../features/account/routes.tsx';
import { customersRoutes } from '../features/customers/routes.tsx';
import { customPricesRoutes } from '../features/custom-prices/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { lossLeadersRoutes } from '../features/loss-leaders/routes.tsx';
import { ordersRoutes } from '../features/orders/routes.tsx';
import { platformPublicRoutes, platformRoutes } from '../features/platform/routes.tsx';
import { productsRoutes } from '../features/products/routes.tsx';
import { productsBulkRoutes } from '../features/products-bulk/routes.tsx';
import { reportsRoutes } from '../features/reports/routes.tsx';
import { reviewsRoutes } from '../features/reviews/routes.tsx';
import { settingsRoutes } from '../features/settings/routes.tsx';
import { specialsRoutes } from '../features/specials/routes.tsx';
import { zonesRoutes } from '../features/zones/routes.tsx';
import { paths } from '../lib/paths.ts';
import { pageOperation } from './page-access.ts';
import { setPrefetchRoutes } from './prefetch.ts';
import { AppErrorPage, PageError } from './route-errors.tsx';
import { resilientRoute } from '../lib/resilient-route.tsx';
import { RequireSession } from './session/require-session.tsx';
import { useSession } from '../lib/session.ts';

/** Any other path: /dashboard when signed in, otherwise /login. */
function Fallback() {
  const { token } = useSession();
  return <Navigate to={token ? paths.dashboard : paths.login} replace />;
}

/**
 * Each page of PAGE_OPERATIONS inside a guard of its operation (issue 36): a role that may not call it sees
 * the "not allowed" panel rather than a page of 403s. The guard comes with the layout's code.
 */
function guarded(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const operation = pageOperation(route.path);
    if (!operation) return route;
    return {
      lazy: async () => {
        const { RequireAccess } = await import('./layout/app-layout.tsx');
        return { Component: () => <RequireAccess operation={operation} /> };
      },
      children: [route],
    };
  });
}

/*
 * Every page, the sign-in page and the signed-in layout included, is its own bundle loaded with its
 * route (issue 21): the first paint of /login carries no signed-in code, and a signed-in page no
 * sign-in form (nor the query cache: query-layer.tsx). The layout prefetches a page's bundle on hover or focus of its link (app/prefetch.ts).
 */
const portalRoutes: RouteObject[] = [
  {
    path: paths.login,
    lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }),
  },
  ...platformPublicRoutes,
  ...accountPublicRoutes,
  {
    // Every other page queries the API through TanStack Query, loaded with the first of them.
    lazy: async () => ({ Component: (await import('./query-layer.tsx')).QueryLayer }),
    children: [
      {
        path: paths.logout,
        lazy: async () => ({ Component: (await import('../features/auth/logout-page.tsx')).LogoutPage }),
      },
      {
        path: paths.staffSelectSupplier,
        lazy: async () => ({
          Component: (await import('../features/auth/staff-select-supplier-page.tsx'))
            .StaffSelectSupplierPage,
        }),
      },
      {
        element: <RequireSession />,
        children: [
          {
            lazy: async () => {
              const { AppLayout, appLayoutLoader } = await import('./layout/app-layout.tsx');
              return { Component: AppLayout, loader: appLayoutLoader };
            },
            children: [
              {
                // A page that fails shows the error panel inside the layout, the top bar kept (issue 34).
                ErrorBoundary: PageError,
                children: guarded([
                  { index: true, element: <Navigate to={paths.dashboard} replace /> },
                  ...dashboardRoutes,
                  ...specialsRoutes,
                  ...customersRoutes,
                  ...customPricesRoutes,
                  ...lossLeadersRoutes,
                  ...productsBulkRoutes,
                  ...productsRoutes,
                  ...ordersRoutes,
                  ...reportsRoutes,
                  ...zonesRoutes,
                  ...settingsRoutes,
                  ...accountRoutes,
                  ...reviewsRoutes,
                  ...platformRoutes,
                ]),
              },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Fallback /> },
];

/** Every route's `lazy` made resilient: a page whose code cannot load never fails the router (issue 34). */
function resilient(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const lazy = typeof route.lazy === 'function' ? resilientRoute(route.lazy as never) : route.lazy;
    const children = route.children && resilient(route.children);
    return { ...route, lazy, children } as RouteObject;
  });
}

/** The app-level error page catches whatever no page caught (never React Router's raw error screen). */
export const routes: RouteObject[] = [{ ErrorBoundary: AppErrorPage, children: resilient(portalRoutes) }];

setPrefetchRoutes(routes);

export const createRouter = () => createBrowserRouter(routes);
