import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { reviewsKey } from './get-reviews.ts';

/** GET /suppliers/reviews/{id} */
export const reviewQuery = (id: number) =>
  queryOptions({
    queryKey: [...reviewsKey, 'detail', id],
    queryFn: ({ signal }) => api.get<Review>(`suppliers/reviews/${id}`, { signal }),
  });

export const useReview = (id: number | null) => useQuery({ ...reviewQuery(id ?? 0), enabled: id !== null });
