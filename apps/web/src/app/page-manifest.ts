/*
 * The route manifest: every page of the portal, declared once. From it come the router
 * (app/router.tsx), the tab's title (app/document-title.tsx), and at build time the code each path
 * preloads (vite-route-preloads.ts), the server-painted app shell (vite-landing-shell.ts) and the API
 * requests the early script starts (vite-landing-requests.ts). Adding a page is one entry here
 * (docs/architecture.md shows one).
 *
 * Plain data with no imports but types: the build (Node) reads it as the browser does.
 */
import type { OperationId } from '@portal/domain';

/** A link of a page's breadcrumb (components/page-header.tsx); the last one, the page itself, has no `to`. */
export type Crumb = { label: string; to?: string };

/**
 * What a page draws inside: 'public' alone (signed out), 'session' inside the query cache
 * (app/query-layer.tsx), 'signed-in' inside the query cache and the signed-in layout, behind the session check.
 */
export type Frame = 'public' | 'session' | 'signed-in';

/** A list page's search field (components/search-field.tsx), which the app shell paints too. */
export type SearchEntry = { label: string; placeholder: string };

/** What a page draws at its top before any data: see `PageEntry.header`. */
export type PageHeaderEntry = {
  heading: string;
  crumbs?: Crumb[];
  /**
   * The header has a row of action buttons: below the heading on a phone (under 600 px), beside it from
   * there (components/page-header.tsx). The shell keeps their room empty, so what follows sits where the
   * page draws it.
   */
  actions?: true;
  /** The search field under the header, painted by the shell with its label and placeholder. */
  search?: SearchEntry;
};

export type PageEntry = {
  /** The full path pattern as React Router writes it: ':id' one segment, a trailing '*' whatever follows. */
  path: string;
  /** The page's module, from apps/web, and the component it exports. */
  module: string;
  component: string;
  frame: Frame;
  /**
   * The tab's title before ' · Supplier Portal' (WCAG 2.4.2); ':name' is the path's parameter
   * ('Order #:id' reads 'Order #2729').
   */
  title: string;
  /**
   * The page header as the page draws it before any data (its PageHeader), which the app shell paints:
   * left out where the heading comes from data or shares its line with a button on a phone.
   */
  header?: PageHeaderEntry;
  /**
   * The module exports `landingQueries` (api/landing-data.ts): the query options the page asks first.
   * The router loads them before a cold load's first render; the build turns them into the early requests.
   */
  landing?: true;
  /**
   * Only marketplace staff can open it (the page itself refuses anyone else): the build never paints its
   * shell nor asks its data early, so a supplier's cold load of it shows nothing of it.
   */
  staff?: true;
  /**
   * The operation the page is for: a role whose contract `access` may not call it sees the
   * "not allowed" panel instead of the page (router.tsx), and the navigation hides its entry (nav-items.ts).
   * Pages without one (the dashboard, Security) are for every signed-in person.
   */
  operation?: OperationId;
};

/** Where '/' leads a signed-in visitor. */
export const HOME_PATH = '/dashboard';

/** The modules of each frame, outermost first (app/router.tsx loads them lazily, each its own bundle). */
export const FRAME_MODULES: Record<Frame, string[]> = {
  public: [],
  session: ['src/app/query-layer.tsx'],
  'signed-in': ['src/app/query-layer.tsx', 'src/app/layout/app-layout.tsx'],
};

const DASHBOARD_CRUMB: Crumb = { label: 'Dashboard', to: HOME_PATH };
const feature = (file: string) => `src/features/${file}`;

