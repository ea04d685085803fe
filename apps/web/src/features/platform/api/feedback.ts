import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackBody } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

const feedbackStatusKey = ['suppliers', 'feedback', 'status'] as const;

/** GET suppliers/feedback/status — whether to ask this supplier for feedback now. */
export const feedbackStatusQuery = () =>
  queryOptions({
    queryKey: feedbackStatusKey,
    queryFn: ({ signal }) => api.get<{ due: boolean }>('suppliers/feedback/status', { signal }),
    staleTime: Infinity,
    retry: false,
  });
export const useFeedbackStatus = (enabled: boolean) => useQuery({ ...feedbackStatusQuery(), enabled });

/** POST suppliers/feedback — an answer or 'Not now'. */
export const submitFeedback = (body: FeedbackBody) => api.post<{ id: number }>('suppliers/feedback', body);
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => queryClient.setQueryData(feedbackStatusKey, { due: false }),
  });
}
