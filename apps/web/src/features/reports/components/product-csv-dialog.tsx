import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { ORDER_SUMMARY_STATUSES, REPORT_MESSAGES, type OrderSummaryStatus } from '@portal/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { useIsMobile } from '../../../lib/breakpoints.ts';
import { displayZone } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useDownloadOrderSummary } from '../../../api/reports.ts';
import { TIMEFRAMES, timeframeRange, type Timeframe } from '../timeframe.ts';

/** Product CSV: the products of the orders delivered in a timeframe, summed, in the chosen statuses. */
export function ProductCsvDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mobile = useIsMobile();
  const download = useDownloadOrderSummary();
  const [statuses, setStatuses] = useState<OrderSummaryStatus[]>(['Pending']);
  const [timeframe, setTimeframe] = useState<Timeframe>('today');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [submitted, setSubmitted] = useState(false);
  const [apiErrors, setApiErrors] = useState<string[]>([]);

  const range = timeframeRange(timeframe, displayZone(), new Date(), custom);
  const statusError = submitted && statuses.length === 0 ? REPORT_MESSAGES.statusRequired : null;
  const datesError = submitted && !range ? REPORT_MESSAGES.datesRequired : null;

  const toggle = (status: OrderSummaryStatus) =>
    setStatuses((list) => (list.includes(status) ? list.filter((s) => s !== status) : [...list, status]));

  const submit = async () => {
    setSubmitted(true);
    setApiErrors([]);
    if (!statuses.length || !range) return;
    try {
      await download.mutateAsync({
        from: range.from,
        to: range.to,
        statuses,
        filename:
          range.fromDay === range.toDay
            ? `product-data-${range.fromDay}.csv`
            : `product-data-${range.fromDay}-to-${range.toDay}.csv`,
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        setApiErrors(error.fieldErrors.map((e) => e.message));
      notifyError(REPORT_MESSAGES.csvFailed, 3000);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={mobile}
      aria-labelledby="product-csv-title"
    >
      <DialogTitle id="product-csv-title">Product CSV</DialogTitle>
      <DialogContent dividers>
        {apiErrors.map((m) => (
          <Alert key={m} severity="error" sx={{ mb: 2 }}>
            {m}
          </Alert>
        ))}
        <FormControl component="fieldset" error={!!statusError} sx={{ mb: 2, display: 'block' }}>
          <FormLabel component="legend">Order status</FormLabel>
          <FormGroup row>
            {ORDER_SUMMARY_STATUSES.map((s) => (
              <FormControlLabel
                key={s}
                control={<Checkbox checked={statuses.includes(s)} onChange={() => toggle(s)} />}
                label={s}
              />
            ))}
          </FormGroup>
          {statusError && <FormHelperText>{statusError}</FormHelperText>}
        </FormControl>
        <FormControl component="fieldset" error={!!datesError} sx={{ display: 'block' }}>
          <FormLabel component="legend">Delivery timeframe</FormLabel>
          <RadioGroup value={timeframe} onChange={(e) => setTimeframe(e.target.value as Timeframe)}>
            {TIMEFRAMES.map((t) => (
              <FormControlLabel key={t.value} value={t.value} control={<Radio />} label={t.label} />
            ))}
          </RadioGroup>
          {timeframe === 'custom' && (
            <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
              <TextField
                label="From"
                type="date"
                size="small"
                value={custom.from}
                onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label="To"
                type="date"
                size="small"
                value={custom.to}
                onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: custom.from || undefined } }}
              />
            </Box>
          )}
          {datesError && <FormHelperText>{datesError}</FormHelperText>}
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={download.isPending}>
          {download.isPending ? <CircularProgress size={20} aria-label="Downloading" /> : 'Download'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
