import type { OperationId } from '@portal/domain';
import { paths } from '../../lib/paths.ts';
import { PAGE_OPERATIONS as PAGE } from '../page-access.ts';

/**
 * The ten entries of the top bar and the drawer, in the spec's order, each with the operation its page is
 * for (issue 36: a role sees only the entries whose page it may open; page-access.ts).
 */
export const NAV_ITEMS = [
  { label: 'Dashboard', to: paths.dashboard, operation: null },
  { label: 'Specials', to: paths.specials, operation: PAGE.specials },
  { label: 'Customers', to: paths.customers, operation: PAGE.customers },
  { label: 'Custom Prices', to: paths.customPrices, operation: PAGE['custom-prices'] },
  { label: 'Loss Leaders', to: paths.lossLeaders, operation: PAGE['loss-leaders'] },
  { label: 'Products', to: paths.products, operation: PAGE.products },
  { label: 'Orders', to: paths.orders, operation: PAGE.orders },
  { label: 'Reports', to: paths.reports, operation: PAGE['reports/*'] },
  { label: 'Delivery Zones', to: paths.deliveryZones, operation: PAGE['delivery-zones'] },
  { label: 'Settings', to: paths.settings, operation: PAGE['settings/*'] },
] as const satisfies ReadonlyArray<{ label: string; to: string; operation: OperationId | null }>;
