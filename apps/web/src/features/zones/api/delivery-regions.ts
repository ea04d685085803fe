import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryRegionEntry, DeliveryRegionSummary } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

/** GET /delivery-regions — the named regions (reference data). */
export const deliveryRegionsQuery = () =>
  queryOptions({
    queryKey: ['delivery-regions'],
    queryFn: ({ signal }) =>
      api.get<{ data: DeliveryRegionSummary[] }>('delivery-regions', { signal }).then((r) => r.data),
    staleTime: Infinity,
  });
export const useDeliveryRegions = (enabled = true) => useQuery({ ...deliveryRegionsQuery(), enabled });

/** GET /delivery-regions/{name} — a region's entries {postcode, suburb, state}. */
export const fetchRegionEntries = (name: string) =>
  api.get<{ name: string; entries: DeliveryRegionEntry[] }>(`delivery-regions/${encodeURIComponent(name)}`);
