import { queryOptions, useQuery } from '@tanstack/react-query';
import { productsContract as ops, type BodyOf } from '@portal/domain';
import { ApiError, callOperation } from '../lib/api-client.ts';

/** The shared three-level category tree (GET and POST categories). */
export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};

export const categoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: ({ signal }) => callOperation(ops.listCategories, {}, { signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
export const useCategories = () => useQuery(categoriesQuery());

/**
 * POST categories (staff). A 409 means it exists already and carries its id: that counts as success.
 * The caller refreshes the tree once it has created all it needs (or uses useCreateCategory).
 */
export async function createCategory(name: string, parentId: number | null): Promise<number> {
  const body: BodyOf<typeof ops.createCategory> = { name, parentId };
  try {
    return (await callOperation(ops.createCategory, { body })).id;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const id = (error.body as { id?: unknown } | null)?.id;
      if (typeof id === 'number') return id;
    }
    throw error;
  }
}