export const PAGES: readonly PageEntry[] = [
  {
    path: '/login',
    module: feature('auth/login-page.tsx'),
    component: 'LoginPage',
    frame: 'public',
    title: 'Sign in',
  },
  {
    path: '/reset-password',
    module: feature('account/reset-password-page.tsx'),
    component: 'ResetPasswordPage',
    frame: 'public',
    title: 'Reset password',
  },
  {
    path: '/accept-invitation',
    module: feature('account/accept-invitation-page.tsx'),
    component: 'AcceptInvitationPage',
    frame: 'public',
    title: 'Accept invitation',
  },
  {
    path: '/logout',
    module: feature('auth/logout-page.tsx'),
    component: 'LogoutPage',
    frame: 'session',
    title: 'Signing out',
  },
  {
    path: '/staff/select-supplier',
    module: feature('auth/staff-select-supplier-page.tsx'),
    component: 'StaffSelectSupplierPage',
    frame: 'session',
    title: 'Select a supplier',
    staff: true,
  },
  {
    path: HOME_PATH,
    module: feature('dashboard/dashboard-page.tsx'),
    component: 'DashboardPage',
    frame: 'signed-in',
    title: 'Dashboard',
    header: { heading: 'Dashboard' },
    landing: true,
  },
  {
    path: '/specials',
    operation: 'createSpecial',
    module: feature('specials/specials-list-page.tsx'),
    component: 'SpecialsListPage',
    frame: 'signed-in',
    title: 'Specials',
    header: { heading: 'Specials' },
    landing: true,
  },
  {
    path: '/specials/new',
    operation: 'createSpecial',
    module: feature('specials/create-special-page.tsx'),
    component: 'CreateSpecialPage',
    frame: 'signed-in',
    title: 'Create Special',
  },
  {
    path: '/customers',
    operation: 'listCustomers',
    module: feature('customers/customers-page.tsx'),
    component: 'CustomersPage',
    frame: 'signed-in',
    title: 'Customers',
    header: { heading: 'Here are all of your customers', crumbs: [DASHBOARD_CRUMB, { label: 'Customers' }] },
    landing: true,
  },
  {
    path: '/custom-prices',
    operation: 'listCustomPrices',
    module: feature('custom-prices/custom-prices-page.tsx'),
    component: 'CustomPricesPage',
    frame: 'signed-in',
    title: 'Custom Prices',
  },
  {
    path: '/custom-prices/new',
    operation: 'createCustomPrice',
    module: feature('custom-prices/custom-prices-page.tsx'),
    component: 'CustomPricesPage',
    frame: 'signed-in',
    title: 'Add Custom Price',
  },
  {
    path: '/loss-leaders',
    operation: 'listLossProducts',
    module: feature('loss-leaders/loss-leaders-page.tsx'),
    component: 'LossLeadersPage',
    frame: 'signed-in',
    title: 'Loss Leaders',
    header: { heading: 'Loss Leaders', crumbs: [DASHBOARD_CRUMB, { label: 'Loss Leaders' }] },
  },
  {
    path: '/products',
    operation: 'listProducts',
    module: feature('products/products-list-page.tsx'),
    component: 'ProductsListPage',
    frame: 'signed-in',
    title: 'Products',
    header: { heading: 'Products' },
    landing: true,
  },
  {
    path: '/products/new',
    operation: 'createProduct',
    module: feature('products/product-form-page.tsx'),
    component: 'ProductFormPage',
    frame: 'signed-in',
    title: 'New product',
  },
  {
    path: '/products/add-multiple-products',
    operation: 'bulkAddProducts',
    module: feature('products-bulk/bulk-products-page.tsx'),
    component: 'AddMultipleProductsPage',
    frame: 'signed-in',
    title: 'Add multiple products',
  },
  {
    path: '/products/edit-multiple-products',
    operation: 'bulkEditProducts',
    module: feature('products-bulk/bulk-products-page.tsx'),
    component: 'EditMultipleProductsPage',
    frame: 'signed-in',
    title: 'Edit multiple products',
  },
  {
    path: '/products/:id',
    operation: 'getProduct',
    module: feature('products/product-form-page.tsx'),
    component: 'ProductFormPage',
    frame: 'signed-in',
    title: 'Product #:id',
  },
  {
    path: '/orders',
    operation: 'listOrders',
    module: feature('orders/orders-list-page.tsx'),
    component: 'OrdersListPage',
    frame: 'signed-in',
    title: 'Orders',
    header: {
      heading: 'Orders',
      actions: true,
      search: { label: 'Search orders', placeholder: 'Order ID, supplier order ID, venue or customer' },
    },
    landing: true,
  },
  {
    path: '/orders/:id',
    operation: 'getOrder',
    module: feature('orders/order-page.tsx'),
    component: 'OrderPage',
    frame: 'signed-in',
    title: 'Order #:id',
    landing: true,
  },
  {
    path: '/reports/*',
    operation: 'getLastTwelveMonths',
    module: feature('reports/reports-page.tsx'),
    component: 'ReportsPage',
    frame: 'signed-in',
    title: 'Reports',
    header: { heading: 'Reports' },
    landing: true,
  },
  {
    path: '/delivery-zones',
    operation: 'createZone',
    module: feature('zones/delivery-zones-page.tsx'),
    component: 'DeliveryZonesPage',
    frame: 'signed-in',
    title: 'Delivery Zones',
  },
  {
    path: '/settings/team',
    operation: 'listTeam',
    module: feature('account/team-page.tsx'),
    component: 'TeamPage',
    frame: 'signed-in',
    title: 'Team · Settings',
  },
  {
    path: '/settings/security',
    module: feature('account/security-page.tsx'),
    component: 'SecurityPage',
    frame: 'signed-in',
    title: 'Security · Settings',
  },
  {
    path: '/settings/*',
    operation: 'updateMe',
    module: feature('settings/settings-page.tsx'),
    component: 'SettingsPage',
    frame: 'signed-in',
    title: 'Settings',
    header: { heading: 'Settings' },
    landing: true,
  },
  {
    path: '/reviews/*',
    operation: 'listReviews',
    module: feature('reviews/reviews-page.tsx'),
    component: 'ReviewsPage',
    frame: 'signed-in',
    title: 'Reviews',
    header: { heading: 'Reviews' },
    landing: true,
  },
  {
    path: '/activity/*',
    operation: 'listAudit',
    module: feature('platform/activity/activity-page.tsx'),
    component: 'ActivityPage',
    frame: 'signed-in',
    title: 'Activity',
    staff: true,
  },
];

