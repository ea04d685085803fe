import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryZone } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { zonesKey } from './get-zones.ts';

/** GET /zones/{id} — one zone with its days. */
export const zoneQuery = (id: number) =>
  queryOptions({
    queryKey: [...zonesKey, id],
    queryFn: ({ signal }) => api.get<DeliveryZone>(`zones/${id}`, { signal }),
  });
export const useZone = (id: number | null) => useQuery({ ...zoneQuery(id ?? 0), enabled: id !== null });
