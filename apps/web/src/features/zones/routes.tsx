import type { RouteObject } from 'react-router';

/** Routes of this area, mounted inside the signed-in layout; the page is its own bundle. */
export const zonesRoutes: RouteObject[] = [
  {
    path: 'delivery-zones',
    lazy: () => import('./delivery-zones-page.tsx').then((m) => ({ Component: m.DeliveryZonesPage })),
  },
];
