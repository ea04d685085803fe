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
  /** Issue 36: Settings > Team (owners) and Settings > Security (everyone). */
  team: '/settings/team',
  security: '/settings/security',
  resetPassword: '/reset-password',
  acceptInvitation: '/accept-invitation',
  reviews: '/reviews',
  activity: '/activity',
  maintenance: '/maintenance',
} as const;

/** Only a remembered in-app path is followed after sign-in, never another site. */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith(paths.login))
    return paths.dashboard;
  return value;
}
