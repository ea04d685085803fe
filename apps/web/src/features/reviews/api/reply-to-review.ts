import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewReply, ReviewReplyBody } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { reviewsKey } from './get-reviews.ts';

/** POST /suppliers/reviews/{id}/replies — refreshes the list and the review either way. */
export const useReplyToReview = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewReplyBody) => api.post<ReviewReply>(`suppliers/reviews/${id}/replies`, body),
    onSettled: () => client.invalidateQueries({ queryKey: reviewsKey }),
  });
};
