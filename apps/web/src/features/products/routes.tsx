import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Routes of this area, mounted inside the signed-in layout; each page is its own bundle. */
export const productsRoutes: RouteObject[] = [
  {
    path: 'products',
    lazy: async () => ({ Component: (await import('./products-list-page.tsx')).ProductsListPage }),
  },
  {
    path: 'products/new',
    lazy: async () => ({ Component: (await import('./product-form-page.tsx')).ProductFormPage }),
  },
  // The bulk CSV pages are built separately; these hold their paths so /products/:id does not.
  { path: 'products/add-multiple-products', element: <PlaceholderPage title="Add Multiple Products via CSV" /> },
  { path: 'products/edit-multiple-products', element: <PlaceholderPage title="Edit Multiple Products via CSV" /> },
  {
    path: 'products/:id',
    lazy: async () => ({ Component: (await import('./product-form-page.tsx')).ProductFormPage }),
  },
];
