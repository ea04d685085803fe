import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ordersContract,
  OrderDetail,
  OrderListItem,
  OrderStatus,
  OrderType,
  BodyOf,
  QueryOf,
} from '@portal/domain';
import { ApiError, callOperation } from '../lib/api-client.ts';
import { downloadOperation } from '../lib/api-transfer.ts';
import { operationOf } from '@portal/domain/operation-routes';
import * as routes from '@portal/domain/orders/orders.operations';
import { liveEventsOpen } from '../lib/live-events.ts';

/** The contract's operations from its zod-free routes (operationOf): these pages load no zod schemas. */
const ops = {
  cancelOrder: operationOf<typeof ordersContract.cancelOrder>(routes.cancelOrder),
  downloadDeliveryDayCsv: operationOf<typeof ordersContract.downloadDeliveryDayCsv>(
    routes.downloadDeliveryDayCsv,
  ),
  getOrder: operationOf<typeof ordersContract.getOrder>(routes.getOrder),
  getOrderExports: operationOf<typeof ordersContract.getOrderExports>(routes.getOrderExports),
  listOrders: operationOf<typeof ordersContract.listOrders>(routes.listOrders),
  processOrder: operationOf<typeof ordersContract.processOrder>(routes.processOrder),
  setSupplierReference: operationOf<typeof ordersContract.setSupplierReference>(routes.setSupplierReference),
};

/** Orders: every query key of the resource, so a write can refresh all of them (lists, detail, dashboard). */
const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrdersQuery) => [...orderKeys.lists(), query] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  latest: () => [...orderKeys.all, 'latest'] as const,
  pending: (page: number) => [...orderKeys.all, 'pending', page] as const,
  exports: () => [...orderKeys.all, 'exports'] as const,
};

/** Every orders query (lists, details, the dashboard's): what a live order event refreshes. */
export const ordersKey = orderKeys.all;

export type OrdersQuery = QueryOf<typeof ops.listOrders>;

export type OrdersListParams = {
  page: number;
  text: string;
  status: OrderStatus | 'ALL';
  type: OrderType | 'ALL';
  orderBy?: string;
  sortedBy?: 'asc' | 'desc';
};

/** Status and type travel as search=field:value clauses; the text as fuzzy over id, supplier order ID, venue and customer. */
function ordersQueryParams(p: OrdersListParams): OrdersQuery {
  const clauses: string[] = [];
  if (p.status !== 'ALL') clauses.push(`orderStatus[]:${p.status}`);
  if (p.type !== 'ALL') clauses.push(`orderType:${p.type}`);
  return {
    page: p.page,
    search: clauses.join(';') || undefined,
    fuzzy: p.text.trim() || undefined,
    orderBy: p.orderBy,
    sortedBy: p.sortedBy,
  };
}

const listOrders = (query: OrdersQuery, signal?: AbortSignal) =>
  callOperation(ops.listOrders, { query }, { signal });

/** A page of the orders list. */
export const ordersListQuery = (p: OrdersListParams) => {
  const query = ordersQueryParams(p);
  return queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => listOrders(query, signal),
    placeholderData: keepPreviousData,
  });
};
export const useOrdersList = (p: OrdersListParams) => useQuery(ordersListQuery(p));

const NEW_ORDER_POLL_MS = 30_000;

/**
 * The newest order, for the dashboard's new-order notice: refreshed by the live events stream
 * (api/live-events.ts), and polled every 30 s only while that stream is not open.
 */
