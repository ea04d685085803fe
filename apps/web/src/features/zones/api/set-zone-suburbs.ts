import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ZoneSuburbLink, ZoneSuburbsBody } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { zonesKey } from './get-zones.ts';

/** PUT zones/{id}/suburbs — the whole list of the zone's suburb links. */
export function useSetZoneSuburbs() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, links }: { id: number; links: ZoneSuburbsBody }) =>
      api.put<{ data: ZoneSuburbLink[] }>(`zones/${id}/suburbs`, links),
    onSuccess: () => qc.invalidateQueries({ queryKey: zonesKey }),
  });
}
