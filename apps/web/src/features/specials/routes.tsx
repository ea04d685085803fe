import type { RouteObject } from 'react-router';

/** Routes of this area, mounted inside the signed-in layout; each page is its own bundle. */
export const specialsRoutes: RouteObject[] = [
  {
    path: 'specials',
    lazy: async () => {
      const { SpecialsListPage, specialsListLoader } = await import('./specials-list-page.tsx');
      return { Component: SpecialsListPage, loader: specialsListLoader };
    },
  },
  {
    path: 'specials/new',
    lazy: async () => ({ Component: (await import('./create-special-page.tsx')).CreateSpecialPage }),
  },
];