const latestOrderQuery = () =>
  queryOptions({
    queryKey: orderKeys.latest(),
    queryFn: ({ signal }) => listOrders({ pageSize: 1, orderBy: 'orderId', sortedBy: 'desc' }, signal),
    select: (body) => body.data[0] ?? null,
    refetchInterval: () => (liveEventsOpen() ? false : NEW_ORDER_POLL_MS),
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
export const useLatestOrder = () => useQuery(latestOrderQuery());

export const DASHBOARD_ORDERS_PAGE_SIZE = 20;
const DASHBOARD_FIELDS = [
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

/** The dashboard's pending orders, soonest delivery first (only the fields it shows). */
export const pendingOrdersQuery = (page: number) =>
  queryOptions({
    queryKey: orderKeys.pending(page),
    queryFn: ({ signal }) =>
      listOrders(
        {
          search: 'orderStatus[]:PENDING',
          orderBy: 'deliveryDate',
          sortedBy: 'asc',
          filter: DASHBOARD_FIELDS.join(';'),
          pageSize: DASHBOARD_ORDERS_PAGE_SIZE,
          page,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
export const usePendingOrders = (page: number) => useQuery(pendingOrdersQuery(page));

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => callOperation(ops.getOrder, { params: { id } }, { signal }),
    // A 4xx is an answer, not a failure: asked once (each 400 was asked three times).
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
/** The order of an id the address names; null (not an order id) asks nothing. */
export const useOrder = (id: number | null) => useQuery({ ...orderQuery(id ?? 0), enabled: id !== null });

/** Which optional downloads this supplier has (the allow-lists live on the server). */
export const orderExportsQuery = () =>
  queryOptions({
    queryKey: orderKeys.exports(),
    queryFn: ({ signal }) => callOperation(ops.getOrderExports, {}, { signal }),
    staleTime: 10 * 60_000,
  });
export const useOrderExports = () => useQuery(orderExportsQuery());
export const useCanExportPendingOrders = () =>
  useQuery({ ...orderExportsQuery(), select: (body) => body.pendingOrdersExport });

/** Every order query is stale after any order write (the answer replaces the shown order at once). */
function useOrderWrite<T>(id: number, apply: (old: OrderDetail, answer: T) => OrderDetail) {
  const qc = useQueryClient();
  return (answer: T) => {
    qc.setQueryData(orderQuery(id).queryKey, (old) => (old ? apply(old, answer) : old));
    return qc.invalidateQueries({ queryKey: orderKeys.all });
  };
}

/** Process a pending order: the answer is the processed order. */
export function useProcessOrder(id: number) {
  const done = useOrderWrite<OrderDetail>(id, (_, order) => order);
  return useMutation({
    mutationFn: (body: BodyOf<typeof ops.processOrder>) =>
      callOperation(ops.processOrder, { params: { id }, body }),
    onSuccess: done,
  });
}

/** Cancel with a reason: the order becomes cancelled locally. */
export function useCancelOrder(id: number) {
  const done = useOrderWrite<{ cancellationComment: string }>(id, (old, answer) => ({
    ...old,
    orderStatus: 'CANCELLED',
    cancellationComment: answer.cancellationComment,
  }));
  return useMutation({
    mutationFn: (reason: string) => callOperation(ops.cancelOrder, { params: { id }, body: { reason } }),
    onSuccess: done,
  });
}

/** The supplier's own order ID. */
export function useSupplierReference(id: number) {
  const done = useOrderWrite<{ supplierReference: string }>(id, (old, answer) => ({
    ...old,
    supplierReference: answer.supplierReference,
  }));
  return useMutation({
    mutationFn: (supplierReference: string) =>
      callOperation(ops.setSupplierReference, { params: { id }, body: { supplierReference } }),
    onSuccess: done,
  });
}

/** The products of a delivery day as CSV. */
export const downloadDeliveryDayCsv = (deliveryDate: string) =>
  downloadOperation(
    ops.downloadDeliveryDayCsv,
    {
      query: {
        template: 'products-for-delivery-day',
        deliveryDate,
        format: 'csv',
        filename: `products-for-${deliveryDate}`,
        case: 'pascal',
      },
    },
    `products-for-${deliveryDate}.csv`,
  );

/** Every matching order as CSV (the list's query with format=csv). */
export const downloadOrdersCsv = (query: OrdersQuery, fallbackName: string, signal?: AbortSignal) =>
  downloadOperation(ops.listOrders, { query: { ...query, format: 'csv' } }, fallbackName, { signal });

/** The dashboard's pending orders, every page (a new order refreshes them). */
export const pendingOrdersKey = [...orderKeys.all, 'pending'] as const;
/** A row of the dashboard's pending orders (the list's item). */
export type DashboardOrder = OrderListItem;
