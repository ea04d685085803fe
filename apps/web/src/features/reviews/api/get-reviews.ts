import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, Review } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

export type ReviewsParams = {
  page: number;
  pageSize: number;
  orderBy: string;
  sortedBy: 'asc' | 'desc';
  fuzzy?: string;
};

export const reviewsKey = ['suppliers', 'reviews'] as const;

/** GET /suppliers/reviews — one server page, searched fuzzily over the review text and the customer. */
export const reviewsQuery = (params: ReviewsParams) =>
  queryOptions({
    queryKey: [...reviewsKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paged<Review>>('suppliers/reviews', {
        signal,
        query: {
          ...params,
          fuzzy: params.fuzzy?.trim() || undefined,
          fuzzyFields: params.fuzzy?.trim() ? 'content;venueName' : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const useReviews = (params: ReviewsParams) => useQuery(reviewsQuery(params));
