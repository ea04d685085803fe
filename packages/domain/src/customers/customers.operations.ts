/*
 * The method, path, success status and id of each operation of customers.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const listCustomers = {
  method: 'GET',
  path: '/suppliers/venues',
  operationId: 'listCustomers',
  access: 'customersRead',
} as const satisfies OperationRoute;
export const createCustomCommission = {
  method: 'POST',
  path: '/suppliers/custom-commission',
  operationId: 'createCustomCommission',
  access: 'staff',
  status: 201,
} as const satisfies OperationRoute;
export const updateCustomCommission = {
  method: 'PATCH',
  path: '/suppliers/custom-commission',
  operationId: 'updateCustomCommission',
  access: 'staff',
} as const satisfies OperationRoute;
