import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Routes of this area, mounted inside the signed-in layout. */
export const customersRoutes: RouteObject[] = [
  { path: 'customers/*', element: <PlaceholderPage title="Customers" /> },
];
