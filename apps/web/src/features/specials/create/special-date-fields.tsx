import { Box, TextField } from '@mui/material';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { addDays, SPECIAL_RULES, type SpecialFormValues } from '@portal/domain';

/** Start and end day; the end picker reaches 27 days after the start (30 from today without one). */
export function SpecialDateFields({
  control,
  errors,
  today,
  startDate,
}: {
  control: Control<SpecialFormValues>;
  errors: FieldErrors<SpecialFormValues>;
  today: string;
  startDate: string;
}) {
  const endMax = startDate
    ? addDays(startDate, SPECIAL_RULES.maxDaysAfterStart)
    : addDays(today, SPECIAL_RULES.maxDaysFromTodayWithoutStart);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Controller
        control={control}
        name="startDate"
        render={({ field }) => (
          <TextField
            {...field}
            type="date"
            label="Start date"
            error={!!errors.startDate}
            helperText={errors.startDate?.message}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
          />
        )}
      />
      <Controller
        control={control}
        name="endDate"
        render={({ field }) => (
          <TextField
            {...field}
            type="date"
            label="End date"
            error={!!errors.endDate}
            helperText={errors.endDate?.message ?? 'At most 4 weeks after the start'}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: startDate || today, max: endMax },
            }}
          />
        )}
      />
    </Box>
  );
}
