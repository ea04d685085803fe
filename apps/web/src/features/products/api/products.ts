import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductCreatePayload, ProductPatchPayload } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

/** GET suppliers/products — the full list; paging, search and filters happen in the browser. */
export const productsQueryKey = ['suppliers', 'products'] as const;

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: productsQueryKey,
    queryFn: ({ signal }) =>
      api.get<{ data: Product[] }>('suppliers/products', { signal }).then((r) => r.data),
  });

export const useProducts = () => useQuery(productsQueryOptions());

/** GET suppliers/products/{id} */
export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...productsQueryKey, id],
    queryFn: ({ signal }) => api.get<Product>(`suppliers/products/${id}`, { signal }),
  });

export const useProduct = (id: number | null) =>
  useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });

/** POST suppliers/products */
export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ProductCreatePayload) => api.post<Product>('suppliers/products', payload),
    onSuccess: () => client.invalidateQueries({ queryKey: productsQueryKey }),
  });
}

/** PATCH suppliers/products/{id}, full or partial. */
export const patchProduct = (id: number, payload: ProductPatchPayload) =>
  api.patch<Product>(`suppliers/products/${id}`, payload);

export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: ProductPatchPayload }) => patchProduct(id, payload),
    onSuccess: (product) => {
      client.setQueryData(productQueryOptions(product.id).queryKey, product);
      client.setQueryData<Product[]>(productsQueryKey, (list) =>
        list?.map((p) => (p.id === product.id ? product : p)),
      );
    },
  });
}

/**
 * An inline change from the list (status, stock, price, image): shown at once, put back if the
 * server refuses it (spec 000 section 4).
 */
export function useOptimisticProductPatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      payload,
    }: {
      id: number;
      payload: ProductPatchPayload;
      optimistic: Partial<Product>;
    }) => patchProduct(id, payload),
    onMutate: async ({ id, optimistic }) => {
      await client.cancelQueries({ queryKey: productsQueryKey, exact: true });
      const previous = client.getQueryData<Product[]>(productsQueryKey);
      client.setQueryData<Product[]>(productsQueryKey, (list) =>
        list?.map((p) => (p.id === id ? { ...p, ...optimistic } : p)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(productsQueryKey, context.previous);
    },
    onSuccess: (product) => {
      client.setQueryData<Product[]>(productsQueryKey, (list) =>
        list?.map((p) => (p.id === product.id ? product : p)),
      );
      client.setQueryData(productQueryOptions(product.id).queryKey, product);
    },
  });
}
