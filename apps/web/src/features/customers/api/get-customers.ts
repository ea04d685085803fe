import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerRow, Paged } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

export type CustomersQuery = { page: number; search: string; orderBy: string; sortedBy: 'asc' | 'desc' };

/** GET suppliers/venues — the supplier's customers, paged and sorted on the server. */
export const customersQuery = (q: CustomersQuery) =>
  queryOptions({
    queryKey: ['suppliers', 'venues', q],
    queryFn: ({ signal }) =>
      api.get<Paged<CustomerRow>>('suppliers/venues', {
        signal,
        query: {
          page: q.page,
          pageSize: 20,
          orderBy: q.orderBy,
          sortedBy: q.sortedBy,
          search: q.search || undefined,
          searchFields: q.search ? 'venueId;venueName' : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (q: CustomersQuery) => useQuery(customersQuery(q));
