import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { productsContract as ops, type BodyOf } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';
import { customerKeys } from './customers.ts';
import { productKeys } from './products.ts';

/** Custom pricing: a venue's own price for a product (GET, POST, PATCH custom-pricing, DELETE custom-pricing/{id}). */
export const customPriceKeys = {
  all: ['custom-pricing'] as const,
  list: (productId?: number) => [...customPriceKeys.all, 'list', productId ?? 'all'] as const,
};

export type CustomPriceBody = BodyOf<typeof ops.createCustomPrice>;

/** The supplier's custom prices (of one product when given), with venue and product. */
export const customPricesQuery = (productId?: number) =>
  queryOptions({
    queryKey: customPriceKeys.list(productId),
    queryFn: ({ signal }) =>
      callOperation(ops.listCustomPrices, { query: { productId: productId?.toString() } }, { signal }).then(
        (r) => r.data,
      ),
  });
export const useCustomPrices = (productId?: number) => useQuery(customPricesQuery(productId));

const createCustomPrice = (body: CustomPriceBody) => callOperation(ops.createCustomPrice, { body });
/** The row is found by product and venue. */
const updateCustomPrice = (body: CustomPriceBody) => callOperation(ops.updateCustomPrice, { body });
const deleteCustomPrice = (id: number) => callOperation(ops.deleteCustomPrice, { params: { id } });

/**
 * After any custom price write: the custom prices, the products (each carries its custom prices) and the
 * customers (each row counts its custom prices) are stale.
 */
export const invalidateCustomPrices = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: customPriceKeys.all }),
    client.invalidateQueries({ queryKey: productKeys.all }),
    client.invalidateQueries({ queryKey: customerKeys.all }),
  ]);

/** POST (create) or PATCH (update). */
export function useSaveCustomPrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, body }: { mode: 'create' | 'update'; body: CustomPriceBody }) =>
      mode === 'create' ? createCustomPrice(body) : updateCustomPrice(body),
    onSuccess: () => invalidateCustomPrices(client),
  });
}

export function useDeleteCustomPrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomPrice,
    onSuccess: () => invalidateCustomPrices(client),
  });
}

/** One row of the per-product dialog as a write: post, patch (changed prices only) or delete. */
export type CustomPriceRowWrite = {
  method: 'post' | 'patch' | 'delete';
  id: number | null;
  body: CustomPriceBody;
};

/** What one row's write came to: the saved row's id (null once deleted), or failed. */
export type CustomPriceRowResult = { ok: true; id: number | null } | { ok: false };

/**
 * Writes the dialog's rows one by one and reports each (a partial failure must not re-send what
 * was saved; the dialog turns a posted row into an existing one and drops a deleted one). Invalidates once.
 */
export function useSaveCustomPriceRows() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (rows: CustomPriceRowWrite[]): Promise<CustomPriceRowResult[]> => {
      const results: CustomPriceRowResult[] = [];
      for (const row of rows) {
        try {
          if (row.method === 'post') results.push({ ok: true, id: (await createCustomPrice(row.body)).id });
          else if (row.method === 'patch') {
            await updateCustomPrice(row.body);
            results.push({ ok: true, id: row.id });
          } else {
            if (row.id) await deleteCustomPrice(row.id);
            results.push({ ok: true, id: null });
          }
        } catch {
          results.push({ ok: false });
        }
      }
      return results;
    },
    onSettled: () => invalidateCustomPrices(client),
  });
}
