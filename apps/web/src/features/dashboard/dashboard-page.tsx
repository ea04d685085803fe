import { Box } from '@mui/material';
import { PageHeader } from '../../components/page-header.tsx';
import { ActiveSpecialsTable } from './components/active-specials-table.tsx';
import { PendingOrdersDownloadButton } from './components/pending-orders-download-button.tsx';
import { PendingOrdersTable } from './components/pending-orders-table.tsx';
import { useNewOrderNotice } from './use-new-order-notice.ts';

/** Pending orders and active specials at a glance; new orders announce themselves. */
export function DashboardPage() {
  useNewOrderNotice();
  return (
    <>
      <PageHeader title="Dashboard" actions={<PendingOrdersDownloadButton />} />
      {/* minmax(0, 1fr): a section is never wider than the screen, whatever its table holds. */}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <PendingOrdersTable />
        <ActiveSpecialsTable />
      </Box>
    </>
  );
}
