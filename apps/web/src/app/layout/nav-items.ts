import type { OperationId } from '@portal/domain';
import { paths } from '../../lib/paths.ts';
import { pageOperationAt } from '../page-manifest.ts';

/**
 * The ten entries of the top bar and the drawer, in the spec's order, each with the operation its page is
 * for (a role sees only the entries whose page it may open; page-manifest.ts).
 */
export const NAV_ITEMS = [
  { label: 'Dashboard', to: paths.dashboard, operation: null },
  { label: 'Specials', to: paths.specials, operation: pageOperationAt(paths.specials) ?? null },
  { label: 'Customers', to: paths.customers, operation: pageOperationAt(paths.customers) ?? null },
  { label: 'Custom Prices', to: paths.customPrices, operation: pageOperationAt(paths.customPrices) ?? null },
  { label: 'Loss Leaders', to: paths.lossLeaders, operation: pageOperationAt(paths.lossLeaders) ?? null },
  { label: 'Products', to: paths.products, operation: pageOperationAt(paths.products) ?? null },
  { label: 'Orders', to: paths.orders, operation: pageOperationAt(paths.orders) ?? null },
  { label: 'Reports', to: paths.reports, operation: pageOperationAt(paths.reports) ?? null },
  {
    label: 'Delivery Zones',
    to: paths.deliveryZones,
    operation: pageOperationAt(paths.deliveryZones) ?? null,
  },
  { label: 'Settings', to: paths.settings, operation: pageOperationAt(paths.settings) ?? null },
] as const satisfies ReadonlyArray<{ label: string; to: string; operation: OperationId | null }>;
