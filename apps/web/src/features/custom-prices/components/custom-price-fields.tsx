import { Controller, type UseFormReturn } from 'react-hook-form';
import { InputAdornment, TextField } from '@mui/material';
import {
  CUSTOMER_MESSAGES,
  CUSTOM_PRICE_MESSAGES as M,
  decimalToCents,
  formatCents,
  storedPrice,
  type CustomPriceForm,
} from '@portal/domain';
import { ListLoadFailed } from '../../../components/list-load-failed.tsx';
import { SearchPicker } from '../../../components/search-picker.tsx';
import type { ProductOption } from '../../../api/products.ts';
import { venueLabel } from '../../../api/venues.ts';

type VenueOption = { id: number; venue: string };
/** What the pickers read of a list query. */
type OptionsQuery<T> = { data?: T[]; isError: boolean; isPending: boolean; refetch: () => unknown };

type PickerProps = {
  form: UseFormReturn<CustomPriceForm>;
  venues: OptionsQuery<VenueOption>;
  products: OptionsQuery<ProductOption>;
  venue: VenueOption | null;
  product: ProductOption | null;
  onVenue: (venue: VenueOption | null) => void;
  onProduct: (product: ProductOption | null) => void;
};

/** The Add dialog's venue and product pickers. */
export function CustomPricePickers({
  form,
  venues,
  products,
  venue,
  product,
  onVenue,
  onProduct,
}: PickerProps) {
  return (
    <>
      {venues.isError && (
        <ListLoadFailed message={CUSTOMER_MESSAGES.venuesLoadFailed} onRetry={venues.refetch} />
      )}
      {products.isError && <ListLoadFailed message={M.productsLoadFailed} onRetry={products.refetch} />}
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
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="productId"
        render={({ field, fieldState }) => (
          <SearchPicker
            label="Product"
            options={products.data ?? []}
            loading={products.isPending}
            disabled={products.isError}
            value={product}
            getLabel={(p) => `${p.sku ? `${p.sku} · ` : ''}${p.name}`}
            getId={(p) => p.id}
            onChange={(p) => {
              onProduct(p);
              field.onChange(p?.id ?? 0);
            }}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}

/** The price typed ex GST, with free or the price inc GST below it. */
export function PriceField({
  form,
  chosen,
}: {
  form: UseFormReturn<CustomPriceForm>;
  chosen: { gstExempt: boolean } | null;
}) {
  const typed = form.watch('price');
  const typedCents = decimalToCents(typed || '0');
  return (
    <TextField
      label="Custom price (ex GST)"
      inputMode="decimal"
      {...form.register('price')}
      error={!!form.formState.errors.price}
      helperText={
        form.formState.errors.price?.message ??
        (typed.trim() !== '' && typedCents === 0
          ? M.priceFree
          : chosen && !chosen.gstExempt && typedCents > 0
            ? `${formatCents(storedPrice(typedCents, false))} inc GST`
            : ' ')
      }
      slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
    />
  );
}
