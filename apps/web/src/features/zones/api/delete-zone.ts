import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { zonesKey } from './get-zones.ts';

/** DELETE zones/{id}. */
export function useDeleteZone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`zones/${id}`),
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: [...zonesKey, id] });
      return qc.invalidateQueries({ queryKey: zonesKey });
    },
  });
}
