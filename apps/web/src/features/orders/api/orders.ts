import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OrderDetail,
  OrderListItem,
  OrderStatus,
  OrderType,
  Paged,
  ProcessOrderBody,
} from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

export type OrdersListParams = {
  page: number;
  text: string;
  status: OrderStatus | 'ALL';
  type: OrderType | 'ALL';
  orderBy?: string;
  sortedBy?: 'asc' | 'desc';
};

/** Status and type travel as search=field:value clauses; the text as fuzzy over id, venue and customer. */
export function ordersQueryParams(p: OrdersListParams) {
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

export const ordersKey = ['suppliers', 'orders'] as const;

/** GET /suppliers/orders */
export const ordersListQuery = (p: OrdersListParams) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', p],
    queryFn: ({ signal }) =>
      api.get<Paged<OrderListItem>>('suppliers/orders', { query: ordersQueryParams(p), signal }),
    placeholderData: keepPreviousData,
  });
export const useOrdersList = (p: OrdersListParams) => useQuery(ordersListQuery(p));

/** GET /suppliers/orders/{id} */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: [...ordersKey, 'detail', id],
    queryFn: ({ signal }) => api.get<OrderDetail>(`suppliers/orders/${id}`, { signal }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
export const useOrder = (id: number) => useQuery(orderQuery(id));

/** PUT suppliers/orders/{id}/process: the answer replaces the shown order. */
export function useProcessOrder(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProcessOrderBody) => api.put<OrderDetail>(`suppliers/orders/${id}/process`, body),
    onSuccess: (order) => {
      qc.setQueryData(orderQuery(id).queryKey, order);
      void qc.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
    },
  });
}

/** POST orders/{id}/cancel: the order becomes cancelled locally. */
export function useCancelOrder(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<{ orderId: number; orderStatus: 'CANCELLED'; cancellationComment: string }>(
        `orders/${id}/cancel`,
        { reason },
      ),
    onSuccess: (answer) => {
      qc.setQueryData(orderQuery(id).queryKey, (old) =>
        old
          ? { ...old, orderStatus: 'CANCELLED' as const, cancellationComment: answer.cancellationComment }
          : old,
      );
      void qc.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
    },
  });
}

/** PATCH suppliers/orders/{id}/supplier-reference */
export function useSupplierReference(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (supplierReference: string) =>
      api.patch<{ orderId: number; supplierReference: string }>(`suppliers/orders/${id}/supplier-reference`, {
        supplierReference,
      }),
    onSuccess: (answer) => {
      qc.setQueryData(orderQuery(id).queryKey, (old) =>
        old ? { ...old, supplierReference: answer.supplierReference } : old,
      );
      void qc.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
    },
  });
}

/** GET suppliers/csv/custom — products for a delivery day. */
export const downloadDeliveryDayCsv = (deliveryDate: string) =>
  api.download('suppliers/csv/custom', `products-for-${deliveryDate}.csv`, {
    query: {
      template: 'products-for-delivery-day',
      deliveryDate,
      format: 'csv',
      filename: `products-for-${deliveryDate}`,
      case: 'pascal',
    },
  });

/** GET suppliers/orders-exports — which optional downloads this supplier has (the allow-list lives on the server). */
export const useOrderExports = () =>
  useQuery({
    queryKey: [...ordersKey, 'exports'],
    queryFn: ({ signal }) => api.get<{ deliveryDayCsv: boolean }>('suppliers/orders-exports', { signal }),
    staleTime: 10 * 60_000,
  });
