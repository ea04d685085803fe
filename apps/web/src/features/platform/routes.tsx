import type { RouteObject } from 'react-router';
import { MaintenancePage } from './maintenance/maintenance-page.tsx';

/** Routes of this area, mounted inside the signed-in layout (each page its own bundle). */
export const platformRoutes: RouteObject[] = [
  {
    path: 'activity/*',
    lazy: async () => ({ Component: (await import('./activity/activity-page.tsx')).ActivityPage }),
  },
];

/**
 * Public routes: the maintenance page can be looked at directly. It is in the main bundle, not lazy,
 * because it must render when the server cannot serve another chunk.
 */
export const platformPublicRoutes: RouteObject[] = [{ path: 'maintenance', element: <MaintenancePage /> }];
