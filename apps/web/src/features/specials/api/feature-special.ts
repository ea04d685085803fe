import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Special } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { specialsKey } from './get-specials.ts';

/** PATCH specials/{id} with is_banner — staff feature or unfeature a special. */
export const featureSpecial = ({ id, isBanner }: { id: number; isBanner: boolean }) =>
  api.patch<Special>(`specials/${id}`, { is_banner: isBanner });

export const useFeatureSpecial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: featureSpecial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialsKey }),
  });
};
