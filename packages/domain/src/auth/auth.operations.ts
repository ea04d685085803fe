/*
 * The method, path, success status and id of each operation of auth.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const signIn = {
  method: 'POST',
  path: '/auth/login',
  operationId: 'signIn',
} as const satisfies OperationRoute;
export const getMe = {
  method: 'GET',
  path: '/suppliers/auth/me',
  operationId: 'getMe',
} as const satisfies OperationRoute;
export const listStaffSuppliers = {
  method: 'GET',
  path: '/staff/suppliers',
  operationId: 'listStaffSuppliers',
} as const satisfies OperationRoute;
export const actAs = {
  method: 'POST',
  path: '/staff/act-as',
  operationId: 'actAs',
} as const satisfies OperationRoute;
export const createHandOffCode = {
  method: 'POST',
  path: '/staff/hand-off-codes',
  operationId: 'createHandOffCode',
  status: 201,
} as const satisfies OperationRoute;
export const exchangeHandOffCode = {
  method: 'POST',
  path: '/auth/hand-off',
  operationId: 'exchangeHandOffCode',
} as const satisfies OperationRoute;
