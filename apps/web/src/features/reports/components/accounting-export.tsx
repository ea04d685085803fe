import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import {
  ACCOUNTING_FORMAT_LABELS,
  ACCOUNTING_FORMATS,
  dateRangeProblem,
  FULFILMENT_MESSAGES,
  MAX_RANGE_DAYS,
  XERO_SPLIT_NOTE,
  type AccountingFormat,
} from '@portal/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { useIsMobile } from '../../../lib/breakpoints.ts';
import { saveFile } from '../../../lib/download.ts';
import { reportError } from '../../../lib/error-reporter.ts';
import { todayInZone } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { downloadAccountingExport } from '../../../api/fulfilment.ts';

/** Invoices of completed orders for a range of delivery days as a Xero or MYOB import file. */
export function AccountingExportDialog({ onClose }: { onClose: () => void }) {
  const mobile = useIsMobile();
  const today = todayInZone();
  const [format, setFormat] = useState<AccountingFormat>('xero');
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string[]>([]);
  // The Orders CSV dialog's rule and words (one function in the domain, the API's too): the problem shows
  // on its field as the dates change, and Download waits until there is none.
  const problem = dateRangeProblem(from, to, MAX_RANGE_DAYS);

  async function download() {
    if (problem) return;
    setBusy(true);
    setFailed([]);
    try {
      const file = await downloadAccountingExport(format, from, to);
      saveFile(file.blob, file.filename);
      onClose();
    } catch (error) {
      const fields =
        error instanceof ApiError && error.status === 400 ? error.fieldErrors.map((e) => e.message) : [];
      if (!fields.length) reportError(error, { action: 'accounting-export' });
      notifyError(FULFILMENT_MESSAGES.exportFailed, 3000);
      setFailed(fields.length ? fields : [FULFILMENT_MESSAGES.exportFailed]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={mobile}
      aria-labelledby="accounting-export-title"
      aria-describedby="accounting-export-description"
    >
      <DialogTitle id="accounting-export-title">Accounting export</DialogTitle>
      <DialogContent dividers>
        <DialogContentText id="accounting-export-description" sx={{ mb: 2 }}>
          Invoices of completed orders delivered in the dates chosen, one line per product supplied, with GST
          per line. Import the Xero file with amounts that are tax inclusive.
        </DialogContentText>
        {format === 'xero' && <DialogContentText sx={{ mb: 2 }}>{XERO_SPLIT_NOTE}</DialogContentText>}
        {failed.map((m) => (
          <Alert key={m} severity="error" sx={{ mb: 2 }}>
            {m}
          </Alert>
        ))}
        <FormControl component="fieldset" sx={{ mb: 2, display: 'block' }}>
          <FormLabel component="legend">Accounting system</FormLabel>
          <RadioGroup value={format} onChange={(e) => setFormat(e.target.value as AccountingFormat)}>
            {ACCOUNTING_FORMATS.map((f) => (
              <FormControlLabel key={f} value={f} control={<Radio />} label={ACCOUNTING_FORMAT_LABELS[f]} />
            ))}
          </RadioGroup>
        </FormControl>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField
            label="Delivered from"
            type="date"
            size="small"
            required
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            error={problem?.field === 'from'}
            helperText={problem?.field === 'from' ? problem.message : ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: '1 1 140px' }}
          />
          <TextField
            label="Delivered to"
            type="date"
            size="small"
            required
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={problem?.field === 'to'}
            helperText={problem?.field === 'to' ? problem.message : ' '}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
            sx={{ flex: '1 1 140px' }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void download()} disabled={busy || !!problem}>
          {busy ? <CircularProgress size={20} aria-label="Downloading" /> : 'Download'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
