import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, Product } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

/** GET /categories — names in the CSV are matched against this tree. Same key as the products area's cache. */
export const bulkCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => api.get<{ data: Category[] }>('categories', { signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
export const useBulkCategories = () => useQuery(bulkCategoriesQueryOptions());

/** GET suppliers/products — edit mode compares the CSV with it and 'Download Products' writes it. */
export const bulkCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: ['suppliers', 'products'],
    queryFn: ({ signal }) =>
      api.get<{ data: Product[] }>('suppliers/products', { signal }).then((r) => r.data),
  });
export const useBulkCatalogue = (enabled: boolean) => useQuery({ ...bulkCatalogueQueryOptions(), enabled });
