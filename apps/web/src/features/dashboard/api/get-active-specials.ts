import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpecialsResponse } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

/** GET specials?status=active — data.active. Keyed under 'specials' so specials changes refresh it. */
export const activeSpecialsQuery = () =>
  queryOptions({
    queryKey: ['specials', { status: 'active' }],
    queryFn: ({ signal }) => api.get<SpecialsResponse>('specials', { query: { status: 'active' }, signal }),
  });

export const useActiveSpecials = () => useQuery(activeSpecialsQuery());
