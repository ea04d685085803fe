import { useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import {
  exGstPrice,
  EXCLUDED_VENUE_TYPE,
  PRODUCT_MESSAGES,
  formatCents,
  specialStatusOf,
  type Product,
} from '@portal/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useVenues } from '../../../api/venues.ts';
import { CustomPricingRow } from './custom-pricing-row.tsx';
import { newRow, useCustomPricingForm } from './use-custom-pricing-form.ts';

type Venue = { id: number; venue: string };

/** 'Price for all venues' and Apply to All: sets every row not being removed. */
function ApplyToAll({ disabled, onApply }: { disabled: boolean; onApply: (price: string) => void }) {
  const [applyAll, setApplyAll] = useState('');
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        size="small"
        label="Price for all venues (Ex. GST)"
        value={applyAll}
        onChange={(e) => setApplyAll(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ flex: '1 1 200px' }}
      />
      <Button
        variant="outlined"
        disabled={!applyAll.trim() || disabled}
        onClick={() => onApply(applyAll.trim())}
      >
        Apply to All
      </Button>
    </Box>
  );
}

type FormProps = {
  product: Product;
  offered: Venue[];
  venueName: (id: number) => string;
  pricing: ReturnType<typeof useCustomPricingForm>;
};

/** The rows of the dialog, with Apply to All and Add Venue (the dialog is their form: Enter saves). */
function CustomPricingForm({ product, offered, venueName, pricing }: FormProps) {
  const { form, fields, append, remove } = pricing;
  const rows = form.watch('rows');
  const used = new Set(rows.map((r) => r.venueId));
  const applyToAll = (price: string) =>
    rows.forEach((r, i) => {
      if (r.apiMethod !== 'delete')
        form.setValue(`rows.${i}.priceInDollarsExGST`, price, { shouldValidate: form.formState.isSubmitted });
    });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        Prices are entered ex GST. Standard price:{' '}
        {formatCents(exGstPrice(product.priceInCents, product.gstExempt))} ex GST per{' '}
        {product.unitOfPrice.unit}.
      </Typography>
      {specialStatusOf(product) === 'active' && (
        <Alert severity="warning">{PRODUCT_MESSAGES.specialWarning}</Alert>
      )}
      <ApplyToAll disabled={fields.length === 0} onApply={applyToAll} />
      {fields.length === 0 && (
        <Typography color="text.secondary">No custom prices yet. Add a venue to start.</Typography>
      )}
      {fields.map((field, i) => {
        const row = rows[i];
        if (!row) return null;
        return (
          <CustomPricingRow
            key={field.key}
            index={i}
            row={row}
            product={product}
            choices={offered.filter((v) => v.id === row.venueId || !used.has(v.id))}
            venueName={venueName}
            errors={form.formState.errors.rows}
            register={form.register}
            setValue={form.setValue}
            onDrop={() => remove(i)}
          />
        );
      })}
      <div>
        <Button
          variant="text"
          disabled={offered.every((v) => used.has(v.id))}
          onClick={() => append(newRow())}
        >
          Add Venue
        </Button>
      </div>
    </Box>
  );
}

/**
 * Per-product custom prices, one row per venue: new rows are posted, changed existing rows patched,
 * removed existing rows deleted on save (spec 000 section 4). Prices are typed ex GST.
 */
export function CustomPricingDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const venues = useVenues();
  const offered = useMemo(
    () =>
      (venues.data ?? [])
        .filter((v) => v.status === 'active' && v.venueType !== EXCLUDED_VENUE_TYPE)
        .sort((a, b) => a.venue.localeCompare(b.venue)),
    [venues.data],
  );
  const venueName = (id: number) =>
    venues.data?.find((v) => v.id === id)?.venue ??
    product.customPricing.find((c) => c.venue.id === id)?.venue.venue ??
    `venue ${id}`;
  const pricing = useCustomPricingForm(product, venueName, onClose);

  return (
    <FormDialog
      title={`Custom prices for ${product.name}`}
      submitLabel="Save Custom Prices"
      busyLabel="Saving"
      busy={pricing.saving}
      blocked={!venues.data}
      onSubmit={() => void pricing.onSave()}
      onClose={onClose}
      dividers
      maxWidth="sm"
    >
      {venues.isError ? (
        <ErrorPanel
          error={venues.error}
          message="We were unable to load venues."
          onRetry={() => venues.refetch()}
        />
      ) : venues.isPending ? (
        <Box sx={{ textAlign: 'center', py: 3 }}>
          <CircularProgress aria-label="Loading venues" />
        </Box>
      ) : (
        <CustomPricingForm product={product} offered={offered} venueName={venueName} pricing={pricing} />
      )}
    </FormDialog>
  );
}
