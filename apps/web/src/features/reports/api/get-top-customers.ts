import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopCustomers } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { reportsKey } from './get-last-twelve-months.ts';

/** GET suppliers/report/customers/top — this month's and last month's best customers. */
export const topCustomersQuery = () =>
  queryOptions({
    queryKey: [...reportsKey, 'customers-top'],
    queryFn: ({ signal }) => api.get<TopCustomers>('suppliers/report/customers/top', { signal }),
  });
export const useTopCustomers = () => useQuery(topCustomersQuery());
