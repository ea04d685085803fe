/*
 * The method, path, success status and id of each operation of products-bulk.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const bulkAddProducts = {
  method: 'POST',
  path: '/suppliers/products/bulk-upload',
  operationId: 'bulkAddProducts',
  access: 'productsEdit',
} as const satisfies OperationRoute;
export const bulkEditProducts = {
  method: 'PATCH',
  path: '/suppliers/products/bulk-upload',
  operationId: 'bulkEditProducts',
  access: 'productsEdit',
} as const satisfies OperationRoute;
export const undoBulkUpload = {
  method: 'POST',
  path: '/suppliers/products/bulk-upload/{id}/undo',
  operationId: 'undoBulkUpload',
  access: 'productsEdit',
} as const satisfies OperationRoute;
