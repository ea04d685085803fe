import { Suspense, useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useCan } from '../../../lib/access.ts';
import { retryableLazy } from '../../../lib/retryable-lazy.tsx';

// The dialog (a date form and MUI's Dialog) loads with its first opening, not with the page, whose first
// paint stays small.
const AccountingExportDialog = retryableLazy(
  async () => (await import('./accounting-export.tsx')).AccountingExportDialog,
);

/** The Reports page's 'Accounting export' button with its dialog, for roles that may export. */
export function AccountingExportButton() {
  const [open, setOpen] = useState(false);
  const can = useCan();
  if (!can('getAccountingExport')) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>
        Accounting export
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AccountingExportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
