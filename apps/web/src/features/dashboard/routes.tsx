import type { RouteObject } from 'react-router';

/** Routes of this area, mounted inside the signed-in layout; the page is its own bundle. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: async () => {
      const { DashboardPage, dashboardLoader } = await import('./dashboard-page.tsx');
      return { Component: DashboardPage, loader: dashboardLoader };
    },
  },
];
