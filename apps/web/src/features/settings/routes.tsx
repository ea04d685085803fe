import type { RouteObject } from 'react-router';

/** Routes of this area, mounted inside the signed-in layout; the page is its own bundle. */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings/*',
    lazy: async () => {
      const { SettingsPage, settingsLoader } = await import('./settings-page.tsx');
      return { Component: SettingsPage, loader: settingsLoader };
    },
  },
];
