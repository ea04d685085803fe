import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  ButtonBase,
  Chip,
  IconButton,
  Link,
  ListItemText,
  Menu,
  MenuItem,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import StarIcon from '@mui/icons-material/Star';
import StorefrontIcon from '@mui/icons-material/Storefront';
import {
  FILTER_OPTIONS,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES as M,
  dollarsToCents,
  filterProducts,
  formatCents,
  specialStatusOf,
  storedPrice,
  venuesTooltip,
  type GalleryImage,
  type Product,
  type ProductFilters,
} from '@portal/domain';
import { DataTable, type ColumnDef } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { formatDate } from '../../lib/format.ts';
import { useMe } from '../../lib/me.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useUrlParams } from '../../lib/use-url-params.ts';
import { useOptimisticProductPatch, useProducts } from './api/products.ts';
import { CustomPricingDialog } from './components/custom-pricing-dialog.tsx';
import { ImageSelectorDialog } from './components/image-selector-dialog.tsx';
import { InlinePriceCell } from './components/inline-price-cell.tsx';

const FILTERS: Array<{ key: keyof typeof FILTER_OPTIONS; label: string; staffOnly?: boolean }> = [
  { key: 'specialStatus', label: 'Specials' },
  { key: 'outOfStockId', label: 'Stock' },
  { key: 'productStatusId', label: 'Status' },
  { key: 'gstFilterId', label: 'GST' },
  { key: 'customPricingFilterId', label: 'Custom prices' },
  { key: 'imageFilterId', label: 'Image', staffOnly: true },
];

/** Warnings after a price change (spec 000 section 4). */
export function warnAfterPriceChange(product: Product) {
  if (product.customPricing.length) notifyWarning(M.customPricingWarning, 6000);
  if (specialStatusOf(product) === 'active') notifyWarning(M.specialWarning, 6000);
}

