import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomPriceListItem, CustomPricePayload, CustomerRow, Paged } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

const key = ['custom-pricing'] as const;

/** GET custom-pricing — every custom price of the supplier, with venue and product. */
export const customPricesQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: CustomPriceListItem[] }>('custom-pricing', { signal })).data,
  });
export const useCustomPrices = () => useQuery(customPricesQuery());

/** POST /custom-pricing (create) or PATCH custom-pricing (update). */
export function useSaveCustomPrice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, body }: { mode: 'create' | 'update'; body: CustomPricePayload }) =>
      mode === 'create' ? api.post('custom-pricing', body) : api.patch('custom-pricing', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}

/** DELETE custom-pricing/{id} */
export function useDeleteCustomPrice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`custom-pricing/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}

/** The supplier's customers (venues that have bought from it), which suppliers may price for. */
export const customerVenuesQuery = () =>
  queryOptions({
    queryKey: ['suppliers', 'venues', 'picker'],
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Pick<CustomerRow, 'venueId' | 'venueName'>>>('suppliers/venues', {
          signal,
          query: { pageSize: 500, orderBy: 'venueName', sortedBy: 'asc', filter: 'venueId;venueName' },
        })
      ).data.map((v) => ({ id: v.venueId, venue: v.venueName })),
    staleTime: 60_000,
  });
export const useCustomerVenues = (enabled: boolean) => useQuery({ ...customerVenuesQuery(), enabled });
