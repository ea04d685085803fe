import { useState } from 'react';
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import {
  dateRangeProblem,
  ORDER_MESSAGES,
  ORDERS_CSV_ANY_SCOPE,
  ORDERS_CSV_ANY_STATUSES,
} from '@portal/domain';
import { downloadOrdersCsv } from '../api/orders.ts';
import { dayjs } from '../lib/dayjs.ts';
import { displayZone, todayInZone } from '../lib/format.ts';
import { useDownload } from '../lib/use-download.ts';
import { FormDialog } from './form-dialog.tsx';

export const ORDERS_CSV_TIMEFRAMES = [
  'Today',
  'Tomorrow',
  'Current Week',
  'Current Month',
  'Custom Dates',
] as const;
export type OrdersCsvTimeframe = (typeof ORDERS_CSV_TIMEFRAMES)[number];
export const ORDERS_CSV_STATUSES = [
  { value: 'ANY', label: 'Any status' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'CANCELLED', label: 'Cancelled' },
] as const;

/** The delivery-date range of a timeframe, as YYYY-MM-DD in the supplier's time zone (weeks start Monday). */
export function timeframeRange(
  timeframe: OrdersCsvTimeframe,
  custom: { from: string; to: string },
  today = todayInZone(),
): { from: string; to: string } {
  const d = dayjs.tz(today, displayZone());
  const fmt = (x: dayjs.Dayjs) => x.format('YYYY-MM-DD');
  switch (timeframe) {
    case 'Today':
      return { from: today, to: today };
    case 'Tomorrow':
      return { from: fmt(d.add(1, 'day')), to: fmt(d.add(1, 'day')) };
    case 'Current Week': {
      const monday = d.subtract((d.day() + 6) % 7, 'day');
      return { from: fmt(monday), to: fmt(monday.add(6, 'day')) };
    }
    case 'Current Month':
      return { from: fmt(d.startOf('month')), to: fmt(d.endOf('month')) };
    default:
      return custom;
  }
}

/** 'Any' means pending, completed and cancelled (spec 001 section 7). */
export function statusSearch(status: string): string {
  return `orderStatus[]:${status === 'ANY' ? ORDERS_CSV_ANY_STATUSES.join(',') : status}`;
}

/** The file's name says what it holds: the status filter and the delivery dates. */
export function ordersCsvFileName(status: string, range: { from: string; to: string }): string {
  const what = status === 'ANY' ? 'any-status' : status.toLowerCase();
  return `orders-${what}-${range.from}-to-${range.to}`;
}

/** Download Orders CSV: a timeframe of delivery dates and a status; one row per order line. */
export function OrdersCsvDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [timeframe, setTimeframe] = useState<OrdersCsvTimeframe>('Tomorrow');
  const [status, setStatus] = useState<string>('ANY');
  const [custom, setCustom] = useState({ from: todayInZone(), to: todayInZone() });
  const download = useDownload(
    ({ range, status: chosen }: { range: ReturnType<typeof timeframeRange>; status: string }) => {
      const filename = ordersCsvFileName(chosen, range);
      return downloadOrdersCsv(
        { from: range.from, to: range.to, search: statusSearch(chosen), filename },
        `${filename}.csv`,
      );
    },
    { failed: ORDER_MESSAGES.csvFailed, inline: ORDER_MESSAGES.csvInline, action: 'orders-csv' },
  );
  // The accounting export's rule and words (one function in the domain): shown on its field, Download waits.
  const problem = timeframe === 'Custom Dates' ? dateRangeProblem(custom.from, custom.to) : null;

  return (
    <FormDialog
      open={open}
      title="Download Orders CSV"
      problems={download.problems}
      submitLabel="Download"
      busyLabel="Downloading"
      busy={download.busy}
      blocked={!!problem}
      onSubmit={() => download.start({ range: timeframeRange(timeframe, custom), status }, onClose)}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <FormControl>
          <FormLabel id="orders-csv-timeframe">Delivery date</FormLabel>
          <RadioGroup
            aria-labelledby="orders-csv-timeframe"
            value={timeframe}
            onChange={(e) => setTimeframe(e.target.value as OrdersCsvTimeframe)}
          >
            {ORDERS_CSV_TIMEFRAMES.map((t) => (
              <FormControlLabel key={t} value={t} control={<Radio size="small" />} label={t} />
            ))}
          </RadioGroup>
        </FormControl>
        {timeframe === 'Custom Dates' && (
          <Stack direction="row" spacing={1}>
            <TextField
              label="From"
              type="date"
              size="small"
              value={custom.from}
              error={problem?.field === 'from'}
              helperText={problem?.field === 'from' ? problem.message : undefined}
              onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              label="To"
              type="date"
              size="small"
              value={custom.to}
              error={problem?.field === 'to'}
              helperText={problem?.field === 'to' ? problem.message : undefined}
              onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          </Stack>
        )}
        <TextField
          select
          label="Order status"
          size="small"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          helperText={status === 'ANY' ? ORDERS_CSV_ANY_SCOPE : undefined}
        >
          {ORDERS_CSV_STATUSES.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </FormDialog>
  );
}
