import { useState } from 'react';
import {
  Box,
  Checkbox,
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
import { FormDialog } from '../../../components/form-dialog.tsx';
import { displayZone } from '../../../lib/format.ts';
import { useDownload } from '../../../lib/use-download.ts';
import { downloadOrderSummary } from '../../../api/reports.ts';
import { TIMEFRAMES, timeframeRange, type Timeframe } from '../timeframe.ts';

/** Product CSV: the products of the orders delivered in a timeframe, summed, in the chosen statuses. */
export function ProductCsvDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const download = useDownload(downloadOrderSummary, {
    failed: REPORT_MESSAGES.csvFailed,
    action: 'product-csv',
  });
  const [statuses, setStatuses] = useState<OrderSummaryStatus[]>(['Pending']);
  const [timeframe, setTimeframe] = useState<Timeframe>('today');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [submitted, setSubmitted] = useState(false);

  const range = timeframeRange(timeframe, displayZone(), new Date(), custom);
  const statusError = submitted && statuses.length === 0 ? REPORT_MESSAGES.statusRequired : null;
  const datesError = submitted && !range ? REPORT_MESSAGES.datesRequired : null;

  const toggle = (status: OrderSummaryStatus) =>
    setStatuses((list) => (list.includes(status) ? list.filter((s) => s !== status) : [...list, status]));

  const submit = () => {
    setSubmitted(true);
    if (!statuses.length || !range) return;
    const filename =
      range.fromDay === range.toDay
        ? `product-data-${range.fromDay}.csv`
        : `product-data-${range.fromDay}-to-${range.toDay}.csv`;
    download.start({ from: range.from, to: range.to, statuses, filename }, onClose);
  };

  return (
    <FormDialog
      open={open}
      title="Product CSV"
      problems={download.problems}
      submitLabel="Download"
      busyLabel="Downloading"
      busy={download.busy}
      onSubmit={submit}
      onClose={onClose}
      dividers
    >
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
    </FormDialog>
  );
}