/** The tab's title of a page: its manifest title with the path's parameters, then the portal's name. */
export function documentTitle(title: string | undefined, params: Record<string, string | undefined>): string {
  if (!title) return 'Supplier Portal';
  return `${title.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '')} · Supplier Portal`;
}

/** The page at a path of the navigation ('/reports' is the page of '/reports/*'). */
const pageAt = (path: string) => PAGES.find((page) => page.path === path || page.path === `${path}/*`);

/** The operation of the page at a path of the navigation. */
export function pageOperationAt(path: string): OperationId | undefined {
  return pageAt(path)?.operation;
}

/**
 * The page header of the page at a path, as its manifest entry declares it (the page draws it with
 * <PageHeader {...pageHeaderAt(path)} />, the server paints the same in the app shell): written once.
 */
export function pageHeaderAt(path: string): {
  title: string;
  crumbs?: Crumb[];
  actionsBelowOnPhone?: true;
} {
  const header = declaredHeader(path);
  return {
    title: header.heading,
    crumbs: header.crumbs,
    ...(header.actions ? { actionsBelowOnPhone: true } : {}),
  };
}

/** The search field of the page at a path, as its manifest entry declares it for the page and the shell. */
export function pageSearchAt(path: string): SearchEntry {
  const search = declaredHeader(path).search;
  if (!search) throw new Error(`page-manifest.ts: no search field is declared for ${path}`);
  return search;
}

function declaredHeader(path: string): PageHeaderEntry {
  const header = pageAt(path)?.header;
  if (!header) throw new Error(`page-manifest.ts: no header is declared for ${path}`);
  return header;
}
