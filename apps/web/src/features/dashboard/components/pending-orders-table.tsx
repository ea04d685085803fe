import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type ColumnDef } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Money } from '../../../components/money.tsx';
import { CellChip } from '../../../components/table/cell-parts.tsx';
import { formatDeliveryDay, formatPlaced } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { DASHBOARD_ORDERS_PAGE_SIZE, usePendingOrders, type DashboardOrder } from '../../../api/orders.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { RowLinkButton } from './row-link-button.tsx';

const humanise = (code: string) => {
  const text = code.replace(/[_-]+/g, ' ').toLowerCase().trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The Pending Orders block: soonest delivery first, 20 a page. */
export function PendingOrdersTable() {
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const orders = usePendingOrders(page + 1);
  const columns = useMemo<ColumnDef<DashboardOrder, unknown>[]>(
    () => [
      {
        id: 'orderId',
        header: 'Order ID',
        accessorKey: 'orderId',
        cell: (c) => `#${c.row.original.orderId}`,
      },
      {
        id: 'placed',
        header: 'Placed',
        cell: (c) => <span className="cell-nowrap">{formatPlaced(c.row.original.dateAdded)}</span>,
      },
      { id: 'delivery', header: 'Delivery', cell: (c) => formatDeliveryDay(c.row.original.deliveryDate) },
      { id: 'venue', header: 'Venue Name', accessorKey: 'shippingCompany' },
      { id: 'customer', header: 'Customer Name', cell: (c) => c.row.original.fullName ?? '—' },
      {
        id: 'alert',
        header: 'Alert',
        cell: ({ row: { original: o } }) => (
          <div className="cell-chips">
            {o.customerAlert && <CellChip tone="warning" label={humanise(o.customerAlert)} />}
            {!o.orderedBefore && <CellChip tone="info" outlined label="New customer" />}
          </div>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: (c) => <CellChip tone="warning" outlined label={humanise(c.row.original.orderStatus)} />,
      },
      { id: 'value', header: 'Value', cell: (c) => <Money cents={c.row.original.total} /> },
      {
        id: 'actions',
        header: 'Actions',
        cell: (c) => (
          <RowLinkButton
            to={paths.order(c.row.original.orderId)}
            label={`View Order #${c.row.original.orderId}`}
          >
            View Order
          </RowLinkButton>
        ),
      },
    ],
    [],
  );

  return (
    <DashboardSection title="Pending Orders" viewAll={{ to: paths.orders, label: 'View all orders' }}>
      {orders.isError ? (
        <ErrorPanel error={orders.error} onRetry={() => orders.refetch()} />
      ) : (
        <DataTable
          aria-label="Pending Orders"
          columns={columns}
          data={orders.data?.data ?? []}
          getRowId={(o) => String(o.orderId)}
          loading={orders.isPending}
          skeletonRows={DASHBOARD_ORDERS_PAGE_SIZE}
          paging={
            (orders.data?.total ?? 0) > DASHBOARD_ORDERS_PAGE_SIZE
              ? {
                  mode: 'server',
                  pageSize: DASHBOARD_ORDERS_PAGE_SIZE,
                  pageIndex: page,
                  total: orders.data?.total ?? 0,
                  onPageChange: setPage,
                }
              : undefined
          }
          onRowClick={(o) => navigate(paths.order(o.orderId))}
          empty={
            <EmptyState title="No Pending Orders">
              No pending orders! All is done for now, we&apos;ll notifiy you by email when new orders come
              through.
            </EmptyState>
          }
        />
      )}
    </DashboardSection>
  );
}
