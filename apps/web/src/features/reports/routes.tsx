import type { RouteObject } from 'react-router';

/** Routes of this area, mounted inside the signed-in layout. */
export const reportsRoutes: RouteObject[] = [
  {
    path: 'reports/*',
    lazy: async () => {
      const { ReportsPage, reportsLoader } = await import('./reports-page.tsx');
      return { Component: ReportsPage, loader: reportsLoader };
    },
  },
];
