import {
  Box,
  FormHelperText,
  InputAdornment,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { DISCOUNT_TYPES, type SpecialFormValues, type SpecialProductOption } from '@portal/domain';

/** LOWER PRICE (a price typed ex GST) or PERCENTAGE OFF (of the price ex GST). */
export function SpecialDiscountFields({
  control,
  errors,
  percentMode,
  product,
}: {
  control: Control<SpecialFormValues>;
  errors: FieldErrors<SpecialFormValues>;
  percentMode: boolean;
  product: SpecialProductOption | undefined;
}) {
  return (
    <>
      <Box>
        <Typography id="discount-type-label" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          Discount type
        </Typography>
        <Controller
          control={control}
          name="discountType"
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              color="primary"
              size="small"
              aria-labelledby="discount-type-label"
              value={field.value}
              onChange={(_e, v: string | null) => v && field.onChange(v)}
            >
              {DISCOUNT_TYPES.map((t) => (
                <ToggleButton key={t} value={t}>
                  {t}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        />
        {errors.discountType && <FormHelperText error>{errors.discountType.message}</FormHelperText>}
      </Box>
      {percentMode ? (
        <Controller
          control={control}
          name="percentage"
          render={({ field }) => (
            <TextField
              {...field}
              label="Percentage off (of the price ex GST)"
              inputMode="decimal"
              error={!!errors.percentage}
              helperText={errors.percentage?.message}
              slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
            />
          )}
        />
      ) : (
        <Controller
          control={control}
          name="specialPrice"
          render={({ field }) => (
            <TextField
              {...field}
              label="Special price (ex GST)"
              inputMode="decimal"
              error={!!errors.specialPrice}
              helperText={
                errors.specialPrice?.message ??
                (product
                  ? `Per ${product.unitOfPrice.unit}, ex GST; ${product.gstExempt ? 'this product is GST free' : 'GST is added for venues'}`
                  : undefined)
              }
              slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
            />
          )}
        />
      )}
    </>
  );
}
