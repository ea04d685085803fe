/*
 * The method, path, success status and id of each operation of fulfilment.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const getDaySheet = {
  method: 'GET',
  path: '/suppliers/day-sheets/{sheet}',
  operationId: 'getDaySheet',
  access: 'daySheets',
} as const satisfies OperationRoute;
export const getAccountingExport = {
  method: 'GET',
  path: '/suppliers/accounting-export',
  operationId: 'getAccountingExport',
  access: 'accountingExport',
} as const satisfies OperationRoute;
