import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  AlertTitle,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  InputAdornment,
  Paper,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  centsToDollarText,
  addDays,
  createSpecialFormSchema,
  DISCOUNT_TYPES,
  ERROR_CODES,
  SPECIAL_MESSAGES,
  SPECIAL_RULES,
  specialExCents,
  toCreateSpecialBody,
  type SpecialFormValues,
} from '@portal/domain';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { reportError } from '../../lib/error-reporter.ts';
import { todayInZone } from '../../lib/format.ts';
import { useMe } from '../../lib/me.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useCreateSpecial } from './api/create-special.ts';
import { useSupplierProducts } from './api/get-supplier-products.ts';
import { SpecialSummary } from './components/special-summary.tsx';

const DEFAULTS: SpecialFormValues = {
  productId: null,
  startDate: '',
  endDate: '',
  discountType: 'LOWER PRICE',
  specialPrice: '',
  percentage: '',
  isBanner: false,
};

type Field = keyof SpecialFormValues;

export function CreateSpecialPage() {
  const navigate = useNavigate();
  const isStaff = useMe().data?.isStaff ?? false;
  const products = useSupplierProducts();
  const create = useCreateSpecial();
  const [whoops, setWhoops] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  const today = todayInZone();
  const byId = useMemo(() => new Map((products.data ?? []).map((p) => [p.id, p])), [products.data]);
  const schema = useMemo(
    () => createSpecialFormSchema({ isStaff, today, productById: (id) => byId.get(id) }),
    [isStaff, today, byId],
  );
  const { control, handleSubmit, setError, formState } = useForm<SpecialFormValues>({
    resolver: zodResolver(schema),
    defaultValues: DEFAULTS,
    mode: 'onTouched',
  });
  const values = useWatch({ control }) as SpecialFormValues;
  const product = values.productId === null ? undefined : byId.get(values.productId);
  const percentMode = values.discountType === 'PERCENTAGE OFF';
  const errors = formState.errors;

  if (products.isError) {
    return (
      <>
        <PageHeader
          title="Create Special"
          crumbs={[{ label: 'Specials', to: paths.specials }, { label: 'Create Special' }]}
        />
        <ErrorPanel
          title={SPECIAL_MESSAGES.loadProducts}
          message="We could not fetch your products to put on special. Our engineers have been notified!"
          error={products.error}
          retryLabel="Return to all specials"
          onRetry={() => navigate(paths.specials)}
        />
      </>
    );
  }

  const onSubmit = handleSubmit(async (form) => {
    const chosen = form.productId === null ? undefined : byId.get(form.productId);
    if (!chosen) return;
    setWhoops(null);
    setFailed(false);
    const body = toCreateSpecialBody(form, chosen, isStaff);
    try {
      await create.mutateAsync(body);
      notifySuccess(
        SPECIAL_MESSAGES.created(chosen.name, centsToDollarText(body.priceInCents), chosen.unitOfPrice.unit),
      );
      navigate(paths.specials);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length) {
        const other: string[] = [];
        for (const e of error.fieldErrors) {
          const field = fieldOf(e.param, percentMode);
          if (e.code === ERROR_CODES.invalidParameter && field) setError(field, { message: e.message });
          else other.push(e.message);
        }
        if (other.length) setWhoops(other);
        notifyError(SPECIAL_MESSAGES.createFailedToast);
        return;
      }
      reportError(error, { action: 'create special' });
      setFailed(true);
    }
  });

  const endMax = values.startDate
    ? addDays(values.startDate, SPECIAL_RULES.maxDaysAfterStart)
    : addDays(today, SPECIAL_RULES.maxDaysFromTodayWithoutStart);

  return (
    <>
      <PageHeader
        title="Create Special"
        crumbs={[{ label: 'Specials', to: paths.specials }, { label: 'Create Special' }]}
      />
      {whoops && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          <AlertTitle>Whoops</AlertTitle>
          {whoops.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      )}
      {failed && (
        <ErrorPanel
          title="Unable to create special"
          message="We were unable to create this special. Don't worry, our engineers have been notified!"
          report={false}
        />
      )}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5 }}>
          <Controller
            control={control}
            name="productId"
            render={({ field }) => (
              <Autocomplete
                options={products.data ?? []}
                loading={products.isPending}
                value={field.value === null ? null : (byId.get(field.value) ?? null)}
                onChange={(_e, p) => field.onChange(p?.id ?? null)}
                onBlur={field.onBlur}
                getOptionLabel={(p) => (p.sku ? `${p.sku} — ${p.name}` : p.name)}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={field.ref}
                    label="Product"
                    placeholder="Search by SKU or name"
                    error={!!errors.productId}
                    helperText={errors.productId?.message}
                    slotProps={{
                      ...params.slotProps,
                      input: {
                        ...params.slotProps.input,
                        endAdornment: (
                          <>
                            {products.isPending && (
                              <CircularProgress size={18} aria-label="Loading products" />
                            )}
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
                    htmlInput: { min: values.startDate || today, max: endMax },
                  }}
                />
              )}
            />
          </Box>
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
                  label="Percentage off"
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
                      ? `Per ${product.unitOfPrice.unit}; GST is added unless the product is GST free`
                      : undefined)
                  }
                  slotProps={{
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                />
              )}
            />
          )}
          {isStaff && (
            <Controller
              control={control}
              name="isBanner"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label="Feature this special"
                />
              )}
            />
          )}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate(paths.specials)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {create.isPending ? <CircularProgress size={22} aria-label="Publishing" /> : 'Publish Special'}
            </Button>
          </Box>
        </Paper>
        <SpecialSummary
          product={product}
          specialEx={product ? specialExCents(values, product) : Number.NaN}
        />
      </Box>
    </>
  );
}

/** The form field a server error belongs to; the price goes on whichever price input is shown. */
function fieldOf(param: string, percentMode: boolean): Field | null {
  if (param === 'priceInCents') return percentMode ? 'percentage' : 'specialPrice';
  if (param === 'productId' || param === 'startDate' || param === 'endDate' || param === 'isBanner')
    return param;
  return null;
}
