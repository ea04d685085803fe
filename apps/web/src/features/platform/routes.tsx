import type { RouteObject } from 'react-router';

/** Routes of this area, mounted inside the signed-in layout (each page its own bundle). */
export const platformRoutes: RouteObject[] = [
  {
    path: 'activity/*',
    lazy: async () => ({ Component: (await import('./activity/activity-page.tsx')).ActivityPage }),
  },
];

/** Public routes: the maintenance page can be looked at directly (it also replaces the app in maintenance). */
export const platformPublicRoutes: RouteObject[] = [
  {
    path: 'maintenance',
    lazy: async () => ({ Component: (await import('./maintenance/maintenance-page.tsx')).MaintenancePage }),
  },
];