export function ProductsListPage() {
  const [params, setParams] = useUrlParams();
  const me = useMe();
  const staff = me.data?.isStaff ?? false;
  const products = useProducts();
  const patch = useOptimisticProductPatch();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const debounced = useDebouncedValue(search, PRODUCT_LIMITS.searchDebounceMs);
  const [imageFor, setImageFor] = useState<Product | null>(null);
  const [pricingFor, setPricingFor] = useState<Product | null>(null);
  const [csvMenu, setCsvMenu] = useState<HTMLElement | null>(null);

  // The debounced search goes to the URL (and back to page 1).
  useEffect(() => setParams({ q: debounced || null }, { firstPage: true }), [debounced, setParams]);

  const filters: ProductFilters = useMemo(
    () => ({
      q: params.get('q') ?? '',
      specialStatus: params.get('specialStatus') ?? '',
      productStatusId: params.get('productStatusId') ?? '',
      outOfStockId: params.get('outOfStockId') ?? '',
      gstFilterId: params.get('gstFilterId') ?? '',
      imageFilterId: params.get('imageFilterId') ?? '',
      customPricingFilterId: params.get('customPricingFilterId') ?? '',
    }),
    [params],
  );
  const rows = useMemo(
    () => filterProducts(products.data ?? [], filters, { staff }),
    [products.data, filters, staff],
  );
  const pageIndex = Math.max(0, Number(params.get('page') ?? '1') - 1 || 0);
  const query = params.toString();

  const setFilter = (key: string, value: string) => setParams({ [key]: value, page: null }, { push: true });

  const changeStatus = (p: Product, enabled: boolean) =>
    patch.mutate(
      { id: p.id, payload: { enabled }, optimistic: { enabled } },
      { onError: () => notifyError(M.statusFailed(p.name)) },
    );
  const changeStock = (p: Product, outOfStock: boolean) =>
    patch.mutate(
      { id: p.id, payload: { outOfStock }, optimistic: { outOfStock } },
      { onError: () => notifyError(M.stockFailed(p.name)) },
    );
  const changePrice = (p: Product, dollars: string) => {
    const ex = dollarsToCents(dollars);
    const priceInCents = storedPrice(ex, p.gstExempt);
    patch.mutate(
      { id: p.id, payload: { priceInCents, gstExempt: p.gstExempt }, optimistic: { priceInCents } },
      {
        onSuccess: (updated) => {
          notifySuccess(M.priceUpdated(p.name, formatCents(ex), p.unitOfPrice.unit));
          warnAfterPriceChange(updated);
        },
        onError: () => notifyError(M.priceFailed),
      },
    );
  };
  const changeImage = (p: Product, image: GalleryImage) =>
    patch.mutate(
      {
        id: p.id,
        payload: { imageId: image.id },
        optimistic: { image: { id: image.id, url: image.url, fileName: image.fileName, fromGallery: true } },
      },
      {
        onSuccess: () => {
          notifySuccess(M.imageUpdated);
          setImageFor(null);
        },
        onError: () => notifyError(M.imageFailed),
      },
    );

  const columns = useMemo<ColumnDef<Product>[]>(() => {
    const cols: Array<ColumnDef<Product> | false> = [
      { id: 'sku', header: 'SKU', accessorFn: (p) => p.sku ?? '' },
      staff && { id: 'id', header: 'ID', accessorKey: 'id' },
      {
        id: 'image',
        header: 'Image',
        enableSorting: false,
        cell: ({ row: { original: p } }) => (
          <ButtonBase
            onClick={() => setImageFor(p)}
            aria-label={staff ? `Change image of ${p.name}` : `View image of ${p.name}`}
            sx={{ width: 44, height: 44, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}
          >
            {p.image ? (
              <Box
                component="img"
                src={p.image.url}
                alt=""
                loading="lazy"
                sx={{ width: 44, height: 44, objectFit: 'cover' }}
              />
            ) : (
              <ImageNotSupportedIcon color="disabled" fontSize="small" />
            )}
          </ButtonBase>
        ),
      },
      {
        id: 'name',
        header: 'Product Name',
        accessorKey: 'name',
        cell: ({ row: { original: p } }) => (
          <Link
            component={RouterLink}
            to={paths.product(p.id)}
            state={{ fromQuery: query }}
            underline="hover"
          >
            {p.name}
          </Link>
        ),
      },
      {
        id: 'markers',
        header: '',
        enableSorting: false,
        cell: ({ row: { original: p } }) => {
          const special = specialStatusOf(p);
          return (
            <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
              {!p.gstExempt && (
                <Tooltip title="Has GST">
                  <Chip size="small" label="GST" variant="outlined" />
                </Tooltip>
              )}
              {special && (
                <Tooltip title={special === 'active' ? 'On special' : 'Special scheduled'}>
                  <LocalOfferIcon
                    fontSize="small"
                    color={special === 'active' ? 'error' : 'action'}
                    aria-label={special === 'active' ? 'On special' : 'Special scheduled'}
                    role="img"
                    aria-hidden={false}
                  />
                </Tooltip>
              )}
              {p.customPricing.length > 0 && (
                <Tooltip title={`Custom prices: ${venuesTooltip(p.customPricing.map((c) => c.venue.venue))}`}>
                  <StorefrontIcon
                    fontSize="small"
                    color="primary"
                    role="img"
                    aria-hidden={false}
                    aria-label={`Custom prices for ${p.name}`}
                  />
                </Tooltip>
              )}
            </Box>
          );
        },
      },
      {
        id: 'status',
        header: 'Status',
        accessorFn: (p) => (p.enabled ? 1 : 0),
        cell: ({ row: { original: p } }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
            <Switch
              size="small"
              checked={p.enabled}
              onChange={(e) => changeStatus(p, e.target.checked)}
              slotProps={{ input: { 'aria-label': `Enabled: ${p.name}` } }}
            />
            <Typography variant="body2">{p.enabled ? 'Enabled' : 'Disabled'}</Typography>
          </Box>
        ),
      },
      {
        id: 'stock',
        header: 'Stock',
        accessorFn: (p) => (p.outOfStock ? 0 : 1),
        cell: ({ row: { original: p } }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
            <Switch
              size="small"
              checked={!p.outOfStock}
              onChange={(e) => changeStock(p, !e.target.checked)}
              slotProps={{ input: { 'aria-label': `In stock: ${p.name}` } }}
            />
            <Typography variant="body2">{p.outOfStock ? 'Out of stock' : 'In stock'}</Typography>
          </Box>
        ),
      },
      {
        id: 'price',
        header: 'Price (Ex. GST)',
        accessorKey: 'priceInCents',
        cell: ({ row: { original: p } }) => <InlinePriceCell product={p} onSave={(v) => changePrice(p, v)} />,
      },
      { id: 'unit', header: 'Price Unit', accessorFn: (p) => p.unitOfPrice.title },
      {
        id: 'portions',
        header: 'Portions',
        enableSorting: false,
        accessorFn: (p) => p.portions.map((n) => `${n} ${p.unitOfPortion.unit}`).join(', '),
      },
      {
        id: 'updated',
        header: 'Updated',
        accessorKey: 'dateModified',
        cell: ({ row: { original: p } }) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.dateModified)}</Box>
        ),
      },
      staff && {
        id: 'bestBuy',
        header: 'Best Buy',
        accessorFn: (p) => (p.isBestBuy ? 1 : 0),
        cell: ({ row: { original: p } }) =>
          p.isBestBuy ? (
            <StarIcon color="warning" fontSize="small" role="img" aria-hidden={false} aria-label="Best Buy" />
          ) : null,
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        cell: ({ row: { original: p } }) => (
          <Tooltip title="Custom prices">
            <IconButton
              size="small"
              aria-label={`Edit custom prices for ${p.name}`}
              onClick={() => setPricingFor(p)}
            >
              <PriceChangeIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ];
    return cols.filter(Boolean) as ColumnDef<Product>[];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers only close over stable hooks.
  }, [staff, query]);

  const actions = (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        component={RouterLink}
        to={paths.productsNew}
        state={{ fromQuery: query }}
      >
        Create Product
      </Button>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={!!csvMenu}
        onClick={(e) => setCsvMenu(e.currentTarget)}
      >
        Import / Export CSV
      </Button>
      <Menu anchorEl={csvMenu} open={!!csvMenu} onClose={() => setCsvMenu(null)}>
        <MenuItem component={RouterLink} to={paths.productsAddMultiple} onClick={() => setCsvMenu(null)}>
          <ListItemText>Add Products Via CSV</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.productsEditMultiple} onClick={() => setCsvMenu(null)}>
          <ListItemText>Edit Products Via CSV</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );

  const live = imageFor ? (products.data?.find((p) => p.id === imageFor.id) ?? imageFor) : null;
  const pricingLive = pricingFor ? (products.data?.find((p) => p.id === pricingFor.id) ?? pricingFor) : null;

  return (
    <>
      <PageHeader title="Products" crumbs={[{ label: 'Products' }]} actions={actions} />
      {products.isError ? (
        <ErrorPanel
          error={products.error}
          message="We were unable to load your products. Don't worry, our engineers have been notified!"
          onRetry={() => products.refetch()}
        />
      ) : products.data && products.data.length === 0 ? (
        <EmptyState
          title={M.emptyTitle}
          action={
            <Button variant="contained" component={RouterLink} to={paths.productsNew}>
              Create Product
            </Button>
          }
        >
          Add your first product, or load many at once from a CSV file.
        </EmptyState>
      ) : (
        <>
          <Box
            role="search"
            sx={{
              display: 'grid',
              gap: 1.5,
              mb: 2,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(auto-fill, minmax(160px, 1fr))' },
            }}
          >
            <SearchField
              label="Search products"
              placeholder="SKU or name"
              value={search}
              onChange={setSearch}
              sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}
            />
            {FILTERS.filter((f) => !f.staffOnly || staff).map((f) => (
              <TextField
                key={f.key}
                select
                size="small"
                label={f.label}
                value={params.get(f.key) ?? ''}
                onChange={(e) => setFilter(f.key, e.target.value)}
              >
                <MenuItem value="">All</MenuItem>
                {FILTER_OPTIONS[f.key].map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            {products.data ? `${rows.length} of ${products.data.length} products` : 'Loading products…'}
          </Typography>
          <DataTable
            aria-label="Products"
            columns={columns}
            data={rows}
            getRowId={(p) => String(p.id)}
            loading={products.isPending}
            empty={
              <EmptyState title="No products match your search">
                Try other words or clear the filters.
              </EmptyState>
            }
            paging={{
              mode: 'client',
              pageSize: PRODUCT_LIMITS.pageSize,
              pageIndex: Math.min(
                pageIndex,
                Math.max(0, Math.ceil(rows.length / PRODUCT_LIMITS.pageSize) - 1),
              ),
              onPageChange: (i) => setParams({ page: i > 0 ? String(i + 1) : null }, { push: true }),
            }}
          />
        </>
      )}
      {live && (
        <ImageSelectorDialog
          open
          productName={live.name}
          image={live.image}
          canChoose={staff}
          busy={patch.isPending}
          onChoose={(img) => changeImage(live, img)}
          onClose={() => setImageFor(null)}
        />
      )}
      {pricingLive && <CustomPricingDialog product={pricingLive} onClose={() => setPricingFor(null)} />}
    </>
  );
}
