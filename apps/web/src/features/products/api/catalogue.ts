import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, GalleryImage, Unit, Venue } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

/** GET /categories — the shared three-level tree. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => api.get<{ data: Category[] }>('categories', { signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
export const useCategories = () => useQuery(categoriesQueryOptions());

/** GET portions — the units of price and portion. */
export const portionsQueryOptions = () =>
  queryOptions({
    queryKey: ['portions'],
    queryFn: ({ signal }) => api.get<{ data: Unit[] }>('portions', { signal }).then((r) => r.data),
    staleTime: 60 * 60_000,
  });
export const usePortions = () => useQuery(portionsQueryOptions());

/** GET /venues */
export const venuesQueryOptions = () =>
  queryOptions({
    queryKey: ['venues'],
    queryFn: ({ signal }) => api.get<{ venues: Venue[] }>('venues', { signal }).then((r) => r.venues),
    staleTime: 5 * 60_000,
  });
export const useVenues = (enabled = true) => useQuery({ ...venuesQueryOptions(), enabled });

/** GET suppliers/product-images — the gallery. */
export const productImagesQueryOptions = () =>
  queryOptions({
    queryKey: ['suppliers', 'product-images'],
    queryFn: ({ signal }) =>
      api.get<{ data: GalleryImage[] }>('suppliers/product-images', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
export const useProductImages = (enabled = true) => useQuery({ ...productImagesQueryOptions(), enabled });
