import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BestSellers } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { reportsKey } from './get-last-twelve-months.ts';

/** GET suppliers/report/best-selling — this month's and last month's best-selling products. */
export const bestSellersQuery = () =>
  queryOptions({
    queryKey: [...reportsKey, 'best-selling'],
    queryFn: ({ signal }) => api.get<BestSellers>('suppliers/report/best-selling', { signal }),
  });
export const useBestSellers = () => useQuery(bestSellersQuery());
