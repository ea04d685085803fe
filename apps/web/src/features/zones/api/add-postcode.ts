import { useMutation } from '@tanstack/react-query';
import type { ZoneSuburbLink } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

/** POST zones/{id}/postcode/{postcode} — the postcode's suburb links (added to the zone, off). */
export function useAddPostcode() {
  return useMutation({
    mutationFn: ({ id, postcode }: { id: number; postcode: string }) =>
      api.post<{ data: ZoneSuburbLink[] }>(`zones/${id}/postcode/${postcode}`).then((r) => r.data),
  });
}
