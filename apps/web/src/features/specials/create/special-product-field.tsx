import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { Controller, type Control, type FieldError } from 'react-hook-form';
import {
  formatCents,
  originalExGst,
  type SpecialFormValues,
  type SpecialProductOption,
} from '@portal/domain';

/** The product picker: SKU and name, with the current price ex GST so the person knows the base. */
export function SpecialProductField({
  control,
  products,
  loading,
  byId,
  error,
}: {
  control: Control<SpecialFormValues>;
  products: SpecialProductOption[];
  loading: boolean;
  byId: Map<number, SpecialProductOption>;
  error: FieldError | undefined;
}) {
  return (
    <Controller
      control={control}
      name="productId"
      render={({ field }) => (
        <Autocomplete
          options={products}
          loading={loading}
          value={field.value === null ? null : (byId.get(field.value) ?? null)}
          onChange={(_e, p) => field.onChange(p?.id ?? null)}
          onBlur={field.onBlur}
          getOptionLabel={(p) => (p.sku ? `${p.sku} — ${p.name}` : p.name)}
          renderOption={({ key, ...props }, p) => (
            <li key={key} {...props}>
              {p.sku ? `${p.sku} — ${p.name}` : p.name} ({formatCents(originalExGst(p))}/{p.unitOfPrice.unit}{' '}
              ex GST)
            </li>
          )}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label="Product"
              placeholder="Search by SKU or name"
              error={!!error}
              helperText={error?.message}
              slotProps={{
                ...params.slotProps,
                input: {
                  ...params.slotProps.input,
                  endAdornment: (
                    <>
                      {loading && <CircularProgress size={18} aria-label="Loading products" />}
                      {params.slotProps.input.endAdornment}
                    </>
                  ),
                },
              }}
            />
          )}
        />
      )}
    />
  );
}
