import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import {
  CUTOFF_OPTIONS,
  DEFAULT_CUTOFF,
  ZONE_TIME_ZONES,
  decimalToCents,
  formatCutoff,
  zoneFormSchema,
  type ZoneForm,
} from '@portal/domain';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';

export type ZoneFormMode = 'create' | 'duplicate' | 'details';

const TITLES: Record<ZoneFormMode, string> = {
  create: 'Create Delivery Zone',
  duplicate: 'Duplicate Delivery Zone',
  details: 'Edit Delivery Details',
};

export type ZoneFormValues = { name: string; minimumOrderTotal: number; cutoff: string; timeZone: string };

type Props = {
  open: boolean;
  mode: ZoneFormMode;
  initial: ZoneForm;
  busy: boolean;
  onClose: () => void;
  /** Resolves when saved; a rejected ApiError 400 puts its messages on the fields. */
  onSubmit: (values: ZoneFormValues) => Promise<unknown>;
};

const FIELD_OF: Record<string, keyof ZoneForm> = {
  name: 'name',
  minimumOrderTotal: 'minimumOrder',
  cutoff: 'cutoff',
  timeZone: 'timeZone',
};

/** Create, Duplicate (seeded with the zone) and Edit Delivery Details share one form and one schema. */
export function ZoneFormDialog({ open, mode, initial, busy, onClose, onSubmit }: Props) {
  const { register, control, handleSubmit, reset, setError, formState } = useForm<ZoneForm>({
    resolver: zodResolver(zoneFormSchema),
    defaultValues: initial,
  });
  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);

  const submit = handleSubmit(async (v) => {
    try {
      await onSubmit({
        name: v.name,
        minimumOrderTotal: decimalToCents(v.minimumOrder),
        cutoff: v.cutoff,
        timeZone: v.timeZone,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        for (const e of error.fieldErrors) {
          const field = FIELD_OF[e.param];
          if (field) setError(field, { message: e.message });
        }
      }
    }
  });

  return (
    <FormDialog
      open={open}
      title={TITLES[mode]}
      submitLabel={mode === 'details' ? 'Save' : 'Create Zone'}
      busyLabel="Saving"
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {mode !== 'details' && (
          <TextField
            label="Zone Name"
            autoFocus
            {...register('name')}
            error={Boolean(formState.errors.name)}
            helperText={formState.errors.name?.message}
          />
        )}
        <TextField
          label="Minimum Order Total"
          inputMode="decimal"
          {...register('minimumOrder')}
          error={Boolean(formState.errors.minimumOrder)}
          helperText={formState.errors.minimumOrder?.message}
          slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
        />
        <Controller
          control={control}
          name="cutoff"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Cutoff Time"
              {...field}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {CUTOFF_OPTIONS.map((c) => (
                <MenuItem key={c} value={c}>
                  {formatCutoff(c)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Time Zone"
              {...field}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {ZONE_TIME_ZONES.map((tz) => (
                <MenuItem key={tz} value={tz}>
                  {tz}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
    </FormDialog>
  );
}

export const emptyZoneForm = (timeZone: string): ZoneForm => ({
  name: '',
  minimumOrder: '0',
  cutoff: DEFAULT_CUTOFF,
  timeZone,
});
