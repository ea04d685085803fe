/*
 * The method, path, success status and id of each operation of reports.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const getLastTwelveMonths = {
  method: 'GET',
  path: '/suppliers/report/last-twelve-months',
  operationId: 'getLastTwelveMonths',
} as const satisfies OperationRoute;
export const getTopCustomers = {
  method: 'GET',
  path: '/suppliers/report/customers/top',
  operationId: 'getTopCustomers',
} as const satisfies OperationRoute;
export const getBestSellers = {
  method: 'GET',
  path: '/suppliers/report/best-selling',
  operationId: 'getBestSellers',
} as const satisfies OperationRoute;
export const downloadOrderSummary = {
  method: 'GET',
  path: '/suppliers/csv/order-summary',
  operationId: 'downloadOrderSummary',
} as const satisfies OperationRoute;
