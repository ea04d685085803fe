import type { RouteObject } from 'react-router';

const page = async () => ({ Component: (await import('./custom-prices-page.tsx')).CustomPricesPage });

/** /custom-prices, and /custom-prices/new which opens the Add Custom Price dialog. */
export const customPricesRoutes: RouteObject[] = [
  { path: 'custom-prices', lazy: page },
  { path: 'custom-prices/new', lazy: page },
];
