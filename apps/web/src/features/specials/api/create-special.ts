import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSpecialBody, Special } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { specialsKey } from './get-specials.ts';

/** POST specials */
export const createSpecial = (body: CreateSpecialBody) => api.post<Special>('specials', body);

export const useCreateSpecial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpecial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialsKey }),
  });
};
