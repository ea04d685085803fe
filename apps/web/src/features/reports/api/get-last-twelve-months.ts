import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LastTwelveMonths } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

export const reportsKey = ['suppliers', 'report'] as const;

/** GET suppliers/report/last-twelve-months — sales, orders, active customers and AOV per month. */
export const lastTwelveMonthsQuery = () =>
  queryOptions({
    queryKey: [...reportsKey, 'last-twelve-months'],
    queryFn: ({ signal }) => api.get<LastTwelveMonths>('suppliers/report/last-twelve-months', { signal }),
  });
export const useLastTwelveMonths = () => useQuery(lastTwelveMonthsQuery());
