import type { RouteObject } from 'react-router';

/** Routes of this area, mounted inside the signed-in layout; each page is its own bundle. */
export const productsRoutes: RouteObject[] = [
  {
    path: 'products',
    lazy: async () => {
      const { ProductsListPage, productsListLoader } = await import('./products-list-page.tsx');
      return { Component: ProductsListPage, loader: productsListLoader };
    },
  },
  {
    path: 'products/new',
    lazy: async () => ({ Component: (await import('./product-form-page.tsx')).ProductFormPage }),
  },
  {
    path: 'products/:id',
    lazy: async () => ({ Component: (await import('./product-form-page.tsx')).ProductFormPage }),
  },
];
