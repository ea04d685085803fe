import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateZoneBody, DeliveryZone } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { zonesKey } from './get-zones.ts';

/** POST /zones — created unpublished; with duplicateFromId the server copies days and suburbs. */
export function useCreateZone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<CreateZoneBody> & Pick<CreateZoneBody, 'name' | 'minimumOrderTotal'>) =>
      api.post<DeliveryZone>('zones', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: zonesKey }),
  });
}
