import { useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputAdornment, Stack, TextField, Typography } from '@mui/material';
import {
  CUSTOMER_MESSAGES,
  formatDecimal,
  parseDecimal,
  rakeFormSchema,
  type RakeForm,
} from '@portal/domain';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { ListLoadFailed } from '../../../components/list-load-failed.tsx';
import { SearchPicker } from '../../../components/search-picker.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSaveRake } from '../../../api/customers.ts';
import { useTradeVenues, venueLabel, type VenueOption } from '../../../api/venues.ts';

/** The row's venue (its rake exists or not), or null to pick one in the dialog. */
export type RakeTarget = {
  venueId: number;
  venueName: string;
  commission: number | null;
  exists: boolean;
} | null;

/** The form step: the row's venue or the venue picker, then Custom Rake (%). */
function RakeFields({
  form,
  target,
  venue,
  onVenue,
}: {
  form: UseFormReturn<RakeForm>;
  target: RakeTarget;
  venue: VenueOption | null;
  onVenue: (venue: VenueOption | null) => void;
}) {
  const venues = useTradeVenues();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {target ? (
        <Typography>
          Venue: <strong>{venueLabel({ id: target.venueId, venue: target.venueName })}</strong>
        </Typography>
      ) : (
        <>
          {venues.isError && (
            <ListLoadFailed message={CUSTOMER_MESSAGES.venuesLoadFailed} onRetry={venues.refetch} />
          )}
          <Controller
            control={form.control}
            name="venueId"
            render={({ field, fieldState }) => (
              <SearchPicker
                label="Venue"
                options={venues.data ?? []}
                loading={venues.isPending}
                disabled={venues.isError}
                value={venue}
                getLabel={venueLabel}
                getId={(v) => v.id}
                onChange={(v) => {
                  onVenue(v);
                  field.onChange(v?.id ?? 0);
                }}
                error={fieldState.error ? CUSTOMER_MESSAGES.venueRequired : undefined}
              />
            )}
          />
        </>
      )}
      <TextField
        label="Custom Rake (%)"
        inputMode="decimal"
        {...form.register('customCommission')}
        error={!!form.formState.errors.customCommission}
        helperText={form.formState.errors.customCommission?.message}
        slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
      />
    </Stack>
  );
}

/**
 * Create Custom Rake (the row's venue, or one picked) or Edit Custom Rake; form → confirm → submit.
 * A create for a venue that turns out to have a rake updates it (spec 002 section 4).
 */
export function RakeDialog({
  open,
  target,
  onClose,
}: {
  open: boolean;
  target: RakeTarget;
  onClose: () => void;
}) {
  const editing = !!target?.exists;
  const save = useSaveRake();
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [serverError, setServerError] = useState<string | null>(null);
  const [venue, setVenue] = useState<VenueOption | null>(null);
  const form = useForm<RakeForm>({
    resolver: zodResolver(rakeFormSchema),
    values: {
      venueId: target?.venueId ?? 0,
      customCommission: target?.exists ? (target.commission?.toString() ?? '') : '',
    },
  });
  const venueName = target?.venueName ?? venue?.venue ?? '';

  const close = () => {
    setStep('form');
    setServerError(null);
    setVenue(null);
    form.reset();
    onClose();
  };

  const submit = async () => {
    const values = form.getValues();
    try {
      const done = await save.mutateAsync({
        exists: editing,
        body: {
          venueId: values.venueId,
          customCommission: parseDecimal(values.customCommission) ?? Number.NaN,
        },
      });
      notifySuccess(done === 'updated' ? CUSTOMER_MESSAGES.rakeUpdated : CUSTOMER_MESSAGES.rakeCreated);
      close();
    } catch (error) {
      notifyError(editing ? CUSTOMER_MESSAGES.rakeUpdateFailed : CUSTOMER_MESSAGES.rakeCreateFailed);
      // A 400 or 409 shows the API's words in the confirm step (spec 002 section 8).
      if (error instanceof ApiError && (error.status === 400 || error.status === 409))
        setServerError(error.fieldErrors[0]?.message ?? null);
    }
  };

  const confirming = step === 'confirm';
  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Custom Rake' : 'Create Custom Rake'}
      problems={confirming && serverError ? [serverError] : []}
      submitLabel={confirming ? 'Confirm' : 'Save Custom Rake'}
      busyLabel="Saving"
      busy={save.isPending}
      onSubmit={confirming ? () => void submit() : () => void form.handleSubmit(() => setStep('confirm'))()}
      onClose={close}
      maxWidth="sm"
    >
      {confirming ? (
        <>
          <Typography gutterBottom>
            You are changing the rake for <strong>{venueName}</strong> to{' '}
            <strong>
              {formatDecimal(parseDecimal(form.getValues('customCommission')) ?? Number.NaN, 2)}%
            </strong>
            .
          </Typography>
          <Typography>Please confirm to proceed</Typography>
        </>
      ) : (
        <RakeFields form={form} target={target} venue={venue} onVenue={setVenue} />
      )}
    </FormDialog>
  );
}
