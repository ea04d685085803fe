import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { ORDER_STATUS_LABELS, ORDER_TYPE_LABELS, type OrderListItem } from '@portal/domain';
import type { ColumnDef } from '../../../components/data-table.tsx';
import { Money } from '../../../components/money.tsx';
import { CellChip, CellIconButton } from '../../../components/table/cell-parts.tsx';
import { CELL_ICON_BUTTON_SIZE } from '../../../components/table/table-body-styles.ts';
import { formatDeliveryDay, formatPlaced } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { RowDocumentButtons, rowDocumentButtonCount, type DownloadDocument } from './document-actions.tsx';
import { STATUS_COLOR } from './order-chips.tsx';

/** The orderBy keys the API sorts by (spec 001 §7). */
export const SORTABLE = new Set([
  'orderId',
  'fullName',
  'shippingCompany',
  'dateAdded',
  'deliveryDate',
  'orderStatus',
  'total',
]);

/** '27 Nov 2026 10:50 pm' as its day and its time. */
function splitPlaced(placed: string): [string, string] {
  const at = placed.lastIndexOf(' ', placed.lastIndexOf(' ') - 1);
  return [placed.slice(0, at), placed.slice(at + 1)];
}

type Options = {
  /** The list's query string, carried to the order page so its breadcrumb comes back to it. */
  listSearch: string;
  openOrder: (id: number) => void;
  onDownload: DownloadDocument;
  /** The page's rows: the Actions column is as wide as the widest of them. */
  rows: readonly OrderListItem[];
};

/**
 * The Actions column's width from the first paint: View Order and the widest row's document buttons. The
 * table draws its first 20 rows, then the rest (components/data-table.tsx); a completed order further down
 * has one button more, and widening the column then narrowed every other one, so names wrapped again and
 * the rows on screen moved (layout shift 0.046 at 1366 px on the demo world).
 */
function actionsWidth(rows: readonly OrderListItem[]): number {
  const statuses = new Set(rows.map((r) => r.orderStatus));
  const widest = Math.max(0, ...[...statuses].map(rowDocumentButtonCount));
  return (1 + widest) * CELL_ICON_BUTTON_SIZE;
}

/** The orders list's columns (spec 001 §2), in order: Order ID … Value, then the row actions. */
function ordersColumns({
  listSearch,
  openOrder,
  onDownload,
  actionsMinWidth,
}: Omit<Options, 'rows'> & { actionsMinWidth: number }): ColumnDef<OrderListItem>[] {
  return [
    {
      id: 'orderId',
      header: 'Order ID',
      accessorKey: 'orderId',
      cell: ({ row }) => (
        <RouterLink
          className="cell-link"
          to={paths.order(row.original.orderId)}
          state={{ listSearch }}
          onClick={(e) => e.stopPropagation()}
        >
          #{row.original.orderId}
        </RouterLink>
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
      cell: ({ row }) => <CellChip outlined label={ORDER_TYPE_LABELS[row.original.orderType]} />,
    },
    {
      id: 'dateAdded',
      accessorKey: 'dateAdded',
      header: 'Placed',
      // Date over time, each unbroken: two short lines instead of three ragged ones.
      cell: ({ row }) => {
        const [day, time] = splitPlaced(formatPlaced(row.original.dateAdded));
        return (
          <div className="cell-nowrap">
            {day}
            <div className="cell-caption">{time}</div>
          </div>
        );
      },
    },
    {
      id: 'deliveryDate',
      accessorKey: 'deliveryDate',
      header: 'Delivery',
      cell: ({ row }) => (
        <span className="cell-nowrap">{formatDeliveryDay(row.original.deliveryDate, true)}</span>
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
          <CellChip tone="warning" label={row.original.customerAlert} title={row.original.customerAlert} />
        ) : null,
    },
    {
      id: 'orderStatus',
      accessorKey: 'orderStatus',
      header: 'Status',
      cell: ({ row }) => {
        const status = row.original.orderStatus;
        return <CellChip tone={STATUS_COLOR[status]} label={ORDER_STATUS_LABELS[status] ?? status} />;
      },
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
        <div className="cell-actions" style={{ minWidth: actionsMinWidth }}>
          <CellIconButton
            icon="view"
            title="View Order"
            label={`View Order ${row.original.orderId}`}
            onClick={() => openOrder(row.original.orderId)}
          />
          <RowDocumentButtons
            orderId={row.original.orderId}
            status={row.original.orderStatus}
            onDownload={onDownload}
          />
        </div>
      ),
    },
  ];
}

/**
 * The columns (on a phone too, each row a card), rebuilt only when the list's query or the download
 * handler changes.
 */
export function useOrdersColumns(options: Options) {
  const { listSearch, openOrder, onDownload, rows } = options;
  const actionsMinWidth = actionsWidth(rows);
  return useMemo(
    () => ordersColumns({ listSearch, openOrder, onDownload, actionsMinWidth }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- openOrder only reads the list's query
    [listSearch, onDownload, actionsMinWidth],
  );
}
