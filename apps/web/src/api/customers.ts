import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COMMISSION_EXISTS_CODE,
  customersContract as ops,
  type BodyOf,
  type CustomerRow,
  type ResponseOf,
} from '@portal/domain';
import { callOperation, isErrorOf } from '../lib/api-client.ts';

/** The supplier's customers (GET suppliers/venues) and their custom rakes. */
export const customerKeys = {
  all: ['customers'] as const,
  list: (q: CustomersQuery) => [...customerKeys.all, 'list', q] as const,
  options: () => [...customerKeys.all, 'options'] as const,
};

export type CustomersQuery = { page: number; search: string; orderBy: string; sortedBy: 'asc' | 'desc' };

/** Without `filter` every row of the page is whole (the schema allows partial rows for `filter`). */
const whole = (
  page: ResponseOf<typeof ops.listCustomers>,
): Omit<typeof page, 'data'> & { data: CustomerRow[] } => ({
  ...page,
  data: page.data as CustomerRow[],
});

/** One server page, sorted and searched on the server. */
export const customersQuery = (q: CustomersQuery) =>
  queryOptions({
    queryKey: customerKeys.list(q),
    queryFn: ({ signal }) =>
      callOperation(
        ops.listCustomers,
        {
          query: {
            page: q.page,
            pageSize: 20,
            orderBy: q.orderBy,
            sortedBy: q.sortedBy,
            search: q.search || undefined,
            searchFields: q.search ? 'venueId;venueName' : undefined,
          },
        },
        { signal },
      ).then(whole),
  });
export const useCustomers = (q: CustomersQuery) =>
  useQuery({ ...customersQuery(q), placeholderData: keepPreviousData });

/** The supplier's customers as picker options {id, venue} (the first 500 by name). */
export const customerOptionsQuery = () =>
  queryOptions({
    queryKey: customerKeys.options(),
    queryFn: async ({ signal }) => {
      const page = await callOperation(
        ops.listCustomers,
        { query: { pageSize: 500, orderBy: 'venueName', sortedBy: 'asc', filter: 'venueId;venueName' } },
        { signal },
      );
      return page.data.flatMap((v) =>
        v.venueId === undefined || v.venueName === undefined ? [] : [{ id: v.venueId, venue: v.venueName }],
      );
    },
    staleTime: 60_000,
  });
export const useCustomerOptions = (enabled: boolean) => useQuery({ ...customerOptionsQuery(), enabled });

/**
 * Save a venue's custom rake: POST (create) when it has none, else PATCH (update), spec 002 section 4.
 * A create that finds a rake already there (picked from the venue search, or set in another tab)
 * updates it instead. Answers which one happened.
 */
export async function saveRake({
  exists,
  body,
}: {
  exists: boolean;
  body: BodyOf<typeof ops.createCustomCommission>;
}): Promise<'created' | 'updated'> {
  if (exists) {
    await callOperation(ops.updateCustomCommission, { body });
    return 'updated';
  }
  try {
    await callOperation(ops.createCustomCommission, { body });
    return 'created';
  } catch (error) {
    if (!isErrorOf(error, ops.createCustomCommission, 409, COMMISSION_EXISTS_CODE)) throw error;
    await callOperation(ops.updateCustomCommission, { body });
    return 'updated';
  }
}

/** Saves the rake; every customer query is stale after it. */
export function useSaveRake() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRake,
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
