import { queryOptions, useQuery } from '@tanstack/react-query';
import { isTradeVenue, productsContract as ops, type Venue } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';

/** The marketplace's venues (GET venues): reference data, read by the venue pickers. */
export const venueKeys = {
  all: ['venues'] as const,
  list: () => [...venueKeys.all, 'list'] as const,
};

/** What a venue picker shows. */
export type VenueOption = Venue;

export const venuesQuery = () =>
  queryOptions({
    queryKey: venueKeys.list(),
    queryFn: ({ signal }) => callOperation(ops.listVenues, {}, { signal }).then((r) => r.venues),
    staleTime: 5 * 60_000,
  });
export const useVenues = (enabled = true) => useQuery({ ...venuesQuery(), enabled });

/** Trade venues only (active, not 'Personal use'): those that can get custom prices, rakes and loss leaders. */
export const useTradeVenues = () =>
  useQuery({ ...venuesQuery(), select: (venues) => venues.filter(isTradeVenue) });

/** The label of a venue in pickers: '#id venue name'. */
export const venueLabel = (v: { id: number; venue: string }) => `#${v.id} ${v.venue}`;
