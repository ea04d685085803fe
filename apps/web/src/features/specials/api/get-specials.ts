import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpecialsResponse, SpecialStatus } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

export const specialsKey = ['specials'] as const;

/** GET specials (optional status) — { active, scheduled, archived }. */
export const getSpecials = (status?: SpecialStatus, signal?: AbortSignal) =>
  api.get<SpecialsResponse>('specials', { query: { status }, signal });

export const specialsQuery = (status?: SpecialStatus) =>
  queryOptions({
    queryKey: [...specialsKey, { status: status ?? 'all' }],
    queryFn: ({ signal }) => getSpecials(status, signal),
  });

export const useSpecials = (status?: SpecialStatus) => useQuery(specialsQuery(status));
