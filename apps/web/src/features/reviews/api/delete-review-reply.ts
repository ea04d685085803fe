import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reviewsKey } from './get-reviews.ts';

/** DELETE /suppliers/reviews/{id}/replies — removes the supplier's own reply. */
export const useDeleteReviewReply = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`suppliers/reviews/${id}/replies`),
    onSettled: () => client.invalidateQueries({ queryKey: reviewsKey }),
  });
};
