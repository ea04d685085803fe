import type { Permission } from '@portal/domain';
import { paths } from '../../lib/paths.ts';

/**
 * The ten entries of the top bar and the drawer, in the spec's order, each with the permission its page
 * needs (issue 36: a role sees only the entries it can use).
 */
export const NAV_ITEMS = [
  { label: 'Dashboard', to: paths.dashboard, permission: 'signedIn' },
  { label: 'Specials', to: paths.specials, permission: 'prices' },
  { label: 'Customers', to: paths.customers, permission: 'customersRead' },
  { label: 'Custom Prices', to: paths.customPrices, permission: 'prices' },
  { label: 'Loss Leaders', to: paths.lossLeaders, permission: 'prices' },
  { label: 'Products', to: paths.products, permission: 'productsRead' },
  { label: 'Orders', to: paths.orders, permission: 'ordersRead' },
  { label: 'Reports', to: paths.reports, permission: 'reports' },
  { label: 'Delivery Zones', to: paths.deliveryZones, permission: 'settings' },
  { label: 'Settings', to: paths.settings, permission: 'settings' },
] as const satisfies ReadonlyArray<{ label: string; to: string; permission: Permission }>;
