import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZoneSuburbLink } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { zonesKey } from './get-zones.ts';

/** GET zones/{id}/suburbs — the zone's suburb links. */
export const zoneSuburbsQuery = (id: number) =>
  queryOptions({
    queryKey: [...zonesKey, id, 'suburbs'],
    queryFn: ({ signal }) =>
      api.get<{ data: ZoneSuburbLink[] }>(`zones/${id}/suburbs`, { signal }).then((r) => r.data),
  });
export const useZoneSuburbs = (id: number) => useQuery(zoneSuburbsQuery(id));
