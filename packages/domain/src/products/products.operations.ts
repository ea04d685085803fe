/*
 * The method, path, success status and id of each operation of products.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const listProducts = {
  method: 'GET',
  path: '/suppliers/products',
  operationId: 'listProducts',
  access: 'productsRead',
} as const satisfies OperationRoute;
export const getProduct = {
  method: 'GET',
  path: '/suppliers/products/{id}',
  operationId: 'getProduct',
  access: 'productsRead',
} as const satisfies OperationRoute;
export const createProduct = {
  method: 'POST',
  path: '/suppliers/products',
  operationId: 'createProduct',
  access: 'productsEdit',
  status: 201,
} as const satisfies OperationRoute;
export const updateProduct = {
  method: 'PATCH',
  path: '/suppliers/products/{id}',
  operationId: 'updateProduct',
  access: 'productsUpdate',
} as const satisfies OperationRoute;
export const listPortions = {
  method: 'GET',
  path: '/portions',
  operationId: 'listPortions',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const listCategories = {
  method: 'GET',
  path: '/categories',
  operationId: 'listCategories',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const createCategory = {
  method: 'POST',
  path: '/categories',
  operationId: 'createCategory',
  access: 'staff',
  status: 201,
} as const satisfies OperationRoute;
export const listVenues = {
  method: 'GET',
  path: '/venues',
  operationId: 'listVenues',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const listProductImages = {
  method: 'GET',
  path: '/suppliers/product-images',
  operationId: 'listProductImages',
  access: 'productsRead',
} as const satisfies OperationRoute;
export const uploadProductImage = {
  method: 'POST',
  path: '/suppliers/product-images',
  operationId: 'uploadProductImage',
  access: 'staff',
  status: 201,
} as const satisfies OperationRoute;
export const listCustomPrices = {
  method: 'GET',
  path: '/custom-pricing',
  operationId: 'listCustomPrices',
  access: 'prices',
} as const satisfies OperationRoute;
export const createCustomPrice = {
  method: 'POST',
  path: '/custom-pricing',
  operationId: 'createCustomPrice',
  access: 'prices',
  status: 201,
} as const satisfies OperationRoute;
export const updateCustomPrice = {
  method: 'PATCH',
  path: '/custom-pricing',
  operationId: 'updateCustomPrice',
  access: 'prices',
} as const satisfies OperationRoute;
export const deleteCustomPrice = {
  method: 'DELETE',
  path: '/custom-pricing/{id}',
  operationId: 'deleteCustomPrice',
  access: 'prices',
  status: 204,
} as const satisfies OperationRoute;
