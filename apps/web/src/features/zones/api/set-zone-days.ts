import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryDay, ZoneDaysBody } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { zonesKey } from './get-zones.ts';

/** PUT zones/{id}/days — the enabled days. */
export function useSetZoneDays() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, days }: { id: number; days: ZoneDaysBody }) =>
      api.put<{ data: DeliveryDay[] }>(`zones/${id}/days`, days),
    onSuccess: () => qc.invalidateQueries({ queryKey: zonesKey }),
  });
}
