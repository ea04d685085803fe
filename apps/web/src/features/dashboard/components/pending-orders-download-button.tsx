import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { saveFile } from '../../../lib/download.ts';
import { notifyError } from '../../../lib/notify.ts';
import { downloadPendingOrders } from '../../../api/documents.ts';
import { useCanExportPendingOrders } from '../../../api/orders.ts';

/** 'Download CSV's': only for the suppliers the server allows; nothing shows while that is unknown. */
export function PendingOrdersDownloadButton() {
  const allowed = useCanExportPendingOrders();
  const [busy, setBusy] = useState(false);
  if (allowed.data !== true) return null;
  const onClick = async () => {
    setBusy(true);
    try {
      const file = await downloadPendingOrders();
      saveFile(file.blob, 'pending_orders.zip');
    } catch {
      notifyError("Unable to download pending orders CSV's. Please try again later", 3000);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onClick} disabled={busy}>
      Download CSV&apos;s
    </Button>
  );
}
