/*
 * The code a cold load of each page needs before it can draw: the modules of the lazy routes the path
 * goes through (router.tsx and each feature's routes.tsx), as paths from apps/web. The build turns this
 * into dist/.vite/route-preloads.json (vite-route-preloads.ts): each path's chunks and all they import,
 * which the server announces as <link rel="modulepreload"> in the index.html it sends for that path
 * (apps/api/src/lib/http/web-app.ts), so they download beside the entry instead of after it has run
 * (issue 21). landing-code.test.ts checks every entry against the router.
 *
 * Plain data with no imports: the build reads it. Patterns as the router writes them: ':id' stands for
 * one segment, a trailing '*' for whatever follows, or nothing.
 */

/**
 * What every page needs first: the portal's router and first render, which the entry (main.tsx) imports
 * in steps once the app shell is painted. The build adds them to every path below.
 */
export const PORTAL_BOOT = ['src/app/boot-runtime.ts', 'src/app/boot.tsx'];

/** Every signed-in page draws inside these (router.tsx): the query cache, then the layout. */
const SIGNED_IN = ['src/app/query-layer.tsx', 'src/app/layout/app-layout.tsx'];

export const landingPages: Record<string, string[]> = {
  '/login': ['src/features/auth/login-page.tsx'],
  '/logout': ['src/app/query-layer.tsx', 'src/features/auth/logout-page.tsx'],
  '/reset-password': ['src/features/account/reset-password-page.tsx'],
  '/accept-invitation': ['src/features/account/accept-invitation-page.tsx'],
  '/staff/select-supplier': ['src/app/query-layer.tsx', 'src/features/auth/staff-select-supplier-page.tsx'],
  // '/' sends a signed-in visitor on to the dashboard.
  '/': [...SIGNED_IN, 'src/features/dashboard/dashboard-page.tsx'],
  '/dashboard': [...SIGNED_IN, 'src/features/dashboard/dashboard-page.tsx'],
  '/specials': [...SIGNED_IN, 'src/features/specials/specials-list-page.tsx'],
  '/specials/new': [...SIGNED_IN, 'src/features/specials/create-special-page.tsx'],
  '/customers': [...SIGNED_IN, 'src/features/customers/customers-page.tsx'],
  '/custom-prices': [...SIGNED_IN, 'src/features/custom-prices/custom-prices-page.tsx'],
  '/custom-prices/new': [...SIGNED_IN, 'src/features/custom-prices/custom-prices-page.tsx'],
  '/loss-leaders': [...SIGNED_IN, 'src/features/loss-leaders/loss-leaders-page.tsx'],
  '/products': [...SIGNED_IN, 'src/features/products/products-list-page.tsx'],
  '/products/new': [...SIGNED_IN, 'src/features/products/product-form-page.tsx'],
  '/products/:id': [...SIGNED_IN, 'src/features/products/product-form-page.tsx'],
  '/products/add-multiple-products': [...SIGNED_IN, 'src/features/products-bulk/bulk-products-page.tsx'],
  '/products/edit-multiple-products': [...SIGNED_IN, 'src/features/products-bulk/bulk-products-page.tsx'],
  '/orders': [...SIGNED_IN, 'src/features/orders/orders-list-page.tsx'],
  '/orders/:id': [...SIGNED_IN, 'src/features/orders/order-page.tsx'],
  '/reports/*': [...SIGNED_IN, 'src/features/reports/reports-page.tsx'],
  '/delivery-zones': [...SIGNED_IN, 'src/features/zones/delivery-zones-page.tsx'],
  '/settings/team': [...SIGNED_IN, 'src/features/account/team-page.tsx'],
  '/settings/security': [...SIGNED_IN, 'src/features/account/security-page.tsx'],
  '/settings/*': [...SIGNED_IN, 'src/features/settings/settings-page.tsx'],
  '/reviews/*': [...SIGNED_IN, 'src/features/reviews/reviews-page.tsx'],
  '/activity/*': [...SIGNED_IN, 'src/features/platform/activity/activity-page.tsx'],
};
