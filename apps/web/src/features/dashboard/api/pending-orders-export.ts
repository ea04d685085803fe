import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

type OrderExports = { deliveryDayCsv: boolean; pendingOrdersExport: boolean };

/** GET suppliers/orders-exports — whether this supplier may download the pending orders ZIP (ids stay on the server). */
export const orderExportsQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'order-exports'],
    queryFn: ({ signal }) => api.get<OrderExports>('suppliers/orders-exports', { signal }),
    select: (body) => body.pendingOrdersExport,
    staleTime: 10 * 60_000,
  });

export const useCanExportPendingOrders = () => useQuery(orderExportsQuery());

/** GET suppliers/pending-orders-export — one CSV per delivery date, zipped. */
export const downloadPendingOrders = () =>
  api.download('suppliers/pending-orders-export', 'pending_orders.zip');
