import { useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import UndoIcon from '@mui/icons-material/Undo';
import {
  centsToDollarText,
  exGstPrice,
  CUSTOM_PRICE_MESSAGES as CM,
  EXCLUDED_VENUE_TYPE,
  PRODUCT_MESSAGES,
  customPriceDialogSchema,
  decimalToCents,
  formatCents,
  incGst,
  specialStatusOf,
  storedPrice,
  type CustomPriceDialogForm,
  type Product,
} from '@portal/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSaveCustomPriceRows } from '../../../api/custom-prices.ts';
import { useVenues } from '../../../api/venues.ts';

type Row = CustomPriceDialogForm['rows'][number];

const dollarsExGst = (product: Product, storedCents: number) =>
  centsToDollarText(exGstPrice(storedCents, product.gstExempt));

function initialRows(product: Product): Row[] {
  return product.customPricing.map((c) => ({
    id: c.id,
    venueId: c.venue.id,
    priceInDollarsExGST: dollarsExGst(product, c.priceInCents),
    apiMethod: 'patch' as const,
  }));
}

/**
 * Per-product custom prices, one row per venue: new rows are posted, changed existing rows patched,
 * removed existing rows deleted on save (spec 000 section 4). Prices are typed ex GST.
 */
export function CustomPricingDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const venues = useVenues();
  const saveRows = useSaveCustomPriceRows();
  const [applyAll, setApplyAll] = useState('');
  const original = useMemo(() => initialRows(product), [product]);
  // The saved price (cents ex GST) of each venue's existing row, as of the last successful write.
  const baseline = useRef(new Map(original.map((r) => [r.venueId, decimalToCents(r.priceInDollarsExGST)])));
  const { control, register, handleSubmit, setValue, watch, formState } = useForm<CustomPriceDialogForm>({
    resolver: zodResolver(customPriceDialogSchema),
    defaultValues: { rows: original },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'rows', keyName: 'key' });
  const rows = watch('rows');
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

  const onSave = handleSubmit(async ({ rows: values }) => {
    // Only new, removed and changed existing prices are written (spec 000 section 4).
    const pending = values
      .map((row, index) => ({ row, index }))
      .filter(({ row }) => {
        if (row.apiMethod !== 'patch') return true;
        const before = baseline.current.get(row.venueId);
        return before === undefined || before !== decimalToCents(row.priceInDollarsExGST);
      });
    const results = await saveRows.mutateAsync(
      pending.map(({ row }) => ({
        method: row.apiMethod,
        id: row.id,
        body: {
          venueId: row.venueId,
          productId: product.id,
          priceInCents: storedPrice(decimalToCents(row.priceInDollarsExGST), product.gstExempt),
        },
      })),
    );
    const dropped: number[] = [];
    results.forEach((result, k) => {
      const { row, index } = pending[k]!;
      const venue = venueName(row.venueId);
      if (!result.ok) {
        const fail =
          row.apiMethod === 'post'
            ? CM.createFailed
            : row.apiMethod === 'delete'
              ? CM.deleteFailed
              : CM.updateFailed;
        notifyError(fail(venue));
        return;
      }
      // What was saved is now the row's starting point: Save again never re-sends it.
      if (row.apiMethod === 'delete') {
        baseline.current.delete(row.venueId);
        dropped.push(index);
        notifySuccess(CM.deleted(venue));
        return;
      }
      baseline.current.set(row.venueId, decimalToCents(row.priceInDollarsExGST));
      if (row.apiMethod === 'post') {
        setValue(`rows.${index}.id`, result.id);
        setValue(`rows.${index}.apiMethod`, 'patch');
      }
      notifySuccess(row.apiMethod === 'post' ? CM.created(venue) : CM.updated(venue));
    });
    if (dropped.length) remove(dropped);
    if (results.every((r) => r.ok)) onClose();
  });
  const saving = saveRows.isPending;

  const used = new Set(rows.map((r) => r.venueId));
  const onSpecial = specialStatusOf(product) === 'active';

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="custom-pricing-title"
    >
      <DialogTitle id="custom-pricing-title">Custom prices for {product.name}</DialogTitle>
      <DialogContent dividers>
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
          <Box
            component="form"
            id="custom-pricing-form"
            noValidate
            onSubmit={onSave}
            sx={{ display: 'grid', gap: 2 }}
          >
            <Typography variant="body2" color="text.secondary">
              Prices are entered ex GST. Standard price:{' '}
              {formatCents(exGstPrice(product.priceInCents, product.gstExempt))} ex GST per{' '}
              {product.unitOfPrice.unit}.
            </Typography>
            {onSpecial && <Alert severity="warning">{PRODUCT_MESSAGES.specialWarning}</Alert>}
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
                disabled={!applyAll.trim() || fields.length === 0}
                onClick={() =>
                  rows.forEach((r, i) => {
                    if (r.apiMethod !== 'delete')
                      setValue(`rows.${i}.priceInDollarsExGST`, applyAll.trim(), {
                        shouldValidate: formState.isSubmitted,
                      });
                  })
                }
              >
                Apply to All
              </Button>
            </Box>
            {fields.length === 0 && (
              <Typography color="text.secondary">No custom prices yet. Add a venue to start.</Typography>
            )}
            {fields.map((field, i) => {
              const row = rows[i];
              if (!row) return null;
              const removed = row.apiMethod === 'delete';
              const err = formState.errors.rows?.[i];
              const cents = decimalToCents(row.priceInDollarsExGST ?? '');
              return (
                <Box
                  key={field.key}
                  role="group"
                  aria-label={`Custom price row ${i + 1}`}
                  sx={{
                    display: 'flex',
                    gap: 1,
                    alignItems: 'flex-start',
                    flexWrap: { xs: 'wrap', sm: 'nowrap' },
                    opacity: removed ? 0.5 : 1,
                  }}
                >
                  <TextField
                    select
                    size="small"
                    label="Venue"
                    value={row.venueId ?? ''}
                    disabled={row.apiMethod !== 'post'}
                    onChange={(e) =>
                      setValue(`rows.${i}.venueId`, Number(e.target.value), { shouldValidate: true })
                    }
                    error={!!err?.venueId}
                    helperText={err?.venueId?.message}
                    sx={{ flex: '2 1 200px' }}
                  >
                    {row.apiMethod !== 'post' && !offered.some((v) => v.id === row.venueId) && (
                      <MenuItem value={row.venueId}>{venueName(row.venueId)}</MenuItem>
                    )}
                    {offered
                      .filter((v) => v.id === row.venueId || !used.has(v.id))
                      .map((v) => (
                        <MenuItem key={v.id} value={v.id}>
                          {v.venue}
                        </MenuItem>
                      ))}
                  </TextField>
                  <TextField
                    size="small"
                    label="Price (Ex. GST)"
                    disabled={removed}
                    {...register(`rows.${i}.priceInDollarsExGST`)}
                    error={!!err?.priceInDollarsExGST}
                    helperText={
                      err?.priceInDollarsExGST?.message ??
                      (removed
                        ? 'Removed when you save'
                        : cents === 0
                          ? CM.priceFree
                          : !product.gstExempt && Number.isFinite(cents) && cents > 0
                            ? `${formatCents(incGst(cents))} incl. GST`
                            : ' ')
                    }
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    sx={{ flex: '1 1 140px' }}
                  />
                  {removed ? (
                    <IconButton
                      aria-label={`Keep custom price for ${venueName(row.venueId)}`}
                      onClick={() => setValue(`rows.${i}.apiMethod`, 'patch')}
                    >
                      <UndoIcon />
                    </IconButton>
                  ) : (
                    <IconButton
                      aria-label={`Remove custom price row ${i + 1}`}
                      onClick={() =>
                        row.apiMethod === 'post' ? remove(i) : setValue(`rows.${i}.apiMethod`, 'delete')
                      }
                    >
                      <DeleteIcon />
                    </IconButton>
                  )}
                </Box>
              );
            })}
            <div>
              <Button
                variant="text"
                disabled={offered.every((v) => used.has(v.id))}
                onClick={() =>
                  append({
                    id: null,
                    venueId: undefined as unknown as number,
                    priceInDollarsExGST: '',
                    apiMethod: 'post',
                  })
                }
              >
                Add Venue
              </Button>
            </div>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          form="custom-pricing-form"
          variant="contained"
          disabled={saving || !venues.data}
        >
          {saving ? <CircularProgress size={20} aria-label="Saving" /> : 'Save Custom Prices'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
