/*
 * The method, path, success status and id of each operation of products.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const listProducts = {
  method: 'GET',
  path: '/suppliers/products',
  operationId: 'listProducts',
} as const satisfies OperationRoute;
export const getProduct = {
  method: 'GET',
  path: '/suppliers/products/{id}',
  operationId: 'getProduct',
} as const satisfies OperationRoute;
export const createProduct = {
  method: 'POST',
  path: '/suppliers/products',
  operationId: 'createProduct',
  status: 201,
} as const satisfies OperationRoute;
export const updateProduct = {
  method: 'PATCH',
  path: '/suppliers/products/{id}',
  operationId: 'updateProduct',
} as const satisfies OperationRoute;
export const listPortions = {
  method: 'GET',
  path: '/portions',
  operationId: 'listPortions',
} as const satisfies OperationRoute;
export const listCategories = {
  method: 'GET',
  path: '/categories',
  operationId: 'listCategories',
} as const satisfies OperationRoute;
export const createCategory = {
  method: 'POST',
  path: '/categories',
  operationId: 'createCategory',
  status: 201,
} as const satisfies OperationRoute;
export const listVenues = {
  method: 'GET',
  path: '/venues',
  operationId: 'listVenues',
} as const satisfies OperationRoute;
export const listProductImages = {
  method: 'GET',
  path: '/suppliers/product-images',
  operationId: 'listProductImages',
} as const satisfies OperationRoute;
export const uploadProductImage = {
  method: 'POST',
  path: '/suppliers/product-images',
  operationId: 'uploadProductImage',
  status: 201,
} as const satisfies OperationRoute;
export const listCustomPrices = {
  method: 'GET',
  path: '/custom-pricing',
  operationId: 'listCustomPrices',
} as const satisfies OperationRoute;
export const createCustomPrice = {
  method: 'POST',
  path: '/custom-pricing',
  operationId: 'createCustomPrice',
  status: 201,
} as const satisfies OperationRoute;
export const updateCustomPrice = {
  method: 'PATCH',
  path: '/custom-pricing',
  operationId: 'updateCustomPrice',
} as const satisfies OperationRoute;
export const deleteCustomPrice = {
  method: 'DELETE',
  path: '/custom-pricing/{id}',
  operationId: 'deleteCustomPrice',
  status: 204,
} as const satisfies OperationRoute;
