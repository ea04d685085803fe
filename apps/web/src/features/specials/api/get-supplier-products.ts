import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpecialProductOption } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

/** GET suppliers/products — the picker needs id, sku, name, priceInCents, gstExempt, unitOfPrice.unit. */
export const supplierProductsQuery = () =>
  queryOptions({
    queryKey: ['suppliers', 'products', 'for-specials'],
    queryFn: ({ signal }) => api.get<{ data: SpecialProductOption[] }>('suppliers/products', { signal }),
    select: (body) => body.data,
  });

export const useSupplierProducts = () => useQuery(supplierProductsQuery());
