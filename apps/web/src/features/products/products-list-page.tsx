import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Typography } from '@mui/material';
import {
  filterProducts,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES as M,
  type Product,
  type ProductFilters,
} from '@portal/domain';
import { DataTable } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { pageHeaderAt } from '../../app/page-manifest.ts';
import { useCan, useCanChangeProduct } from '../../lib/access.ts';
import { useMe } from '../../api/auth.ts';
import { paths } from '../../lib/paths.ts';
import { useUrlParams } from '../../lib/use-url-params.ts';
import type { LandingQueries } from '../../api/landing-data.ts';
import { productsQuery, useProducts } from '../../api/products.ts';
import { LazyImageSelectorDialog } from './components/image-selector-dialog-lazy.ts';
import { productColumns } from './list/columns.tsx';
import { ListActions } from './list/list-actions.tsx';
import { ListFilters } from './list/list-filters.tsx';
import { useProductSave } from './use-product-save.ts';
import { retryableLazy } from '../../lib/retryable-lazy.tsx';

// The dialogs load with their first opening, not with the list, to keep the list's first paint fast: the
// custom prices form (react-hook-form and zod) and the image chooser (fuse.js) are rendered only while open.
const CustomPricingDialog = retryableLazy(
  async () => (await import('./components/custom-pricing-dialog.tsx')).CustomPricingDialog,
);

const FILTER_KEYS = [
  'specialStatus',
  'productStatusId',
  'outOfStockId',
  'gstFilterId',
  'imageFilterId',
  'customPricingFilterId',
] as const;

const rowId = (p: Product) => String(p.id);
const NO_MATCHES = (
  <EmptyState title="No products match your search">Try other words or clear the filters.</EmptyState>
);

/** The page the URL asks for, and the last page there is (0-based). */
export function pageOf(param: string | null, rowCount: number, pageSize: number) {
  const asked = Math.max(0, Math.floor(Number(param ?? '1')) - 1 || 0);
  const last = Math.max(0, Math.ceil(rowCount / pageSize) - 1);
  return { asked, last, shown: Math.min(asked, last) };
}

/** The image chooser and the custom prices form of a row, each on the product as the list now holds it. */
function ListDialogs({
  catalogue,
  imageFor,
  pricingFor,
  staff,
  save,
  closeImage,
  closePricing,
}: {
  catalogue: Product[] | undefined;
  imageFor: Product | null;
  pricingFor: Product | null;
  staff: boolean;
  save: ReturnType<typeof useProductSave>;
  closeImage: () => void;
  closePricing: () => void;
}) {
  const live = imageFor ? (catalogue?.find((p) => p.id === imageFor.id) ?? imageFor) : null;
  const pricingLive = pricingFor ? (catalogue?.find((p) => p.id === pricingFor.id) ?? pricingFor) : null;

  return (
    <Suspense fallback={null}>
      {live && (
        <LazyImageSelectorDialog
          open
          productName={live.name}
          image={live.image}
          canChoose={staff}
          busy={save.inlineBusy}
          onChoose={(img) => save.setImage(live, img, closeImage)}
          onClose={closeImage}
        />
      )}
      {pricingLive && <CustomPricingDialog product={pricingLive} onClose={closePricing} />}
    </Suspense>
  );
}

/** A landing on the list draws the catalogue at once (api/landing-data.ts). */
export const landingQueries: LandingQueries = () => [productsQuery()];

/**
 * The list's URL: the search, filters and page it asks for, and the products they select. The list follows
 * the URL a step behind (deferred): a navigation renders at once, so a new search, filter or page would
 * filter 10,000 products and re-render the table in one task; deferred, the field and the filters answer
 * first and the rows follow in slices the browser can interrupt.
 */
