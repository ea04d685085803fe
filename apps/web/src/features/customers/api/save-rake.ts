import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomCommissionBody } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

/** POST (create) or PATCH (update) /suppliers/custom-commission; refreshes the customers list. */
export function useSaveRake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, body }: { mode: 'create' | 'update'; body: CustomCommissionBody }) =>
      mode === 'create'
        ? api.post('suppliers/custom-commission', body)
        : api.patch('suppliers/custom-commission', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['suppliers', 'venues'] }),
  });
}
