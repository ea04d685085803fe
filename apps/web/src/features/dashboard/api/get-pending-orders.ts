import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

/** An order list item as the dashboard uses it (spec 000 section 3). */
export type DashboardOrder = {
  orderId: number;
  orderStatus: string;
  fullName: string | null;
  shippingCompany: string;
  dateAdded: string;
  deliveryDate: string;
  total: number;
  orderedBefore: boolean;
  customerAlert: string | null;
};

export const DASHBOARD_ORDERS_PAGE_SIZE = 20;
const FIELDS = [
  'orderId',
  'orderStatus',
  'fullName',
  'shippingCompany',
  'dateAdded',
  'deliveryDate',
  'total',
  'orderedBefore',
  'customerAlert',
];

export const pendingOrdersKey = ['dashboard', 'pending-orders'] as const;

/** GET /suppliers/orders — pending orders only, soonest delivery first. */
export const pendingOrdersQuery = (page: number) =>
  queryOptions({
    queryKey: [...pendingOrdersKey, page],
    queryFn: ({ signal }) =>
      api.get<Paged<DashboardOrder>>('suppliers/orders', {
        query: {
          search: 'orderStatus[]:PENDING',
          orderBy: 'deliveryDate',
          sortedBy: 'asc',
          filter: FIELDS.join(';'),
          pageSize: DASHBOARD_ORDERS_PAGE_SIZE,
          page,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const usePendingOrders = (page: number) => useQuery(pendingOrdersQuery(page));
