import type { RouteObject } from 'react-router';

/** Routes of this area, mounted inside the signed-in layout; each page is its own bundle. */
export const ordersRoutes: RouteObject[] = [
  {
    path: 'orders',
    lazy: async () => {
      const { OrdersListPage, ordersListLoader } = await import('./orders-list-page.tsx');
      return { Component: OrdersListPage, loader: ordersListLoader };
    },
  },
  {
    path: 'orders/:id',
    lazy: async () => {
      const { OrderPage, orderLoader } = await import('./order-page.tsx');
      return { Component: OrderPage, loader: orderLoader };
    },
  },
];