function useListQuery(catalogue: Product[] | undefined, staff: boolean) {
  const [params, setParams] = useUrlParams();
  // The search box's debounced text goes to the URL, and a new text back to page 1 (an empty 'q='
  // in the address is only tidied away: '?q=&page=3' stays on page 3).
  const urlQuery = useRef(params.get('q') ?? '');
  urlQuery.current = params.get('q') ?? '';
  const onSearch = useCallback(
    (text: string) => setParams({ q: text || null }, { firstPage: text !== urlQuery.current }),
    [setParams],
  );

  const shown = useDeferredValue(params);
  const filters: ProductFilters = useMemo(() => {
    const f = { q: shown.get('q') ?? '' } as ProductFilters;
    for (const key of FILTER_KEYS) f[key] = shown.get(key) ?? '';
    return f;
  }, [shown]);
  const rows = useMemo(
    () => filterProducts(catalogue ?? [], filters, { staff }),
    [catalogue, filters, staff],
  );
  const page = pageOf(shown.get('page'), rows.length, PRODUCT_LIMITS.pageSize);
  const query = shown.toString();

  // '?page=99' shows the last page, and the URL says so (replacing the entry, not adding one).
  const pageParam = shown.get('page');
  useEffect(() => {
    if (!catalogue || pageParam === null) return;
    const wanted = page.shown > 0 ? String(page.shown + 1) : null;
    if (pageParam !== wanted) setParams({ page: wanted });
  }, [catalogue, pageParam, page.shown, setParams]);

  return { params, setParams, rows, page, query, onSearch };
}

export function ProductsListPage() {
  const me = useMe();
  const staff = me.data?.isStaff ?? false;
  const products = useProducts();
  const save = useProductSave();
  const can = useCan();
  const canChange = useCanChangeProduct();
  // Each inline control only for a role that may send its change (the warehouse: the stock alone).
  const may = {
    status: canChange({ enabled: true }),
    stock: canChange({ outOfStock: true }),
    price: canChange({ priceInCents: 1 }),
    pricing: can('listCustomPrices'),
  };
  const [imageFor, setImageFor] = useState<Product | null>(null);
  const [pricingFor, setPricingFor] = useState<Product | null>(null);

  const { params, setParams, rows, page, query, onSearch } = useListQuery(products.data, staff);

  const columns = useMemo(
    () =>
      productColumns({
        staff,
        query,
        actions: {
          openImage: setImageFor,
          openPricing: may.pricing ? setPricingFor : undefined,
          setStatus: may.status ? save.setStatus : undefined,
          setStock: may.stock ? save.setStock : undefined,
          setPrice: may.price ? save.setPrice : undefined,
        },
      }),
    // The save actions only close over stable mutation hooks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [staff, query, may.status, may.stock, may.price, may.pricing],
  );
  const onFilter = useCallback(
    (key: string, value: string) => setParams({ [key]: value, page: null }, { push: true }),
    [setParams],
  );

  // The header and the table are the same elements until what they show changes, so a render for
  // the field or the filters alone (or the URL before the list catches up) leaves them be.
  const header = useMemo(
    () => <PageHeader {...pageHeaderAt(paths.products)} actions={<ListActions query={query} />} />,
    [query],
  );
  const table = useMemo(
    () => (
      <DataTable
        aria-label="Products"
        compact
        headerLines={{ xs: 1, md: 2 }}
        columns={columns}
        data={rows}
        getRowId={rowId}
        loading={products.isPending}
        empty={NO_MATCHES}
        paging={{
          mode: 'client',
          pageSize: PRODUCT_LIMITS.pageSize,
          pageIndex: page.shown,
          onPageChange: (i) => setParams({ page: i > 0 ? String(i + 1) : null }, { push: true }),
        }}
      />
    ),
    [columns, rows, products.isPending, page.shown, setParams],
  );

  return (
    <>
      {header}
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
            can('createProduct') && (
              <Button variant="contained" component={RouterLink} to={paths.productsNew}>
                Create Product
              </Button>
            )
          }
        >
          Add your first product, or load many at once from a CSV file.
        </EmptyState>
      ) : (
        <>
          <ListFilters
            initialSearch={params.get('q') ?? ''}
            onSearch={onSearch}
            params={params}
            onFilter={onFilter}
            staff={staff}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            {products.data
              ? `${rows.length.toLocaleString('en-AU')} of ${products.data.length.toLocaleString('en-AU')} products`
              : 'Loading products…'}
          </Typography>
          {table}
        </>
      )}
      <ListDialogs
        catalogue={products.data}
        imageFor={imageFor}
        pricingFor={pricingFor}
        staff={staff}
        save={save}
        closeImage={() => setImageFor(null)}
        closePricing={() => setPricingFor(null)}
      />
    </>
  );
}
