import { Box } from '@mui/material';
import type { LandingQueries } from '../../api/landing-data.ts';
import { orderExportsQuery, pendingOrdersQuery } from '../../api/orders.ts';
import { specialsQuery } from '../../api/specials.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { pageHeaderAt } from '../../app/page-manifest.ts';
import { paths } from '../../lib/paths.ts';
import { ActiveSpecialsTable } from './components/active-specials-table.tsx';
import { PendingOrdersDownloadButton } from './components/pending-orders-download-button.tsx';
import { PendingOrdersTable } from './components/pending-orders-table.tsx';
import { useNewOrderNotice } from './use-new-order-notice.ts';

/**
 * A landing on the dashboard draws its pending orders, active specials and download button at once
 * (api/landing-data.ts). The newest order, polled for the new-order notice, is left to its hook: its
 * query is always stale, so a prefetched answer would be asked for again at the first render.
 */
export const landingQueries: LandingQueries = () => [
  pendingOrdersQuery(1),
  specialsQuery('active'),
  orderExportsQuery(),
];

/** Pending orders and active specials at a glance; new orders announce themselves. */
export function DashboardPage() {
  useNewOrderNotice();
  return (
    <>
      <PageHeader {...pageHeaderAt(paths.dashboard)} actions={<PendingOrdersDownloadButton />} />
      {/* minmax(0, 1fr): a section is never wider than the screen, whatever its table holds. */}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <PendingOrdersTable />
        <ActiveSpecialsTable />
      </Box>
    </>
  );
}
