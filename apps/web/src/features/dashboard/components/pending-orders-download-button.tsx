import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDownload } from '../../../lib/use-download.ts';
import { downloadPendingOrders } from '../../../api/documents.ts';
import { useCanExportPendingOrders } from '../../../api/orders.ts';

/** 'Download CSV's': only for the suppliers the server allows; nothing shows while that is unknown. */
export function PendingOrdersDownloadButton() {
  const allowed = useCanExportPendingOrders();
  const download = useDownload(downloadPendingOrders, {
    failed: "Unable to download pending orders CSV's. Please try again later",
    action: 'pending-orders-csv',
  });
  if (allowed.data !== true) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => download.start(undefined)}
      disabled={download.busy}
    >
      Download CSV&apos;s
    </Button>
  );
}
