import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { DAY_SHEET_LABELS, FULFILMENT_MESSAGES, isCalendarDay, type DaySheet } from '@portal/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { useIsMobile } from '../../../lib/breakpoints.ts';
import { saveFile } from '../../../lib/download.ts';
import { reportError } from '../../../lib/error-reporter.ts';
import { notifyError } from '../../../lib/notify.ts';
import { downloadDaySheet } from '../../../api/fulfilment.ts';
import { tomorrowInZone } from './day-sheets.tsx';

const DESCRIPTIONS: Record<DaySheet, string> = {
  'pick-sheet': 'Every product to pick for the day, with its total and the orders it goes to, by category.',
  'packing-slips': 'A packing slip for every order of the day, in one PDF.',
  'run-sheet': "The day's orders by delivery zone, suburb and postcode, with space to sign.",
};

/** Picks the delivery day of one of the day's sheets (tomorrow by default) and downloads the PDF. */
export function DaySheetDialog({ sheet, onClose }: { sheet: DaySheet; onClose: () => void }) {
  const mobile = useIsMobile();
  const [day, setDay] = useState(tomorrowInZone);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const invalid = !isCalendarDay(day);
  const label = DAY_SHEET_LABELS[sheet];

  async function download() {
    if (invalid) return;
    setBusy(true);
    setFailed(null);
    try {
      const file = await downloadDaySheet(sheet, day);
      saveFile(file.blob, file.filename);
      onClose();
    } catch (error) {
      const field =
        error instanceof ApiError && error.status === 400 ? error.fieldErrors[0]?.message : undefined;
      if (!field) reportError(error, { action: `day-sheet-${sheet}` });
      notifyError(FULFILMENT_MESSAGES.sheetFailed, 3000);
      setFailed(field ?? FULFILMENT_MESSAGES.sheetFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="day-sheet-title"
      aria-describedby="day-sheet-description"
      fullWidth
      maxWidth="xs"
      fullScreen={mobile}
    >
      <DialogTitle id="day-sheet-title">{label} (PDF)</DialogTitle>
      <DialogContent>
        <DialogContentText id="day-sheet-description" sx={{ mb: 2 }}>
          {DESCRIPTIONS[sheet]} Cancelled orders are left out.
        </DialogContentText>
        {failed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failed}
          </Alert>
        )}
        <TextField
          label="Delivery date"
          type="date"
          value={day}
          onChange={(e) => setDay(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void download();
          }}
          error={invalid}
          helperText={invalid ? FULFILMENT_MESSAGES.deliveryDate : ' '}
          fullWidth
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void download()} disabled={busy || invalid}>
          {busy ? <CircularProgress size={20} aria-label="Downloading" /> : 'Download'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
