/** Every route of the portal, typed in one place. */
export const paths = {
  login: '/login',
  logout: '/logout',
  staffSelectSupplier: '/staff/select-supplier',
  dashboard: '/dashboard',
  specials: '/specials',
  specialsNew: '/specials/new',
  customers: '/customers',
  customPrices: '/custom-prices',
  customPricesNew: '/custom-prices/new',
  lossLeaders: '/loss-leaders',
  products: '/products',
  productsNew: '/products/new',
  product: (id: number | string) => `/products/${id}`,
  productsAddMultiple: '/products/add-multiple-products',
  productsEditMultiple: '/products/edit-multiple-products',
  orders: '/orders',
  order: (id: number | string) => `/orders/${id}`,
  reports: '/reports',
  deliveryZones: '/delivery-zones',
  settings: '/settings',
  /** Settings > Team (owners) and Settings > Security (everyone). */
  team: '/settings/team',
  security: '/settings/security',
  resetPassword: '/reset-password',
  acceptInvitation: '/accept-invitation',
  reviews: '/reviews',
  activity: '/activity',
  maintenance: '/maintenance',
} as const;

const HERE = 'http://portal.invalid';

/**
 * Only a remembered in-app path is followed after sign-in, never another site: a single leading
 * slash, no backslash, control character or encoded slash or backslash that a browser could turn into
 * another origin ('/\evil.example', '//evil.example', '/%5Cevil.example', '/\t/evil.example'), and
 * never the sign-in page itself. Anything else lands on the dashboard.
 */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/')) return paths.dashboard;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return paths.dashboard;
  }
  // eslint-disable-next-line no-control-regex
  if (/^\/[/\\]|[\\\u0000-\u001f\u007f]/.test(value) || /^\/[/\\]|[\\\u0000-\u001f]/.test(decoded))
    return paths.dashboard;
  const url = new URL(value, HERE);
  if (url.origin !== HERE || url.pathname.toLowerCase().startsWith(paths.login)) return paths.dashboard;
  return url.pathname + url.search + url.hash;
}
