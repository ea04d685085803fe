import type { RouteObject } from 'react-router';

export const customersRoutes: RouteObject[] = [
  {
    path: 'customers',
    lazy: async () => ({ Component: (await import('./customers-page.tsx')).CustomersPage }),
  },
];
