import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  FormControlLabel,
  MenuItem,
  Paper,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  centsToDollarText,
  exGstPrice,
  PRODUCT_FIELD_MAP,
  PRODUCT_MESSAGES as M,
  PRODUCT_LIMITS,
  dollarsToCents,
  formatCents,
  hasMaxDecimals,
  incGst,
  productFormSchema,
  productFormToPayload,
  quantityPriced,
  specialStatusOf,
  unitsCompatible,
  type GalleryImage,
  type Product,
  type ProductForm,
} from '@portal/domain';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useMe } from '../../lib/me.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useCategories, usePortions } from './api/catalogue.ts';
import { useCreateProduct, useProduct, useUpdateProduct } from './api/products.ts';
import { CategorySelects } from './components/category-selects.tsx';
import { ImageSelectorDialog } from './components/image-selector-dialog.tsx';

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

export function ProductFormPage() {
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const product = useProduct(id);
  if (idParam && id === null)
    return <ErrorPanel title="Product not found" message="There is no such product." report={false} />;
  if (id !== null && product.isPending) return <PageLoading />;
  if (id !== null && product.isError) {
    const missing = product.error instanceof ApiError && product.error.status === 404;
    return (
      <ErrorPanel
        title={missing ? 'Product not found' : 'Something went wrong'}
        message={missing ? 'There is no such product.' : undefined}
        error={product.error}
        report={!missing}
        onRetry={missing ? undefined : () => product.refetch()}
      />
    );
  }
  return <ProductFormView key={id ?? 'new'} product={id !== null ? (product.data ?? null) : null} />;
}

