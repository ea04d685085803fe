/*
 * The method, path, success status and id of each operation of loss-leaders.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const getLossThreshold = {
  method: 'GET',
  path: '/suppliers/loss-products-minimum-spend',
  operationId: 'getLossThreshold',
  access: 'prices',
} as const satisfies OperationRoute;
export const setLossThreshold = {
  method: 'PATCH',
  path: '/suppliers/loss-products-minimum-spend',
  operationId: 'setLossThreshold',
  access: 'prices',
} as const satisfies OperationRoute;
export const listLossProducts = {
  method: 'GET',
  path: '/suppliers/loss-products',
  operationId: 'listLossProducts',
  access: 'prices',
} as const satisfies OperationRoute;
export const addLossProduct = {
  method: 'POST',
  path: '/suppliers/loss-products/{id}',
  operationId: 'addLossProduct',
  access: 'prices',
  status: 201,
} as const satisfies OperationRoute;
export const removeLossProduct = {
  method: 'DELETE',
  path: '/suppliers/loss-products/{id}',
  operationId: 'removeLossProduct',
  access: 'prices',
  status: 204,
} as const satisfies OperationRoute;
export const listLossVenues = {
  method: 'GET',
  path: '/suppliers/loss-venues',
  operationId: 'listLossVenues',
  access: 'prices',
} as const satisfies OperationRoute;
export const addLossVenue = {
  method: 'POST',
  path: '/suppliers/loss-venues/{id}',
  operationId: 'addLossVenue',
  access: 'prices',
  status: 201,
} as const satisfies OperationRoute;
export const removeLossVenue = {
  method: 'DELETE',
  path: '/suppliers/loss-venues/{id}',
  operationId: 'removeLossVenue',
  access: 'prices',
  status: 204,
} as const satisfies OperationRoute;
