import { CircularProgress, Box, MenuItem, TextField } from '@mui/material';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { Category, ProductForm, Unit } from '@portal/domain';
import { CategorySelects } from './category-selects.tsx';
import { FormSection } from './form-section.tsx';
import { useFormReadOnly } from './form-read-only.tsx';
import { SwitchField } from './switch-field.tsx';

/** The 'Product Details' and 'Categories' sections of the product form. */
export function ProductDetailsFields({
  control,
  register,
  errors,
  units,
  categories,
  skuRequired,
}: {
  control: Control<ProductForm>;
  register: UseFormRegister<ProductForm>;
  errors: FieldErrors<ProductForm>;
  units: Unit[];
  categories: Category[] | undefined;
  skuRequired: boolean;
}) {
  const readOnly = useFormReadOnly();
  return (
    <>
      <FormSection title="Product Details">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            label="Product Name"
            required
            {...register('name')}
            error={!!errors.name}
            helperText={errors.name?.message}
          />
          <TextField
            label="Product SKU"
            required={skuRequired}
            {...register('sku')}
            error={!!errors.sku}
            helperText={errors.sku?.message}
          />
          <TextField
            label="Price (Ex. GST)"
            required
            {...register('price')}
            error={!!errors.price}
            helperText={errors.price?.message}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Controller
            control={control}
            name="unitOfPriceId"
            render={({ field }) => (
              <TextField
                select
                label="Unit of Price"
                required
                {...field}
                disabled={readOnly}
                error={!!errors.unitOfPriceId}
                helperText={errors.unitOfPriceId?.message}
              >
                {units.map((u) => (
                  <MenuItem key={u.id} value={String(u.id)}>
                    {u.title}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Box>
        <Box sx={{ mt: 1 }}>
          <SwitchField control={control} name="hasGST" label="Product has GST" />
        </Box>
      </FormSection>
      <FormSection title="Categories">
        {!categories ? (
          <CircularProgress size={24} aria-label="Loading categories" />
        ) : (
          <Controller
            control={control}
            name="categories"
            render={({ field }) => (
              <CategorySelects
                categories={categories}
                value={field.value}
                onChange={(ids) => field.onChange(ids)}
                error={errors.categories?.message}
              />
            )}
          />
        )}
      </FormSection>
    </>
  );
}
