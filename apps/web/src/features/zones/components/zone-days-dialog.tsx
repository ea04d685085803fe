import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Chip,
  Divider,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { WEEKDAYS, ZONE_MESSAGES, type DeliveryDay, type ZoneDaysBody } from '@portal/domain';
import { FormDialog } from '../../../components/form-dialog.tsx';

type Row = {
  deliveryDay: number;
  on: boolean;
  blocked: boolean;
  newBy: number | '';
  existingBy: number | '';
};

const rowsOf = (days: DeliveryDay[]): Row[] =>
  WEEKDAYS.map((w) => {
    const d = days.find((x) => x.deliveryDay === w.day);
    return {
      deliveryDay: w.day,
      on: Boolean(d?.enabled),
      blocked: Boolean(d?.blocked),
      newBy: d?.newCustomerOrderBy ?? '',
      existingBy: d?.existingCustomerOrderBy ?? '',
    };
  });

/** The day before, as a sensible default when a day is switched on. */
const dayBefore = (day: number) => ((day + 5) % 7) + 1;

type Props = {
  open: boolean;
  days: DeliveryDay[];
  busy: boolean;
  error?: string | null;
  onClose: () => void;
  onSave: (days: ZoneDaysBody) => void;
};

/** Edit Delivery Days: a toggle per weekday with both order-by days; blocked days cannot be toggled. */
export function ZoneDaysDialog({ open, days, busy, error, onClose, onSave }: Props) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(days));
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (open) {
      setRows(rowsOf(days));
      setSubmitted(false);
    }
  }, [open, days]);

  const update = (day: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.deliveryDay === day ? { ...r, ...patch } : r)));

  const invalid = (v: number | '') => v === '' || v < 1 || v > 7;
  const save = () => {
    setSubmitted(true);
    const on = rows.filter((r) => r.on);
    if (on.some((r) => invalid(r.newBy) || invalid(r.existingBy))) return;
    onSave(
      on.map((r) => ({
        deliveryDay: r.deliveryDay,
        newCustomerOrderBy: Number(r.newBy),
        existingCustomerOrderBy: Number(r.existingBy),
      })),
    );
  };

  return (
    <FormDialog
      open={open}
      title="Edit Delivery Days"
      problems={error ? [error] : []}
      submitLabel="Save"
      busyLabel="Saving"
      busy={busy}
      onSubmit={save}
      onClose={onClose}
      dividers
      maxWidth="md"
    >
      <Stack divider={<Divider flexItem />} spacing={1.5}>
        {rows.map((r) => {
          const name = WEEKDAYS.find((w) => w.day === r.deliveryDay)!.name;
          const sameDay = r.on && (r.newBy === r.deliveryDay || r.existingBy === r.deliveryDay);
          return (
            <Box key={r.deliveryDay}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <FormControlLabel
                  sx={{ minWidth: 170 }}
                  control={
                    <Switch
                      checked={r.on}
                      disabled={r.blocked}
                      onChange={(e) =>
                        update(r.deliveryDay, {
                          on: e.target.checked,
                          newBy: r.newBy === '' ? dayBefore(r.deliveryDay) : r.newBy,
                          existingBy: r.existingBy === '' ? dayBefore(r.deliveryDay) : r.existingBy,
                        })
                      }
                    />
                  }
                  label={
                    <span>
                      {name} {r.blocked && <Chip size="small" label="Blocked" sx={{ ml: 0.5 }} />}
                    </span>
                  }
                />
                {r.on && (
                  <>
                    <OrderBySelect
                      label="New customers order by"
                      dayName={name}
                      value={r.newBy}
                      error={submitted && invalid(r.newBy)}
                      onChange={(v) => update(r.deliveryDay, { newBy: v })}
                    />
                    <OrderBySelect
                      label="Existing customers order by"
                      dayName={name}
                      value={r.existingBy}
                      error={submitted && invalid(r.existingBy)}
                      onChange={(v) => update(r.deliveryDay, { existingBy: v })}
                    />
                  </>
                )}
              </Stack>
              {sameDay && (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  Orders for {name} can be placed on the day of delivery, up to the cutoff time.
                </Alert>
              )}
            </Box>
          );
        })}
      </Stack>
      {rows.every((r) => !r.on) && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No delivery days are on.
        </Typography>
      )}
    </FormDialog>
  );
}

function OrderBySelect({
  label,
  dayName,
  value,
  error,
  onChange,
}: {
  label: string;
  dayName: string;
  value: number | '';
  error: boolean;
  onChange: (v: number | '') => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      slotProps={{ htmlInput: { 'aria-label': `${dayName}: ${label}` } }}
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      error={error}
      helperText={error ? ZONE_MESSAGES.dayInvalid : undefined}
      sx={{ minWidth: 220 }}
    >
      {WEEKDAYS.map((w) => (
        <MenuItem key={w.day} value={w.day}>
          {w.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
