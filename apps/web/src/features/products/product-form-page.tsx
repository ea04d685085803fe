import { Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PRODUCT_MESSAGES as M, specialStatusOf, type GalleryImage, type Product } from '@portal/domain';
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
import { ReadOnlyFields } from './components/form-read-only.tsx';
import { FormSideColumn } from './components/form-side-column.tsx';
import { ImageSection } from './components/image-section.tsx';
import { LazyImageSelectorDialog } from './components/image-selector-dialog-lazy.ts';
import { PortionsEditor } from './components/portions-editor.tsx';
import { ProductDetailsFields } from './components/product-details-fields.tsx';
import { useProductForm } from './use-product-form.ts';

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

/** The product's warnings (on special, custom prices) and the panel of a failed save. */
function FormNotices({ product, failure }: { product: Product | null; failure: unknown }) {
  return (
    <>
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
  // A role that may not change the product's details (the warehouse: the list's stock switch only).
  const readOnly = !useCanChangeProduct()({ name: '' });
  const state = useProductForm(product, staff, fromQuery);
  const { control, register, errors, isSubmitted, form, setValue } = state;
  const [imageOpen, setImageOpen] = useState(false);
  // The image selector loads with its first opening and then stays mounted (it fades out when closed).
  const [imageMounted, setImageMounted] = useState(false);
  const [image, setImage] = useState<Pick<GalleryImage, 'url' | 'fileName'> | null>(product?.image ?? null);

  const units = portions.data ?? [];
  const title = product ? product.name : 'Create Product';

  if (categories.isError || portions.isError) {
    return <ErrorPanel error={categories.error ?? portions.error} onRetry={() => window.location.reload()} />;
  }

  return (
    <>
      <PageHeader title={title} crumbs={[{ label: 'Products', to: backTo }, { label: title }]} />
      <FormNotices product={product} failure={state.failure} />
      <Box
        component="form"
        noValidate
        onSubmit={state.onSubmit}
        aria-label={title}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <ReadOnlyFields readOnly={readOnly}>
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
          </ReadOnlyFields>
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
        <FormSideColumn
          state={state}
          units={units}
          staff={staff}
          readOnly={readOnly}
          creating={!product}
          onCancel={() => void navigate(backTo)}
        />
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
