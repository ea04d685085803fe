import { useState } from 'react';
import { TextField } from '@mui/material';
import { isCalendarDay, ORDER_MESSAGES } from '@portal/domain';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { nextDay, todayInZone } from '../../../lib/format.ts';
import { useDownload } from '../../../lib/use-download.ts';
import { downloadDeliveryDayCsv } from '../../../api/orders.ts';

/** Products for Delivery Date CSV: one date, sent as yyyy-MM-dd; tomorrow by default. */
export function DeliveryDayDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [day, setDay] = useState(() => nextDay(todayInZone()));
  const download = useDownload(downloadDeliveryDayCsv, {
    failed: ORDER_MESSAGES.dayCsvFailed,
    inline: ORDER_MESSAGES.dayCsvInline,
    action: 'delivery-day-csv',
  });
  const invalid = !isCalendarDay(day);

  return (
    <FormDialog
      open={open}
      title="Products for Delivery Date CSV"
      problems={download.problems}
      submitLabel="Download"
      busyLabel="Downloading"
      busy={download.busy}
      blocked={invalid}
      onSubmit={() => download.start(day, onClose)}
      onClose={onClose}
    >
      <TextField
        label="Delivery date"
        type="date"
        value={day}
        onChange={(e) => setDay(e.target.value)}
        error={invalid}
        helperText={invalid ? 'Please choose a delivery date' : undefined}
        fullWidth
        sx={{ mt: 1 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
