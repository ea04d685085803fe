import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { ORDER_MESSAGES } from '@portal/domain';
import { saveFile } from '../../../lib/download.ts';
import { nextDay, todayInZone } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { reportError } from '../../../lib/error-reporter.ts';
import { downloadDeliveryDayCsv } from '../../../api/orders.ts';

/** Products for Delivery Date CSV: one date, sent as yyyy-MM-dd; tomorrow by default. */
export function DeliveryDayDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [day, setDay] = useState(() => nextDay(todayInZone()));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const invalid = !/^\d{4}-\d{2}-\d{2}$/.test(day);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const file = await downloadDeliveryDayCsv(day);
      saveFile(file.blob, file.filename);
      onClose();
    } catch (error) {
      reportError(error, { action: 'delivery-day-csv' });
      notifyError(ORDER_MESSAGES.dayCsvFailed, 3000);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="delivery-day-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="delivery-day-title">Products for Delivery Date CSV</DialogTitle>
      <DialogContent>
        {failed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {ORDER_MESSAGES.dayCsvInline}
          </Alert>
        )}
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={download} disabled={busy || invalid}>
          {busy ? <CircularProgress size={20} aria-label="Downloading" /> : 'Download'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
