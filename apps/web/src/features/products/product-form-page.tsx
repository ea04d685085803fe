import { Suspense, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  centsToDollarText,
  decimalToCents,
  exGstPrice,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES as M,
  productFormSchema,
  productFormToPayload,
  specialStatusOf,
  unitsCompatible,
  type GalleryImage,
  type Product,
  type ProductForm,
  ACCOUNT_MESSAGES,
} from '@portal/domain';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useMe } from '../../api/auth.ts';
import { paths } from '../../lib/paths.ts';
import { useCanChangeProduct } from '../../lib/access.ts';
import { useCategories } from '../../api/categories.ts';
import { usePortions, useProduct } from '../../api/products.ts';
import { FormSection } from './components/form-section.tsx';
import { ImageSection } from './components/image-section.tsx';
import { LazyImageSelectorDialog } from './components/image-selector-dialog-lazy.ts';
import { PortionsEditor } from './components/portions-editor.tsx';
import { PriceSummary } from './components/price-summary.tsx';
import { ProductDetailsFields } from './components/product-details-fields.tsx';
import { SwitchField } from './components/switch-field.tsx';
import { useProductSave } from './use-product-save.ts';

const EMPTY: ProductForm = {
  name: '',
  sku: '',
  price: '',
  unitOfPriceId: '',
  hasGST: false,
  categories: [],
  unitOfPortionId: '',
  portions: [],
  enabled: true,
  outOfStock: false,
  isBestBuy: false,
  imageId: null,
};

function toForm(p: Product): ProductForm {
  return {
    name: p.name,
    sku: p.sku ?? '',
    price: centsToDollarText(exGstPrice(p.priceInCents, p.gstExempt)),
    unitOfPriceId: String(p.unitOfPrice.id),
    hasGST: !p.gstExempt,
    categories: p.categories,
    unitOfPortionId: String(p.unitOfPortion.id),
    portions: p.portions.map(String),
    enabled: p.enabled,
    outOfStock: p.outOfStock,
    isBestBuy: p.isBestBuy,
    imageId: p.image?.id ?? null,
  };
}

/** The list's query the visitor came from, carried in the navigation state (spec: breadcrumb with the prior query). */
function useFromQuery() {
  const location = useLocation();
  const fromQuery = (location.state as { fromQuery?: string } | null)?.fromQuery ?? '';
  return { fromQuery, backTo: `${paths.products}${fromQuery ? `?${fromQuery}` : ''}` };
}

export function ProductFormPage() {
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const product = useProduct(id);
  if (idParam && id === null) return <ProductNotFound />;
  if (id !== null && product.isPending) return <PageLoading />;
  if (id !== null && product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) return <ProductNotFound />;
    return <ErrorPanel error={product.error} onRetry={() => product.refetch()} />;
  }
  return <ProductFormView key={id ?? 'new'} product={id !== null ? (product.data ?? null) : null} />;
}

/** 'Product not found', with the way back to the list (and its query). */
function ProductNotFound() {
  const { backTo } = useFromQuery();
  return (
    <>
      <PageHeader
        title="Product not found"
        crumbs={[{ label: 'Products', to: backTo }, { label: 'Not found' }]}
      />
      <ErrorPanel title="Product not found" message="There is no such product." report={false} />
      <Button component={RouterLink} to={backTo} variant="contained" startIcon={<ArrowBackIcon />}>
        Back to Products
      </Button>
    </>
  );
}

