/*
 * The method, path, success status and id of each operation of specials.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const listSpecials = {
  method: 'GET',
  path: '/specials',
  operationId: 'listSpecials',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const createSpecial = {
  method: 'POST',
  path: '/specials',
  operationId: 'createSpecial',
  access: 'prices',
  status: 201,
} as const satisfies OperationRoute;
export const archiveSpecial = {
  method: 'DELETE',
  path: '/specials/{id}',
  operationId: 'archiveSpecial',
  access: 'prices',
} as const satisfies OperationRoute;
export const featureSpecial = {
  method: 'PATCH',
  path: '/specials/{id}',
  operationId: 'featureSpecial',
  access: 'staff',
} as const satisfies OperationRoute;
