import { useId } from 'react';
import {
  Box,
  Checkbox,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  CREDIT_NOTE_LIMITS,
  CREDIT_REASONS,
  creditLeft,
  formatAmountOfUnit,
  formatDecimal,
} from '@portal/domain';
import { formatCents } from '../../../lib/format.ts';
import { fieldKey, type CreditErrors, type CreditLine, type CreditRow } from '../credit-form.ts';

/** What is left of a line after earlier notes (the domain's `creditLeft`), as the dialog says it. */
function leftText(line: CreditLine): string {
  const left = creditLeft(line);
  if (left.amount <= 0) return 'Credited in full';
  const quantity = formatAmountOfUnit(formatDecimal(left.quantity), line.unit);
  return `Left to credit: ${quantity}, ${formatCents(left.amount)}`;
}

/** One supplied line of the Credit dialog: its tick, then how much, why and (for Other) a comment. */
export function CreditLineFields({
  line,
  row,
  errors,
  autoFocus,
  onChange,
}: {
  line: CreditLine;
  row: CreditRow;
  errors: CreditErrors;
  autoFocus: boolean;
  onChange: (patch: Partial<CreditRow>) => void;
}) {
  const id = useId();
  const error = (field: string) => errors[fieldKey(line.orderProductId, field)];
  const nothingLeft = creditLeft(line).amount <= 0;
  const byQuantity = row.mode === 'quantity';
  const numberError = error(row.mode);
  return (
    <Box
      role="group"
      aria-labelledby={`${id}-name`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Checkbox
          checked={row.selected}
          disabled={nothingLeft}
          autoFocus={autoFocus}
          onChange={(e) => onChange({ selected: e.target.checked })}
          // Named by aria-label, not by the name below it: a line scrolled out of the dialog's view hides
          // the element it would point to, and axe then finds the checkbox named by its description only.
          slotProps={{ input: { 'aria-label': line.name, 'aria-describedby': `${id}-left` } as object }}
          sx={{ mt: -1, ml: -1 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`${id}-name`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {line.name}
          </Typography>
          <Typography id={`${id}-left`} variant="body2" color="text.secondary">
            {leftText(line)}
          </Typography>
          {error('line') && (
            <Typography variant="body2" color="error" role="alert">
              {error('line')}
            </Typography>
          )}
        </Box>
      </Stack>
      {row.selected && (
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <ToggleButtonGroup
              exclusive
              size="small"
              value={row.mode}
              aria-label="Credit by"
              onChange={(_, mode: CreditRow['mode'] | null) => mode && onChange({ mode })}
              sx={{ flexShrink: 0, height: 40, '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' } } }}
            >
              <ToggleButton value="quantity">Quantity</ToggleButton>
              <ToggleButton value="amount">Amount</ToggleButton>
            </ToggleButtonGroup>
            <TextField
              key={row.mode}
              size="small"
              label={byQuantity ? `Quantity (${line.unit})` : 'Amount ($)'}
              value={byQuantity ? row.quantity : row.amount}
              onChange={(e) =>
                onChange(byQuantity ? { quantity: e.target.value } : { amount: e.target.value })
              }
              error={!!numberError}
              helperText={numberError ?? (byQuantity ? 'At the supplied price' : 'Incl GST where it applies')}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <TextField
              select
              size="small"
              label="Reason"
              value={row.reason}
              onChange={(e) => onChange({ reason: e.target.value })}
              error={!!error('reason')}
              helperText={error('reason')}
              sx={{ flex: 1, minWidth: { sm: 180 } }}
            >
              {CREDIT_REASONS.map((reason) => (
                <MenuItem key={reason} value={reason}>
                  {reason}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {row.reason === 'Other' && (
            <TextField
              size="small"
              label="Comment"
              required
              value={row.comment}
              onChange={(e) => onChange({ comment: e.target.value })}
              error={!!error('comment')}
              helperText={
                error('comment') ??
                `${row.comment.length.toLocaleString('en-AU')}/${CREDIT_NOTE_LIMITS.comment.toLocaleString('en-AU')}`
              }
              slotProps={{ htmlInput: { maxLength: CREDIT_NOTE_LIMITS.comment } }}
            />
          )}
        </Stack>
      )}
    </Box>
  );
}

/** The note's optional text, printed on the credit note. */
export function CreditNoteField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const max = CREDIT_NOTE_LIMITS.note;
  return (
    <TextField
      label="Note (optional)"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? `${value.length.toLocaleString('en-AU')}/${max.toLocaleString('en-AU')}`}
      multiline
      minRows={2}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
}
