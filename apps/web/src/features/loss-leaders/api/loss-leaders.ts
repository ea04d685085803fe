import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LossProduct, LossVenue } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

const keys = {
  threshold: ['suppliers', 'loss-products-minimum-spend'] as const,
  products: ['suppliers', 'loss-products'] as const,
  venues: ['suppliers', 'loss-venues'] as const,
};

/** GET/PATCH /suppliers/loss-products-minimum-spend (cents). */
export const thresholdQuery = () =>
  queryOptions({
    queryKey: keys.threshold,
    queryFn: ({ signal }) =>
      api.get<{ lossProductsMinimumSpend: number | null }>('suppliers/loss-products-minimum-spend', {
        signal,
      }),
  });
export const useThreshold = () => useQuery(thresholdQuery());
export function useSaveThreshold() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (cents: number) =>
      api.patch('suppliers/loss-products-minimum-spend', { lossProductsMinimumSpend: cents }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.threshold }),
  });
}

/** GET suppliers/loss-products, POST suppliers/loss-products/{productId}, DELETE /suppliers/loss-products/{id}. */
export const lossProductsQuery = () =>
  queryOptions({
    queryKey: keys.products,
    queryFn: ({ signal }) => api.get<{ data: LossProduct[] }>('suppliers/loss-products', { signal }),
  });
export const useLossProducts = () => useQuery(lossProductsQuery());
export function useAddLossProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => api.post<LossProduct>(`suppliers/loss-products/${productId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.products }),
  });
}
export function useRemoveLossProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`suppliers/loss-products/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.products }),
  });
}

/** GET suppliers/loss-venues, POST suppliers/loss-venues/{venueId}, DELETE /suppliers/loss-venues/{id}. */
export const lossVenuesQuery = () =>
  queryOptions({
    queryKey: keys.venues,
    queryFn: ({ signal }) => api.get<{ data: LossVenue[] }>('suppliers/loss-venues', { signal }),
  });
export const useLossVenues = () => useQuery(lossVenuesQuery());
export function useAddLossVenue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (venueId: number) => api.post<LossVenue>(`suppliers/loss-venues/${venueId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.venues }),
  });
}
export function useRemoveLossVenue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`suppliers/loss-venues/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.venues }),
  });
}
