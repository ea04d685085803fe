import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryZone } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

export const zonesKey = ['zones'] as const;

/** GET /zones — the supplier's zones, sorted by name. */
export const zonesQuery = () =>
  queryOptions({
    queryKey: zonesKey,
    queryFn: ({ signal }) => api.get<{ data: DeliveryZone[] }>('zones', { signal }).then((r) => r.data),
  });
export const useZones = () => useQuery(zonesQuery());
