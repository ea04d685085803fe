import { useState } from 'react';
import { TextField } from '@mui/material';
import { DAY_SHEET_LABELS, FULFILMENT_MESSAGES, isCalendarDay, type DaySheet } from '@portal/domain';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useDownload } from '../../../lib/use-download.ts';
import { downloadDaySheet } from '../../../api/fulfilment.ts';
import { nextDay, todayInZone } from '../../../lib/format.ts';

/** Tomorrow in the supplier's time zone, as YYYY-MM-DD. */
export const tomorrowInZone = () => nextDay(todayInZone());

const DESCRIPTIONS: Record<DaySheet, string> = {
  'pick-sheet': 'Every product to pick for the day, with its total and the orders it goes to, by category.',
  'packing-slips': 'A packing slip for every order of the day, in one PDF.',
  'run-sheet': "The day's orders by delivery zone, suburb and postcode, with space to sign.",
};

/** Picks the delivery day of one of the day's sheets (tomorrow by default) and downloads the PDF. */
export function DaySheetDialog({ sheet, onClose }: { sheet: DaySheet; onClose: () => void }) {
  const [day, setDay] = useState(tomorrowInZone);
  const download = useDownload((on: string) => downloadDaySheet(sheet, on), {
    failed: FULFILMENT_MESSAGES.sheetFailed,
    action: `day-sheet-${sheet}`,
  });
  const invalid = !isCalendarDay(day);

  return (
    <FormDialog
      title={`${DAY_SHEET_LABELS[sheet]} (PDF)`}
      description={`${DESCRIPTIONS[sheet]} Cancelled orders are left out.`}
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
        helperText={invalid ? FULFILMENT_MESSAGES.deliveryDate : ' '}
        fullWidth
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
