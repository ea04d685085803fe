import type { RouteObject } from 'react-router';

/** Routes of this area, mounted inside the signed-in layout. */
export const reportsRoutes: RouteObject[] = [
  {
    path: 'reports/*',
    lazy: async () => ({ Component: (await import('./reports-page.tsx')).ReportsPage }),
  },
];
