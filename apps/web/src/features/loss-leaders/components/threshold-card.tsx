import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  InputAdornment,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { centsToDollarText, decimalToCents, thresholdFormSchema } from '@portal/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Money } from '../../../components/money.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSaveThreshold, useThreshold } from '../../../api/loss-leaders.ts';

type Form = { amount: string };

export function ThresholdCard() {
  const threshold = useThreshold();
  const save = useSaveThreshold();
  const [open, setOpen] = useState(false);
  const cents = threshold.data?.lossProductsMinimumSpend ?? null;
  const form = useForm<Form>({
    resolver: zodResolver(thresholdFormSchema),
    values: { amount: cents === null ? '' : centsToDollarText(cents) },
  });

  const submit = form.handleSubmit(async ({ amount }) => {
    try {
      await save.mutateAsync(decimalToCents(amount));
      notifySuccess('Successfully updated order threshold');
      setOpen(false);
    } catch (error) {
      // Spec 002 section 8: the first API error message is shown in the dialog.
      const first = error instanceof ApiError ? error.fieldErrors[0]?.message : undefined;
      if (first) form.setError('amount', { message: first });
      notifyError('Unable to update threshold minimum amount.');
    }
  });

  return (
    <Card variant="outlined">
      <CardHeader title="Order Threshold" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {threshold.isPending ? (
          <Skeleton width={160} />
        ) : threshold.isError ? (
          <ErrorPanel
            error={threshold.error}
            title="Unable to load the loss product minimum amount"
            message="Please try again."
            onRetry={() => void threshold.refetch()}
          />
        ) : cents === null ? (
          <Typography color="text.secondary">
            No threshold set. Set one to start offering loss leaders.
          </Typography>
        ) : (
          <Typography>
            Venues whose order reaches{' '}
            <strong>
              <Money cents={cents} />
            </strong>{' '}
            get your loss leader prices.
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button onClick={() => setOpen(true)} disabled={threshold.isPending || threshold.isError}>
          {cents === null ? 'Set Threshold' : 'Edit Threshold'}
        </Button>
      </CardActions>
      <FormDialog
        open={open}
        title="Order Threshold"
        submitLabel="Save"
        busyLabel="Saving"
        busy={save.isPending}
        onSubmit={() => void submit()}
        onClose={() => setOpen(false)}
      >
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Minimum order ($)"
          inputMode="decimal"
          {...form.register('amount')}
          error={!!form.formState.errors.amount}
          helperText={form.formState.errors.amount?.message}
          slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
        />
      </FormDialog>
    </Card>
  );
}
