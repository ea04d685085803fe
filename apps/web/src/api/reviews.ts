import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewsContract as ops, type BodyOf, type Review, type ResponseOf } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';

/** Reviews and the supplier's replies. */
export const reviewKeys = {
  all: ['reviews'] as const,
  list: (params: ReviewsParams) => [...reviewKeys.all, 'list', params] as const,
  detail: (id: number) => [...reviewKeys.all, 'detail', id] as const,
};

export type ReviewsParams = {
  page: number;
  pageSize: number;
  orderBy: string;
  sortedBy: 'asc' | 'desc';
  fuzzy?: string;
};

/** Without `filter` every row of the page is whole (the schema allows partial rows for `filter`). */
const whole = (page: ResponseOf<typeof ops.listReviews>): Omit<typeof page, 'data'> & { data: Review[] } => ({
  ...page,
  data: page.data as Review[],
});

/** One server page, searched fuzzily over the review text and the customer. */
export const reviewsQuery = (params: ReviewsParams) =>
  queryOptions({
    queryKey: reviewKeys.list(params),
    queryFn: ({ signal }) =>
      callOperation(
        ops.listReviews,
        {
          query: {
            ...params,
            fuzzy: params.fuzzy?.trim() || undefined,
            fuzzyFields: params.fuzzy?.trim() ? 'content;venueName' : undefined,
          },
        },
        { signal },
      ).then(whole),
  });
export const useReviews = (params: ReviewsParams) =>
  useQuery({ ...reviewsQuery(params), placeholderData: keepPreviousData });

export const reviewQuery = (id: number) =>
  queryOptions({
    queryKey: reviewKeys.detail(id),
    queryFn: ({ signal }) => callOperation(ops.getReview, { params: { id } }, { signal }),
  });
export const useReview = (id: number | null) => useQuery({ ...reviewQuery(id ?? 0), enabled: id !== null });

/**
 * Refreshes the list and the review once the reply is saved. A refused reply refreshes nothing by itself:
 * on already_replied the form says so and keeps the typed text until the person chooses to reload
 * (spec 002 section 8).
 */
export function useReplyToReview(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ops.replyToReview>) =>
      callOperation(ops.replyToReview, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** Removes the supplier's own reply. */
export function useDeleteReviewReply(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation(ops.deleteReviewReply, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
