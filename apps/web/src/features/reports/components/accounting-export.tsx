import { useState } from 'react';
import {
  Box,
  DialogContentText,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import {
  ACCOUNTING_EXPORT_NOTES,
  ACCOUNTING_FORMAT_LABELS,
  ACCOUNTING_FORMATS,
  dateRangeProblem,
  FULFILMENT_MESSAGES,
  MAX_RANGE_DAYS,
  XERO_SPLIT_NOTE,
  type AccountingFormat,
} from '@portal/domain';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { todayInZone } from '../../../lib/format.ts';
import { useDownload } from '../../../lib/use-download.ts';
import { downloadAccountingExport } from '../../../api/fulfilment.ts';

/** The invoices and credit notes of a range of days as Xero or MYOB import files. */
export function AccountingExportDialog({ onClose }: { onClose: () => void }) {
  const today = todayInZone();
  const [format, setFormat] = useState<AccountingFormat>('xero');
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const download = useDownload(
    (input: { format: AccountingFormat; from: string; to: string }) =>
      downloadAccountingExport(input.format, input.from, input.to),
    { failed: FULFILMENT_MESSAGES.exportFailed, action: 'accounting-export' },
  );
  // The Orders CSV dialog's rule and words (one function in the domain, the API's too): the problem shows
  // on its field as the dates change, and Download waits until there is none.
  const problem = dateRangeProblem(from, to, MAX_RANGE_DAYS);

  return (
    <FormDialog
      title="Accounting export"
      description={ACCOUNTING_EXPORT_NOTES.period}
      problems={download.problems}
      submitLabel="Download"
      busyLabel="Downloading"
      busy={download.busy}
      blocked={!!problem}
      onSubmit={() => download.start({ format, from, to }, onClose)}
      onClose={onClose}
      dividers
    >
      <DialogContentText sx={{ mb: 2 }}>{ACCOUNTING_EXPORT_NOTES.importOnly}</DialogContentText>
      <DialogContentText sx={{ mb: 2 }}>
        {format === 'xero' ? ACCOUNTING_EXPORT_NOTES.xeroFiles : ACCOUNTING_EXPORT_NOTES.myobFiles}
      </DialogContentText>
      <DialogContentText sx={{ mb: 2 }}>
        {format === 'xero' ? XERO_SPLIT_NOTE : ACCOUNTING_EXPORT_NOTES.myobCards}
      </DialogContentText>
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
          label="Invoiced from"
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
          label="Invoiced to"
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
    </FormDialog>
  );
}
