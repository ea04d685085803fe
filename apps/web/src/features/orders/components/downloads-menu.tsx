import { Suspense, useState } from 'react';
import { Button, MenuItem } from '@mui/material';
import { LazyMenu } from '../../../components/lazy-menu.tsx';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/Download';
import { LazyOrdersCsvDialog } from '../../../components/orders-csv-dialog-lazy.ts';
import { useOrderExports } from '../../../api/orders.ts';
import { useDaySheets } from './day-sheets.tsx';
import { useCan } from '../../../lib/access.ts';
import { retryableLazy } from '../../../lib/retryable-lazy.tsx';

// The dialogs load with their first opening, not with the orders list, whose first paint stays small.
const DeliveryDayDialog = retryableLazy(
  async () => (await import('./delivery-day-dialog.tsx')).DeliveryDayDialog,
);

/**
 * The orders list's Downloads menu: 'Orders CSV', 'Products for delivery day' for the suppliers on the
 * allow-list, and the day sheets; each opens its dialog.
 */
export function DownloadsMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [csvOpen, setCsvOpen] = useState(false);
  const [dayOpen, setDayOpen] = useState(false);
  const exports = useOrderExports();
  const daySheets = useDaySheets();
  const can = useCan();
  return (
    <>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        Downloads
      </Button>
      <LazyMenu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setCsvOpen(true);
          }}
        >
          Orders CSV
        </MenuItem>
        {exports.data?.deliveryDayCsv && can('downloadDeliveryDayCsv') && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setDayOpen(true);
            }}
          >
            Products for delivery day
          </MenuItem>
        )}
        {can('getDaySheet') && daySheets.menuItems(() => setAnchor(null))}
      </LazyMenu>
      <Suspense fallback={null}>
        {csvOpen && <LazyOrdersCsvDialog open onClose={() => setCsvOpen(false)} />}
        {dayOpen && <DeliveryDayDialog open={dayOpen} onClose={() => setDayOpen(false)} />}
      </Suspense>
      {daySheets.dialog}
    </>
  );
}
