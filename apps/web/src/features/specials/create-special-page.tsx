import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Paper,
} from '@mui/material';
import {
  createSpecialFormSchema,
  SPECIAL_MESSAGES,
  specialDiscountShown,
  specialExCents,
  type SpecialFormValues,
} from '@portal/domain';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { todayInZone } from '../../lib/format.ts';
import { useMe } from '../../api/auth.ts';
import { paths } from '../../lib/paths.ts';
import { useProductOptions } from '../../api/products.ts';
import { SpecialSummary } from './components/special-summary.tsx';
import { SpecialDateFields } from './create/special-date-fields.tsx';
import { SpecialDiscountFields } from './create/special-discount-fields.tsx';
import { SpecialProductField } from './create/special-product-field.tsx';
import { usePublishSpecial } from './create/use-publish-special.ts';

const DEFAULTS: SpecialFormValues = {
  productId: null,
  startDate: '',
  endDate: '',
  discountType: 'LOWER PRICE',
  specialPrice: '',
  percentage: '',
  isBanner: false,
};

const crumbs = [{ label: 'Specials', to: paths.specials }, { label: 'Create Special' }];

/** Create Special (spec 001 section 2): product, dates, discount, summary, Publish Special. */
export function CreateSpecialPage() {
  const navigate = useNavigate();
  const isStaff = useMe().data?.isStaff ?? false;
  const products = useProductOptions();
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
  const { publish, busy, whoops, failed } = usePublishSpecial(isStaff, setError);
  const errors = formState.errors;

  if (products.isError) {
    return (
      <>
        <PageHeader title="Create Special" crumbs={crumbs} />
        <ErrorPanel
          title={SPECIAL_MESSAGES.loadProducts}
          message="We could not fetch your products to put on special. Our engineers have been notified!"
          error={products.error}
          action={{ label: 'Return to all specials', onClick: () => void navigate(paths.specials) }}
        />
      </>
    );
  }

  const onSubmit = handleSubmit(async (form) => {
    const chosen = form.productId === null ? undefined : byId.get(form.productId);
    if (chosen) await publish(form, chosen);
  });

  return (
    <>
      <PageHeader title="Create Special" crumbs={crumbs} />
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
          <SpecialProductField
            control={control}
            products={products.data ?? []}
            loading={products.isPending}
            byId={byId}
            error={errors.productId}
          />
          <SpecialDateFields control={control} errors={errors} today={today} startDate={values.startDate} />
          <SpecialDiscountFields
            control={control}
            errors={errors}
            percentMode={values.discountType === 'PERCENTAGE OFF'}
            product={product}
          />
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
            <Button onClick={() => void navigate(paths.specials)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? <CircularProgress size={22} aria-label="Publishing" /> : 'Publish Special'}
            </Button>
          </Box>
        </Paper>
        <SpecialSummary
          product={product}
          specialEx={product ? specialExCents(values, product) : Number.NaN}
          discount={specialDiscountShown(values, product)}
        />
      </Box>
    </>
  );
}
