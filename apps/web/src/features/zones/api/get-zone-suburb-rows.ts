import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZoneSuburbRow } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { zonesKey } from './get-zones.ts';

export type ZoneSuburbFilter = { suburb?: string; postcode?: string };

/** GET /zone-suburbs?suburb= or ?postcode= — matching suburbs with the zones they are in. */
export const zoneSuburbRowsQuery = (filter: ZoneSuburbFilter) =>
  queryOptions({
    queryKey: [...zonesKey, 'by-suburb', filter],
    queryFn: ({ signal }) =>
      api.get<{ data: ZoneSuburbRow[] }>('zone-suburbs', { query: filter, signal }).then((r) => r.data),
  });
export const useZoneSuburbRows = (filter: ZoneSuburbFilter) =>
  useQuery({ ...zoneSuburbRowsQuery(filter), enabled: Boolean(filter.suburb || filter.postcode) });
