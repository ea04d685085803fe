/*
 * What the products list and its saves need of the product form, without its schemas (no zod): the list's
 * inline saves map a refused field onto the form without evaluating the product schemas.
 * products/index.ts exports it.
 */
import type { ProductForm } from './products.schemas.ts';

/** The server's field names on the form (spec 000 section 5). */
export const PRODUCT_FIELD_MAP: Record<string, keyof ProductForm> = {
  gstExempt: 'hasGST',
  priceInCents: 'price',
  enabled: 'enabled',
  status: 'enabled',
  name: 'name',
  sku: 'sku',
  unitOfPriceId: 'unitOfPriceId',
  unitOfPortionId: 'unitOfPortionId',
  categories: 'categories',
  portions: 'portions',
  imageId: 'imageId',
  outOfStock: 'outOfStock',
  isBestBuy: 'isBestBuy',
};
