/*
 * The method, path, success status and id of each operation of auth.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const signIn = {
  method: 'POST',
  path: '/auth/login',
  operationId: 'signIn',
  access: 'public',
} as const satisfies OperationRoute;
export const getMe = {
  method: 'GET',
  path: '/suppliers/auth/me',
  operationId: 'getMe',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const refreshSession = {
  method: 'POST',
  path: '/suppliers/auth/session',
  operationId: 'refreshSession',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const listStaffSuppliers = {
  method: 'GET',
  path: '/staff/suppliers',
  operationId: 'listStaffSuppliers',
  access: 'staff',
} as const satisfies OperationRoute;
export const actAs = {
  method: 'POST',
  path: '/staff/act-as',
  operationId: 'actAs',
  access: 'staff',
} as const satisfies OperationRoute;
export const createHandOffCode = {
  method: 'POST',
  path: '/staff/hand-off-codes',
  operationId: 'createHandOffCode',
  access: 'staff',
  status: 201,
} as const satisfies OperationRoute;
export const exchangeHandOffCode = {
  method: 'POST',
  path: '/auth/hand-off',
  operationId: 'exchangeHandOffCode',
  access: 'public',
} as const satisfies OperationRoute;
