import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lossLeadersContract as ops } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';

/** Loss leaders: the threshold (cents), the products and the venues. */
export const lossLeaderKeys = {
  all: ['loss-leaders'] as const,
  threshold: () => [...lossLeaderKeys.all, 'threshold'] as const,
  products: () => [...lossLeaderKeys.all, 'products'] as const,
  venues: () => [...lossLeaderKeys.all, 'venues'] as const,
};

/** Every loss leader query is stale after any loss leader write. */
function useInvalidateLossLeaders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: lossLeaderKeys.all });
}

export const thresholdQuery = () =>
  queryOptions({
    queryKey: lossLeaderKeys.threshold(),
    queryFn: ({ signal }) => callOperation(ops.getLossThreshold, {}, { signal }),
  });
export const useThreshold = () => useQuery(thresholdQuery());
export function useSaveThreshold() {
  const invalidate = useInvalidateLossLeaders();
  return useMutation({
    mutationFn: (cents: number) =>
      callOperation(ops.setLossThreshold, { body: { lossProductsMinimumSpend: cents } }),
    onSuccess: invalidate,
  });
}

export const lossProductsQuery = () =>
  queryOptions({
    queryKey: lossLeaderKeys.products(),
    queryFn: ({ signal }) => callOperation(ops.listLossProducts, {}, { signal }),
  });
export const useLossProducts = () => useQuery(lossProductsQuery());
/** Adds the product (its product id). */
export function useAddLossProduct() {
  const invalidate = useInvalidateLossLeaders();
  return useMutation({
    mutationFn: (productId: number) => callOperation(ops.addLossProduct, { params: { id: productId } }),
    onSuccess: invalidate,
  });
}
/** Removes the entry (its own id, not the product's). */
export function useRemoveLossProduct() {
  const invalidate = useInvalidateLossLeaders();
  return useMutation({
    mutationFn: (id: number) => callOperation(ops.removeLossProduct, { params: { id } }),
    onSuccess: invalidate,
  });
}

export const lossVenuesQuery = () =>
  queryOptions({
    queryKey: lossLeaderKeys.venues(),
    queryFn: ({ signal }) => callOperation(ops.listLossVenues, {}, { signal }),
  });
export const useLossVenues = () => useQuery(lossVenuesQuery());
/** Adds the venue (its venue id). */
export function useAddLossVenue() {
  const invalidate = useInvalidateLossLeaders();
  return useMutation({
    mutationFn: (venueId: number) => callOperation(ops.addLossVenue, { params: { id: venueId } }),
    onSuccess: invalidate,
  });
}
/** Removes the entry (its own id, not the venue's). */
export function useRemoveLossVenue() {
  const invalidate = useInvalidateLossLeaders();
  return useMutation({
    mutationFn: (id: number) => callOperation(ops.removeLossVenue, { params: { id } }),
    onSuccess: invalidate,
  });
}
