import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Special } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { specialsKey } from './get-specials.ts';

/** DELETE specials/{id} — archives the special (permanent). */
export const archiveSpecial = (id: number) => api.delete<Special>(`specials/${id}`);

export const useArchiveSpecial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveSpecial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialsKey }),
  });
};
