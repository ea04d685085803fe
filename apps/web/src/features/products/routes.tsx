import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Routes of this area, mounted inside the signed-in layout. */
export const productsRoutes: RouteObject[] = [
  { path: 'products/*', element: <PlaceholderPage title="Products" /> },
];
