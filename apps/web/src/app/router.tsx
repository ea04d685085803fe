import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
import { LogoutPage } from '../features/auth/logout-page.tsx';
import { StaffSelectSupplierPage } from '../features/auth/staff-select-supplier-page.tsx';
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
import { AppLayout } from './layout/app-layout.tsx';
import { RequireSession } from './session/require-session.tsx';
import { useSession } from './session/session-context.ts';

/** Any other path: /dashboard when signed in, otherwise /login. */
function Fallback() {
  const { token } = useSession();
  return <Navigate to={token ? paths.dashboard : paths.login} replace />;
}

export const routes: RouteObject[] = [
  { path: paths.login, element: <LoginPage /> },
  { path: paths.logout, element: <LogoutPage /> },
  { path: paths.staffSelectSupplier, element: <StaffSelectSupplierPage /> },
  ...platformPublicRoutes,
  {
    element: <RequireSession />,
    children: [
      {
        element: <AppLayout />,
        children: [
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
          ...reviewsRoutes,
          ...platformRoutes,
        ],
      },
    ],
  },
  { path: '*', element: <Fallback /> },
];

export const createRouter = () => createBrowserRouter(routes);
