import { queryOptions, useQuery } from '@tanstack/react-query';
import { isTradeVenue } from '@portal/domain';
import { api } from './api-client.ts';

/** What the venue and product pickers need; shared by customers, loss leaders and custom prices. */
export type VenueOption = { id: number; venue: string; status: string; venueType: string };
export type ProductOption = {
  id: number;
  sku: string | null;
  name: string;
  priceInCents: number;
  gstExempt: boolean;
  unitOfPrice?: { unit: string } | null;
};

/** GET /venues — trade venues only (active, not 'Personal use'). */
export const tradeVenuesQuery = () =>
  queryOptions({
    queryKey: ['pickers', 'venues'],
    queryFn: async ({ signal }) => {
      const body = await api.get<{ venues: VenueOption[] }>('venues', { signal });
      return body.venues.filter(isTradeVenue);
    },
    staleTime: 5 * 60_000,
  });
export const useTradeVenues = () => useQuery(tradeVenuesQuery());

/** GET suppliers/products — the catalogue, for pickers. */
export const pickerProductsQuery = () =>
  queryOptions({
    queryKey: ['pickers', 'products'],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ProductOption[] }>('suppliers/products', { signal })).data,
    staleTime: 60_000,
  });
export const usePickerProducts = () => useQuery(pickerProductsQuery());

/** The label of a venue in pickers: '#id venue name'. */
export const venueLabel = (v: { id: number; venue: string }) => `#${v.id} ${v.venue}`;
