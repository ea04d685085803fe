/*
 * The method, path, success status and id of each operation of reports.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const getLastTwelveMonths = {
  method: 'GET',
  path: '/suppliers/report/last-twelve-months',
  operationId: 'getLastTwelveMonths',
  access: 'reports',
} as const satisfies OperationRoute;
export const getTopCustomers = {
  method: 'GET',
  path: '/suppliers/report/customers/top',
  operationId: 'getTopCustomers',
  access: 'reports',
} as const satisfies OperationRoute;
export const getBestSellers = {
  method: 'GET',
  path: '/suppliers/report/best-selling',
  operationId: 'getBestSellers',
  access: 'reports',
} as const satisfies OperationRoute;
export const downloadOrderSummary = {
  method: 'GET',
  path: '/suppliers/csv/order-summary',
  operationId: 'downloadOrderSummary',
  access: 'reports',
} as const satisfies OperationRoute;