function ProductFormView({ product }: { product: Product | null }) {
  const navigate = useNavigate();
  const { fromQuery, backTo } = useFromQuery();
  const me = useMe();
  const staff = me.data?.isStaff ?? false;
  const categories = useCategories();
  const portions = usePortions();
  const save = useProductSave();
  // A role that may not change the product's details (the warehouse: the list's stock switch only).
  const readOnly = !useCanChangeProduct()({ name: '' });
  const [failure, setFailure] = useState<unknown>(null);
  const [leaving, setLeaving] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  // The image selector loads with its first opening and then stays mounted (it fades out when closed).
  const [imageMounted, setImageMounted] = useState(false);
  const [image, setImage] = useState<Pick<GalleryImage, 'url' | 'fileName'> | null>(product?.image ?? null);

  const schema = useMemo(() => productFormSchema(product ? 'update' : 'create'), [product]);
  const { control, register, handleSubmit, watch, setValue, setError, formState } = useForm<ProductForm>({
    resolver: zodResolver(schema),
    defaultValues: product ? toForm(product) : EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitted } = formState;
  const form = watch();

  // A price unit change that no longer fits the portion unit clears the portion unit.
  useEffect(() => {
    if (
      form.unitOfPriceId &&
      form.unitOfPortionId &&
      !unitsCompatible(Number(form.unitOfPriceId), Number(form.unitOfPortionId))
    ) {
      setValue('unitOfPortionId', '');
    }
  }, [form.unitOfPriceId, form.unitOfPortionId, setValue]);

  const units = portions.data ?? [];

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const payload = productFormToPayload(values);
    if (!staff) delete payload.isBestBuy;
    const result = await save.saveForm(product, payload);
    if (result.ok && !product) {
      setLeaving(true);
      // The list's query goes along, so the breadcrumb still leads back to the same list.
      window.setTimeout(
        () => void navigate(paths.product(result.product.id), { replace: true, state: { fromQuery } }),
        PRODUCT_LIMITS.createdNoticeMs,
      );
    } else if (!result.ok && 'fieldErrors' in result) {
      for (const [field, message] of result.fieldErrors) setError(field, { type: 'server', message });
    } else if (!result.ok) {
      setFailure(result.failure);
    }
  });

  const typedCents = decimalToCents(form.price);
  const priceCents = Number.isFinite(typedCents) ? typedCents : null;
  const saving = save.saving || leaving;
  const hasErrors = isSubmitted && Object.keys(errors).length > 0;
  const title = product ? product.name : 'Create Product';

  if (categories.isError || portions.isError) {
    return <ErrorPanel error={categories.error ?? portions.error} onRetry={() => window.location.reload()} />;
  }

  return (
    <>
      <PageHeader title={title} crumbs={[{ label: 'Products', to: backTo }, { label: title }]} />
      {product && specialStatusOf(product) === 'active' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {M.specialWarning}
        </Alert>
      )}
      {product && product.customPricing.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {M.customPricingWarning}
        </Alert>
      )}
      {failure !== null && (
        <ErrorPanel
          title={product ? 'Update failed' : 'Create failed'}
          message={product ? M.updateFailedPanel : M.createFailedPanel}
          error={failure}
        />
      )}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={title}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <ProductDetailsFields
            control={control}
            register={register}
            errors={errors}
            units={units}
            categories={categories.data}
            skuRequired={!product}
          />
          <FormSection title="Portions">
            <PortionsEditor
              control={control}
              errors={errors}
              units={units}
              unitOfPriceId={form.unitOfPriceId}
              portions={form.portions}
              onPortionsChange={(next) =>
                setValue('portions', next, { shouldValidate: isSubmitted, shouldDirty: true })
              }
            />
          </FormSection>
          <ImageSection
            image={image}
            productName={form.name || 'Product'}
            staff={staff}
            error={errors.imageId?.message}
            onOpen={() => {
              setImageMounted(true);
              setImageOpen(true);
            }}
          />
        </Box>

        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <FormSection title="Product Summary">
            <PriceSummary
              priceCents={priceCents}
              hasGST={form.hasGST}
              portions={form.portions}
              priceUnit={units.find((u) => u.id === Number(form.unitOfPriceId))}
              portionUnit={units.find((u) => u.id === Number(form.unitOfPortionId))}
            />
          </FormSection>
          <FormSection title="Availability">
            <SwitchField control={control} name="enabled" label="Enable product" />
            <SwitchField control={control} name="outOfStock" label="Out of stock" />
            {staff && <SwitchField control={control} name="isBestBuy" label="Best Buy" />}
          </FormSection>
          {hasErrors && <Alert severity="error">{M.formIncomplete}</Alert>}
          {readOnly && <Alert severity="info">{ACCOUNT_MESSAGES.warehouseStockOnly}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate(backTo)} disabled={saving}>
              Cancel
            </Button>
            {!readOnly && (
              <Button type="submit" variant="contained" disabled={saving}>
                {saving ? (
                  <CircularProgress size={20} aria-label="Saving" />
                ) : product ? (
                  'Save Product'
                ) : (
                  'Create Product'
                )}
              </Button>
            )}
          </Box>
        </Box>
      </Box>
      <Suspense fallback={null}>
        {imageMounted && (
          <LazyImageSelectorDialog
            open={imageOpen}
            productName={form.name || 'Product'}
            image={image}
            canChoose={staff}
            onChoose={(img) => {
              setValue('imageId', img.id, { shouldDirty: true });
              setImage(img);
              setImageOpen(false);
            }}
            onClose={() => setImageOpen(false)}
          />
        )}
      </Suspense>
    </>
  );
}
