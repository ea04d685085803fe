import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplierUpdateBody } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { meQueryKey, type SupplierDetails } from '../../../lib/me.ts';

/** PATCH suppliers/auth/me */
export const updateMe = (body: SupplierUpdateBody) => api.patch<SupplierDetails>('suppliers/auth/me', body);

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: async (details) => {
      // The shell reads the same query (company name in the top bar): refresh it everywhere.
      queryClient.setQueryData(meQueryKey, details);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
