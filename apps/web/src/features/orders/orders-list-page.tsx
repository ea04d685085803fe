import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Box, Stack } from '@mui/material';
import { ORDERS_PAGE_SIZE } from '@portal/domain';
import { DataTable, type SortingState } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { pageHeaderAt, pageSearchAt } from '../../app/page-manifest.ts';
import { SearchField } from '../../components/search-field.tsx';
import { useDocumentDownloads } from '../../components/documents/use-document-downloads.tsx';
import { paths } from '../../lib/paths.ts';
import { SEARCH_FIELD } from '../../lib/layout-sizes.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useUrlParams } from '../../lib/use-url-params.ts';
import type { LandingQueries } from '../../api/landing-data.ts';
import {
  orderExportsQuery,
  ordersListQuery,
  useOrdersList,
  type OrdersListParams,
} from '../../api/orders.ts';
import { BulkActionsMenu } from './components/document-actions.tsx';
import { DownloadsMenu } from './components/downloads-menu.tsx';
import { FilterMenu, STATUS_FILTERS, TYPE_FILTERS } from './components/filter-menu.tsx';
import { SORTABLE, useOrdersColumns } from './components/orders-columns.tsx';
import { SelectionNotice } from './components/selection-notice.tsx';
import { useOrderSelection } from './components/use-order-selection.ts';

/** The list's state as the URL holds it: page, status and type filters, sort and search text. */
function ordersListState(params: URLSearchParams) {
  const statusId = params.get('status') ?? 'all';
  const typeId = params.get('type') ?? 'all';
  const orderBy = params.get('orderBy') ?? 'orderId';
  const sortedBy = params.get('sortedBy') === 'asc' ? 'asc' : 'desc';
  const listParams: OrdersListParams = {
    page: Math.max(1, Number(params.get('page')) || 1),
    text: params.get('search') ?? '',
    status: STATUS_FILTERS.find((s) => s.id === statusId)?.value ?? 'ALL',
    type: TYPE_FILTERS.find((s) => s.id === typeId)?.value ?? 'ALL',
    orderBy,
    sortedBy,
  };
  return { statusId, typeId, listParams };
}

function useOrdersListUrl() {
  const [params, update] = useUrlParams();
  return { params, update, ...ordersListState(params) };
}

/** A landing on the list draws its first page of orders and its Downloads menu at once (api/landing-data.ts). */
export const landingQueries: LandingQueries = (url) => [
  ordersListQuery(ordersListState(url.searchParams).listParams),
  orderExportsQuery(),
];

/** Orders (/orders, spec 001 §2): search, status and type filters, downloads, bulk documents, the table. */
export function OrdersListPage() {
  const { params, update, statusId, typeId, listParams } = useOrdersListUrl();
  const location = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(text, 300);
  const documents = useDocumentDownloads();

  useEffect(() => update({ search: debounced || null }, { firstPage: true }), [debounced, update]);

  const list = useOrdersList(listParams);
  const rows = useMemo(() => list.data?.data ?? [], [list.data]);
  const selected = useOrderSelection(rows);
  const { orderBy, sortedBy, page } = listParams;
  const sorting: SortingState = [{ id: orderBy!, desc: sortedBy === 'desc' }];
  const openOrder = (id: number) =>
    void navigate(paths.order(id), { state: { listSearch: location.search } });
  const columns = useOrdersColumns({
    listSearch: location.search,
    openOrder,
    onDownload: documents.download,
    rows,
  });

  return (
    <Box>
      <PageHeader
        {...pageHeaderAt(paths.orders)}
        actions={
          <>
            <BulkActionsMenu selected={selected.statuses} onDownload={documents.download} />
            <DownloadsMenu />
          </>
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <SearchField
          {...pageSearchAt(paths.orders)}
          value={text}
          onChange={setText}
          sx={{ flex: 1, maxWidth: { md: SEARCH_FIELD.maxWidth } }}
        />
        <FilterMenu
          label="Status"
          options={STATUS_FILTERS}
          value={statusId}
          onChange={(id) => update({ status: id === 'all' ? null : id, page: null })}
        />
        <FilterMenu
          label="Order type"
          options={TYPE_FILTERS}
          value={typeId}
          onChange={(id) => update({ type: id === 'all' ? null : id, page: null })}
        />
      </Stack>
      <SelectionNotice elsewhere={selected.elsewhere} onClear={selected.clear} />
      {list.isError ? (
        <ErrorPanel
          title="Unable to load orders"
          message="We were unable to load your orders. Our engineers have been notified!"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <DataTable
          aria-label="Orders"
          compact
          headerLines={{ xs: 2, md: 3 }}
          columns={columns}
          data={rows}
          getRowId={(r) => String(r.orderId)}
          loading={list.isPending}
          empty={<EmptyState title="No orders found">Try another search or filter.</EmptyState>}
          paging={{
            mode: 'server',
            pageSize: list.data?.perPage ?? ORDERS_PAGE_SIZE,
            pageIndex: page - 1,
            total: list.data?.total ?? 0,
            onPageChange: (i) => update({ page: i === 0 ? null : String(i + 1) }),
          }}
          sorting={sorting}
          onSortingChange={(updater) => {
            const next = typeof updater === 'function' ? updater(sorting) : updater;
            const first = next[0];
            if (!first || !SORTABLE.has(first.id))
              return update({ orderBy: null, sortedBy: null, page: null });
            update({ orderBy: first.id, sortedBy: first.desc ? 'desc' : 'asc', page: null });
          }}
          selection={selected.selection}
          onSelectionChange={selected.onSelectionChange}
          onRowClick={(r) => openOrder(r.orderId)}
        />
      )}
      {documents.dialogs}
    </Box>
  );
}
