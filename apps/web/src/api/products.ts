import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { productsContract, BodyOf, Product } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';
import { uploadOperation } from '../lib/api-transfer.ts';
import { operationOf } from '@portal/domain/operation-routes';
import * as routes from '@portal/domain/products/products.operations';

/** The contract's operations from its zod-free routes (operationOf): these pages load no zod schemas. */
const ops = {
  createProduct: operationOf<typeof productsContract.createProduct>(routes.createProduct),
  getProduct: operationOf<typeof productsContract.getProduct>(routes.getProduct),
  listPortions: operationOf<typeof productsContract.listPortions>(routes.listPortions),
  listProductImages: operationOf<typeof productsContract.listProductImages>(routes.listProductImages),
  listProducts: operationOf<typeof productsContract.listProducts>(routes.listProducts),
  updateProduct: operationOf<typeof productsContract.updateProduct>(routes.updateProduct),
  uploadProductImage: operationOf<typeof productsContract.uploadProductImage>(routes.uploadProductImage),
};

/**
 * Products (GET suppliers/products and the product writes), the product image gallery and the units.
 * `GET suppliers/products` is declared here once: the products list, the bulk page, the specials, loss
 * leaders and custom price pickers all read the one `productKeys.list()` cache, so any product write
 * refreshes every one of them.
 */
export const productKeys = {
  all: ['products'] as const,
  list: () => [...productKeys.all, 'list'] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  images: () => [...productKeys.all, 'images'] as const,
  portions: () => [...productKeys.all, 'portions'] as const,
};

export type ProductCreateBody = BodyOf<typeof ops.createProduct>;
export type ProductPatchBody = BodyOf<typeof ops.updateProduct>;
/** What the pickers show of a product. */
export type ProductOption = Pick<
  Product,
  'id' | 'sku' | 'name' | 'priceInCents' | 'gstExempt' | 'unitOfPrice'
>;

/** The whole catalogue; paging, search and filters happen in the browser. */
export const productsQuery = () =>
  queryOptions({
    queryKey: productKeys.list(),
    queryFn: ({ signal }) => callOperation(ops.listProducts, {}, { signal }).then((r) => r.data),
  });
export const useProducts = (enabled = true) => useQuery({ ...productsQuery(), enabled });
/** The catalogue for a picker (the same cache as the list; a minute may pass before it is read again). */
export const useProductOptions = (enabled = true) =>
  useQuery({ ...productsQuery(), staleTime: 60_000, enabled });

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => callOperation(ops.getProduct, { params: { id } }, { signal }),
  });
export const useProduct = (id: number | null) => useQuery({ ...productQuery(id ?? 0), enabled: id !== null });

/** The units of price and portion (reference data). */
export const portionsQuery = () =>
  queryOptions({
    queryKey: productKeys.portions(),
    queryFn: ({ signal }) => callOperation(ops.listPortions, {}, { signal }).then((r) => r.data),
    staleTime: 60 * 60_000,
  });
export const usePortions = () => useQuery(portionsQuery());

/** The supplier's image gallery. */
export const productImagesQuery = () =>
  queryOptions({
    queryKey: productKeys.images(),
    queryFn: ({ signal }) => callOperation(ops.listProductImages, {}, { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
export const useProductImages = (enabled = true) => useQuery({ ...productImagesQuery(), enabled });

/** Every product query is stale after any product write (list, details, gallery, pickers). */
export const invalidateProducts = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: productKeys.all });

/**
 * The server's answer replaces the product in the list and its detail at once; every other product query
 * is marked stale (not fetched again now: the list is the whole catalogue and already holds the answer).
 */
function storeProduct(client: QueryClient, product: Product) {
  client.setQueryData(productKeys.detail(product.id), product);
  client.setQueryData<Product[]>(productKeys.list(), (list) =>
    list?.map((p) => (p.id === product.id ? product : p)),
  );
  return client.invalidateQueries({ queryKey: productKeys.all, refetchType: 'none' });
}

export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductCreateBody) => callOperation(ops.createProduct, { body }),
    onSuccess: () => invalidateProducts(client),
  });
}

/** PATCH suppliers/products/{id}, full or partial. */
export const patchProduct = (id: number, body: ProductPatchBody) =>
  callOperation(ops.updateProduct, { params: { id }, body });

export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: ProductPatchBody }) => patchProduct(id, payload),
    onSuccess: (product) => storeProduct(client, product),
  });
}

/**
 * An inline change from the list (status, stock, price, image): shown at once, put back if the
 * server refuses it (spec 000 section 4).
 */
export function useOptimisticProductPatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: ProductPatchBody; optimistic: Partial<Product> }) =>
      patchProduct(id, payload),
    onMutate: async ({ id, optimistic }) => {
      await client.cancelQueries({ queryKey: productKeys.list(), exact: true });
      const previous = client.getQueryData<Product[]>(productKeys.list());
      client.setQueryData<Product[]>(productKeys.list(), (list) =>
        list?.map((p) => (p.id === id ? { ...p, ...optimistic } : p)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(productKeys.list(), context.previous);
    },
    onSuccess: (product) => storeProduct(client, product),
  });
}

/**
 * POST suppliers/product-images (multipart, field `image`): the server checks the type by content, caps
 * the size (a 400 with the reason otherwise), resizes, and answers the new gallery image. Through
 * `upload` (lib/api-transfer.ts), so the session, version and maintenance handling apply and progress can be shown.
 */
export const uploadProductImage = (
  file: File,
  opts?: { onProgress?: (p: { loaded: number; total: number }) => void; signal?: AbortSignal },
) => {
  const body = new FormData();
  body.append('image', file);
  return uploadOperation(ops.uploadProductImage, { body }, opts);
};

/** The upload; on success the gallery (and every product query) is fetched again. */
export function useUploadProductImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProductImage(file),
    onSuccess: () => invalidateProducts(client),
  });
}
