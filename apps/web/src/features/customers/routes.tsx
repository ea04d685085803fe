import type { RouteObject } from 'react-router';

export const customersRoutes: RouteObject[] = [
  {
    path: 'customers',
    lazy: async () => {
      const { CustomersPage, customersLoader } = await import('./customers-page.tsx');
      return { Component: CustomersPage, loader: customersLoader };
    },
  },
];
