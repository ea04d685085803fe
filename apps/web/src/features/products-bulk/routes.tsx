import type { RouteObject } from 'react-router';

/**
 * The bulk CSV pages. Mounted before the products area's routes so these paths win over its
 * placeholders for them; one lazy bundle serves both modes.
 */
export const productsBulkRoutes: RouteObject[] = [
  {
    path: 'products/add-multiple-products',
    lazy: async () => ({ Component: (await import('./bulk-products-page.tsx')).AddMultipleProductsPage }),
  },
  {
    path: 'products/edit-multiple-products',
    lazy: async () => ({ Component: (await import('./bulk-products-page.tsx')).EditMultipleProductsPage }),
  },
];