function ProductFormView({ product }: { product: Product | null }) {
  const mode = product ? 'update' : 'create';
  const navigate = useNavigate();
  const location = useLocation();
  const fromQuery = (location.state as { fromQuery?: string } | null)?.fromQuery ?? '';
  const me = useMe();
  const staff = me.data?.isStaff ?? false;
  const categories = useCategories();
  const portions = usePortions();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [failure, setFailure] = useState<unknown>(null);
  const [leaving, setLeaving] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const [image, setImage] = useState<Pick<GalleryImage, 'url' | 'fileName'> | null>(product?.image ?? null);
  const [newPortion, setNewPortion] = useState('');
  const [portionError, setPortionError] = useState<string | null>(null);

  const schema = useMemo(() => productFormSchema(mode), [mode]);
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
  const portionUnits = units.filter(
    (u) => form.unitOfPriceId && unitsCompatible(Number(form.unitOfPriceId), u.id),
  );
  const backTo = `${paths.products}${fromQuery ? `?${fromQuery}` : ''}`;

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      const payload = productFormToPayload(values);
      if (!staff) delete payload.isBestBuy;
      try {
        if (!product) {
          const created = await create.mutateAsync(payload);
          notifySuccess(M.created, PRODUCT_LIMITS.createdNoticeMs);
          setLeaving(true);
          window.setTimeout(
            () => navigate(paths.product(created.id), { replace: true }),
            PRODUCT_LIMITS.createdNoticeMs,
          );
        } else {
          const { sku, ...rest } = payload;
          const updated = await update.mutateAsync({
            id: product.id,
            payload: sku ? { ...rest, sku } : rest,
          });
          notifySuccess(M.updated);
          if (updated.priceInCents !== product.priceInCents) {
            if (updated.customPricing.length) notifyWarning(M.customPricingWarning, 6000);
            if (specialStatusOf(updated) === 'active') notifyWarning(M.specialWarning, 6000);
          }
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length) {
          for (const e of error.fieldErrors) {
            const field = PRODUCT_FIELD_MAP[e.param.split('.')[0] ?? ''] ?? 'name';
            setError(field, { type: 'server', message: e.message });
          }
          notifyError(product ? M.updateFailedToast : M.createFailedToast);
        } else {
          setFailure(error);
        }
      }
    },
    () => undefined,
  );

  const addPortion = () => {
    const v = newPortion.trim();
    if (!/^\d*\.?\d+$/.test(v) || Number(v) <= 0 || !hasMaxDecimals(v, 3)) {
      setPortionError(M.portionPositive);
      return;
    }
    setValue('portions', [...form.portions, String(Number(v))], { shouldValidate: isSubmitted });
    setNewPortion('');
    setPortionError(null);
  };

  const priceCents = /^\d*\.?\d+$/.test(form.price) ? dollarsToCents(form.price) : null;
  const priceUnit = units.find((u) => u.id === Number(form.unitOfPriceId));
  const portionUnit = units.find((u) => u.id === Number(form.unitOfPortionId));
  const saving = create.isPending || update.isPending || leaving;
  const hasErrors = isSubmitted && Object.keys(errors).length > 0;
  const title = product ? product.name : 'Create Product';

  if (categories.isError || portions.isError) {
    return <ErrorPanel error={categories.error ?? portions.error} onRetry={() => window.location.reload()} />;
  }

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: 'Products', to: backTo }, { label: product ? product.name : 'Create Product' }]}
      />
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
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title="Product Details">
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
                required={!product}
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
            <Controller
              control={control}
              name="hasGST"
              render={({ field }) => (
                <FormControlLabel
                  sx={{ mt: 1 }}
                  control={
                    <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label="Product has GST"
                />
              )}
            />
            {errors.hasGST && (
              <Typography color="error" variant="body2">
                {errors.hasGST.message}
              </Typography>
            )}
          </Section>

          <Section title="Categories">
            {categories.isPending ? (
              <CircularProgress size={24} aria-label="Loading categories" />
            ) : (
              <Controller
                control={control}
                name="categories"
                render={({ field }) => (
                  <CategorySelects
                    categories={categories.data ?? []}
                    value={field.value}
                    onChange={(ids) => field.onChange(ids)}
                    error={errors.categories?.message}
                  />
                )}
              />
            )}
          </Section>

          <Section title="Portions">
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                alignItems: 'start',
              }}
            >
              <Controller
                control={control}
                name="unitOfPortionId"
                render={({ field }) => (
                  <TextField
                    select
                    label="Unit of Portion"
                    required
                    disabled={!form.unitOfPriceId}
                    {...field}
                    error={!!errors.unitOfPortionId}
                    helperText={
                      errors.unitOfPortionId?.message ??
                      (!form.unitOfPriceId ? 'Choose a unit of price first' : ' ')
                    }
                  >
                    {portionUnits.map((u) => (
                      <MenuItem key={u.id} value={String(u.id)}>
                        {u.title}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  label="Portion size"
                  value={newPortion}
                  onChange={(e) => setNewPortion(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      addPortion();
                    }
                  }}
                  error={!!portionError}
                  helperText={portionError ?? (portionUnit ? `In ${portionUnit.title.toLowerCase()}` : ' ')}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  sx={{ flex: 1 }}
                />
                <Button variant="outlined" startIcon={<AddIcon />} onClick={addPortion} sx={{ mt: 1 }}>
                  Add Portion
                </Button>
              </Box>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }} aria-label="Portions" role="list">
              {form.portions.map((p, i) => (
                <Chip
                  key={`${p}-${i}`}
                  role="listitem"
                  label={`${p} ${portionUnit?.unit ?? ''}`.trim()}
                  onDelete={() =>
                    setValue(
                      'portions',
                      form.portions.filter((_x, j) => j !== i),
                      { shouldValidate: isSubmitted },
                    )
                  }
                />
              ))}
            </Box>
            {errors.portions && (
              <Typography color="error" variant="body2" sx={{ mt: 1 }}>
                {errors.portions.message ??
                  (Array.isArray(errors.portions)
                    ? errors.portions.find(Boolean)?.message
                    : M.portionPositive)}
              </Typography>
            )}
          </Section>

          <Section title="Image">
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              {image ? (
                <Box
                  component="img"
                  src={image.url}
                  alt={`${form.name || 'Product'} image`}
                  sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
                />
              ) : (
                <Typography color="text.secondary">No image</Typography>
              )}
              {(staff || image) && (
                <Button variant="outlined" onClick={() => setImageOpen(true)}>
                  {staff ? 'Choose Image' : 'View Image'}
                </Button>
              )}
            </Box>
          </Section>
        </Box>

        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title="Product Summary">
            {priceCents !== null && priceUnit && form.portions.length > 0 && portionUnit ? (
              <Table size="small" aria-label="Price per portion">
                <TableHead>
                  <TableRow>
                    <TableCell>Portion</TableCell>
                    <TableCell align="right">Ex. GST</TableCell>
                    <TableCell align="right">Incl. GST</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {form.portions.map((p, i) => {
                    const qty = quantityPriced(Number(p), 1, portionUnit.id, priceUnit.id);
                    const ex = Math.round(priceCents * qty);
                    return (
                      <TableRow key={`${p}-${i}`}>
                        <TableCell>{`${p} ${portionUnit.unit}`}</TableCell>
                        <TableCell align="right">{formatCents(ex)}</TableCell>
                        <TableCell align="right">{formatCents(form.hasGST ? incGst(ex) : ex)}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            ) : (
              <Typography color="text.secondary" variant="body2">
                Enter a price, its unit and at least one portion to see the price of each portion.
              </Typography>
            )}
          </Section>
          <Section title="Availability">
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label="Enable product"
                />
              )}
            />
            <Controller
              control={control}
              name="outOfStock"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label="Out of stock"
                />
              )}
            />
            {staff && (
              <Controller
                control={control}
                name="isBestBuy"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                    }
                    label="Best Buy"
                  />
                )}
              />
            )}
          </Section>
          {hasErrors && <Alert severity="error">{M.formIncomplete}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate(backTo)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? (
                <CircularProgress size={20} aria-label="Saving" />
              ) : product ? (
                'Save Product'
              ) : (
                'Create Product'
              )}
            </Button>
          </Box>
        </Box>
      </Box>
      <ImageSelectorDialog
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
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
