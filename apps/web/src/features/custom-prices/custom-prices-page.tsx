import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@mui/material';
import type { CustomPriceListItem } from '@portal/domain';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataTable, type SortingState } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useUrlParams } from '../../lib/use-url-params.ts';
import { useCustomPrices, useDeleteCustomPrice } from '../../api/custom-prices.ts';
import { CustomPriceDialog } from './components/custom-price-dialog.tsx';
import { customPriceColumns } from './custom-prices-columns.tsx';

export function CustomPricesPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(text, 200).trim().toLowerCase();
  const prices = useCustomPrices();
  const remove = useDeleteCustomPrice();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'product', desc: false }]);
  const [dialog, setDialog] = useState<{ open: boolean; editing: CustomPriceListItem | null }>({
    open: location.pathname === paths.customPricesNew,
    editing: null,
  });
  const [deleting, setDeleting] = useState<CustomPriceListItem | null>(null);

  useEffect(() => setParams({ q: text.trim() || null }), [text, setParams]);

  const rows = useMemo(
    () =>
      (prices.data ?? []).filter(
        (r) =>
          !search ||
          `${r.product.sku ?? ''} ${r.product.name} ${r.venue.venue}`.toLowerCase().includes(search),
      ),
    [prices.data, search],
  );

  const closeDialog = () => {
    setDialog({ open: false, editing: null });
    if (location.pathname === paths.customPricesNew) void navigate(paths.customPrices, { replace: true });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(`Successfully deleted custom price for ${deleting.venue.venue}`);
      setDeleting(null);
    } catch {
      notifyError('Unable to delete custom price. Please try again.');
    }
  };

  const columns = useMemo(
    () =>
      customPriceColumns({
        onEdit: (r) => setDialog({ open: true, editing: r }),
        onDelete: setDeleting,
      }),
    [],
  );

  return (
    <>
      <PageHeader
        title="Custom Prices"
        crumbs={[{ label: 'Dashboard', to: paths.dashboard }, { label: 'Custom Prices' }]}
        actions={
          <Button variant="contained" onClick={() => setDialog({ open: true, editing: null })}>
            Add Custom Price
          </Button>
        }
      />
      <SearchField label="Search custom prices" value={text} onChange={setText} />
      {prices.isError ? (
        <ErrorPanel error={prices.error} onRetry={() => void prices.refetch()} />
      ) : (
        <DataTable
          aria-label="Custom prices"
          columns={columns}
          data={rows}
          getRowId={(r) => String(r.id)}
          loading={prices.isPending}
          sorting={sorting}
          onSortingChange={setSorting}
          paging={{ mode: 'client', pageSize: 15, pageSizeOptions: [15, 50, 100] }}
          onRowClick={(r) => setDialog({ open: true, editing: r })}
          empty={
            <EmptyState
              title={search ? 'No custom prices found' : 'No custom prices yet'}
              action={
                search ? (
                  <Button variant="outlined" onClick={() => setText('')}>
                    Show all custom prices
                  </Button>
                ) : (
                  <Button variant="contained" onClick={() => setDialog({ open: true, editing: null })}>
                    Add Custom Price
                  </Button>
                )
              }
            >
              {search ? `Nothing matches "${text}".` : 'Give a venue its own price for any of your products.'}
            </EmptyState>
          }
        />
      )}
      <CustomPriceDialog open={dialog.open} editing={dialog.editing} onClose={closeDialog} />
      <ConfirmDialog
        open={!!deleting}
        title="Delete custom price?"
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting && `${deleting.product.name} for ${deleting.venue.venue} goes back to your standard price.`}
      </ConfirmDialog>
    </>
  );
}
