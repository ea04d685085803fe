import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryZone, UpdateZoneBody } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { zonesKey } from './get-zones.ts';

/** PATCH zones/{id} — rename, publish toggle or delivery details. */
export function useUpdateZone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateZoneBody }) =>
      api.patch<DeliveryZone>(`zones/${id}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: zonesKey }),
  });
}
