import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

export type LatestOrder = { orderId: number; shippingCompany: string };

export const NEW_ORDER_POLL_MS = 30_000;

/**
 * GET /suppliers/orders?pageSize=1&orderBy=orderId&sortedBy=desc — the newest order, polled while
 * the dashboard is open: one indexed row per supplier every 30 s is cheaper than a held connection.
 */
export const latestOrderQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'latest-order'],
    queryFn: ({ signal }) =>
      api.get<Paged<LatestOrder>>('suppliers/orders', {
        query: { pageSize: 1, orderBy: 'orderId', sortedBy: 'desc' },
        signal,
      }),
    select: (body) => body.data[0] ?? null,
    refetchInterval: NEW_ORDER_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

export const useLatestOrder = () => useQuery(latestOrderQuery());
