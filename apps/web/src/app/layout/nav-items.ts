import { paths } from '../../lib/paths.ts';

/** The ten entries of the top bar and the drawer, in the spec's order. */
export const NAV_ITEMS = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Specials', to: paths.specials },
  { label: 'Customers', to: paths.customers },
  { label: 'Custom Prices', to: paths.customPrices },
  { label: 'Loss Leaders', to: paths.lossLeaders },
  { label: 'Products', to: paths.products },
  { label: 'Orders', to: paths.orders },
  { label: 'Reports', to: paths.reports },
  { label: 'Delivery Zones', to: paths.deliveryZones },
  { label: 'Settings', to: paths.settings },
] as const;
