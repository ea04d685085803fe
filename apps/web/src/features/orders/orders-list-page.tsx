import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import {
  Box,
  Button,
  Chip,
  IconButton,
  Link,
  Menu,
  MenuItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { ORDERS_PAGE_SIZE, type OrderListItem, type OrderStatus, type OrderType } from '@portal/domain';
import {
  DataTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { Money } from '../../components/money.tsx';
import { OrdersCsvDialog } from '../../components/orders-csv-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { useIsMobile } from '../../lib/breakpoints.ts';
import { formatDeliveryDay, formatPlaced } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useUrlParams } from '../../lib/use-url-params.ts';
import { useOrderExports, useOrdersList, type OrdersListParams } from './api/orders.ts';
import { DeliveryDayDialog } from './components/delivery-day-dialog.tsx';
import { BulkActionsMenu, RowDocumentButtons } from './components/document-actions.tsx';
import { useDocumentDownloads } from '../../components/documents/use-document-downloads.tsx';
import { OrderStatusChip, OrderTypeChip } from './components/order-chips.tsx';

export const STATUS_FILTERS = [
  { id: 'all', label: 'All', value: 'ALL' },
  { id: 'completed', label: 'Completed', value: 'COMPLETED' },
  { id: 'cancelled', label: 'Cancelled', value: 'CANCELLED' },
  { id: 'pending', label: 'Pending', value: 'PENDING' },
] as const;
export const TYPE_FILTERS = [
  { id: 'all', label: 'All', value: 'ALL' },
  { id: 'regular', label: 'Regular', value: 'REGULAR' },
  { id: 'top-up', label: 'Top-Up', value: 'TOPUP' },
  { id: 'standing', label: 'Standing', value: 'STANDING' },
] as const;

function FilterMenu<T extends { id: string; label: string }>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: string;
  onChange: (id: string) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = options.find((o) => o.id === value) ?? options[0]!;
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        {label}: {current.label}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {options.map((o) => (
          <MenuItem
            key={o.id}
            selected={o.id === current.id}
            onClick={() => {
              onChange(o.id);
              setAnchor(null);
            }}
          >
            {o.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** '27 Nov 2026 10:50 pm' as its day and its time. */
function splitPlaced(placed: string): [string, string] {
  const at = placed.lastIndexOf(' ', placed.lastIndexOf(' ') - 1);
  return [placed.slice(0, at), placed.slice(at + 1)];
}

const MOBILE_COLUMNS = new Set(['orderId', 'deliveryDate', 'shippingCompany', 'orderStatus', 'total']);
const SORTABLE = new Set([
  'orderId',
  'fullName',
  'shippingCompany',
  'dateAdded',
  'deliveryDate',
  'orderStatus',
  'total',
]);

export function OrdersListPage() {
  const [params, update] = useUrlParams();
  const location = useLocation();
  const navigate = useNavigate();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const statusId = params.get('status') ?? 'all';
  const typeId = params.get('type') ?? 'all';
  const orderBy = params.get('orderBy') ?? 'orderId';
  const sortedBy = params.get('sortedBy') === 'asc' ? 'asc' : 'desc';
  const [text, setText] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(text, 300);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const documents = useDocumentDownloads();
  const [selectedStatus, setSelectedStatus] = useState<Record<string, OrderStatus>>({});
  const [downloadsAnchor, setDownloadsAnchor] = useState<HTMLElement | null>(null);
  const [csvOpen, setCsvOpen] = useState(false);
  const [dayOpen, setDayOpen] = useState(false);
  const exports = useOrderExports();
  const mobile = useIsMobile();

  useEffect(() => update({ search: debounced || null }, { firstPage: true }), [debounced, update]);

  const listParams: OrdersListParams = {
    page,
    text: params.get('search') ?? '',
    status: (STATUS_FILTERS.find((s) => s.id === statusId)?.value ?? 'ALL') as OrderStatus | 'ALL',
    type: (TYPE_FILTERS.find((s) => s.id === typeId)?.value ?? 'ALL') as OrderType | 'ALL',
    orderBy,
    sortedBy,
  };
  const list = useOrdersList(listParams);
  const rows = useMemo(() => list.data?.data ?? [], [list.data]);

  const onSelectionChange = (
    updater: RowSelectionState | ((old: RowSelectionState) => RowSelectionState),
  ) => {
    const next = typeof updater === 'function' ? updater(selection) : updater;
    setSelection(next);
    setSelectedStatus((old) => {
      const map: Record<string, OrderStatus> = {};
      for (const id of Object.keys(next)) {
        const row = rows.find((r) => String(r.orderId) === id);
        const status = row?.orderStatus ?? old[id];
        if (status) map[id] = status;
      }
      return map;
    });
  };

  const sorting: SortingState = [{ id: orderBy, desc: sortedBy === 'desc' }];
  const openOrder = (id: number) => navigate(paths.order(id), { state: { listSearch: location.search } });

  const columns = useMemo<ColumnDef<OrderListItem>[]>(
    () => [
      {
        id: 'orderId',
        header: 'Order ID',
        accessorKey: 'orderId',
        cell: ({ row }) => (
          <Link
            component={RouterLink}
            to={paths.order(row.original.orderId)}
            state={{ listSearch: location.search }}
          >
            #{row.original.orderId}
          </Link>
        ),
      },
      {
        id: 'supplierReference',
        header: 'Supplier Order ID',
        enableSorting: false,
        cell: ({ row }) => row.original.supplierReference ?? '',
      },
      {
        id: 'orderType',
        header: 'Order Type',
        enableSorting: false,
        cell: ({ row }) => <OrderTypeChip type={row.original.orderType} />,
      },
      {
        id: 'dateAdded',
        accessorKey: 'dateAdded',
        header: 'Placed',
        // Date over time, each unbroken: two short lines instead of three ragged ones.
        cell: ({ row }) => {
          const [day, time] = splitPlaced(formatPlaced(row.original.dateAdded));
          return (
            <Box sx={{ whiteSpace: 'nowrap' }}>
              {day}
              <Typography component="div" variant="caption" color="text.secondary">
                {time}
              </Typography>
            </Box>
          );
        },
      },
      {
        id: 'deliveryDate',
        accessorKey: 'deliveryDate',
        header: 'Delivery',
        cell: ({ row }) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            {formatDeliveryDay(row.original.deliveryDate, 'ddd D MMM YYYY')}
          </Box>
        ),
      },
      {
        id: 'shippingCompany',
        accessorKey: 'shippingCompany',
        header: 'Venue Name',
        cell: ({ row }) => row.original.shippingCompany,
      },
      {
        id: 'fullName',
        accessorKey: 'fullName',
        header: 'Customer Name',
        cell: ({ row }) => row.original.fullName,
      },
      {
        id: 'customerAlert',
        header: 'Alert',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.customerAlert ? (
            <Tooltip title={row.original.customerAlert}>
              <Chip size="small" color="warning" label={row.original.customerAlert} sx={{ maxWidth: 130 }} />
            </Tooltip>
          ) : null,
      },
      {
        id: 'orderStatus',
        accessorKey: 'orderStatus',
        header: 'Status',
        cell: ({ row }) => <OrderStatusChip status={row.original.orderStatus} />,
      },
      {
        id: 'total',
        accessorKey: 'total',
        header: 'Value',
        cell: ({ row }) => <Money cents={row.original.total} />,
      },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) => (
          <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
            <Tooltip title="View Order">
              <IconButton
                size="small"
                aria-label={`View Order ${row.original.orderId}`}
                onClick={(e) => {
                  e.stopPropagation();
                  openOrder(row.original.orderId);
                }}
              >
                <VisibilityOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <RowDocumentButtons
              orderId={row.original.orderId}
              status={row.original.orderStatus}
              onDownload={documents.download}
            />
          </Box>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- openOrder only reads the location
    [location.search, documents.download],
  );

  // Under 768 px a row opens its order, so the narrow table keeps only what tells orders apart.
  const visibleColumns = mobile ? columns.filter((c) => MOBILE_COLUMNS.has(c.id ?? '')) : columns;

  return (
    <Box>
      <PageHeader
        title="Orders"
        actions={
          <>
            <BulkActionsMenu selected={selectedStatus} onDownload={documents.download} />
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              endIcon={<ArrowDropDownIcon />}
              onClick={(e) => setDownloadsAnchor(e.currentTarget)}
              aria-haspopup="menu"
            >
              Downloads
            </Button>
            <Menu
              anchorEl={downloadsAnchor}
              open={!!downloadsAnchor}
              onClose={() => setDownloadsAnchor(null)}
            >
              <MenuItem
                onClick={() => {
                  setDownloadsAnchor(null);
                  setCsvOpen(true);
                }}
              >
                Orders CSV
              </MenuItem>
              {exports.data?.deliveryDayCsv && (
                <MenuItem
                  onClick={() => {
                    setDownloadsAnchor(null);
                    setDayOpen(true);
                  }}
                >
                  Products for delivery day
                </MenuItem>
              )}
            </Menu>
          </>
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <SearchField
          label="Search orders"
          placeholder="Order ID, venue or customer"
          value={text}
          onChange={setText}
          sx={{ flex: 1, maxWidth: { md: 420 } }}
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
      {list.isError ? (
        <ErrorPanel
          title="Unable to load orders"
          message="We were unable to load your orders. Our engineers have been notified!"
          error={list.error}
          retryLabel="Reload this page"
        />
      ) : (
        <DataTable
          aria-label="Orders"
          compact
          columns={visibleColumns}
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
          selection={selection}
          onSelectionChange={onSelectionChange}
          onRowClick={(r) => openOrder(r.orderId)}
        />
      )}
      <OrdersCsvDialog open={csvOpen} onClose={() => setCsvOpen(false)} />
      {dayOpen && <DeliveryDayDialog open={dayOpen} onClose={() => setDayOpen(false)} />}
      {documents.dialogs}
    </Box>
  );
}
