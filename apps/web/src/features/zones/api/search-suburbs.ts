import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Suburb } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

/** GET /suburbs?search= — at most 15 suburbs by name or postcode. */
export const suburbSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['suburbs', search],
    queryFn: ({ signal }) =>
      api.get<{ data: Suburb[] }>('suburbs', { query: { search }, signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
export const useSuburbSearch = (search: string) =>
  useQuery({
    ...suburbSearchQuery(search),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
