/*
 * The method, path, success status and id of each operation of orders.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const listOrders = {
  method: 'GET',
  path: '/suppliers/orders',
  operationId: 'listOrders',
  access: 'ordersRead',
} as const satisfies OperationRoute;
export const getOrder = {
  method: 'GET',
  path: '/suppliers/orders/{id}',
  operationId: 'getOrder',
  access: 'ordersRead',
} as const satisfies OperationRoute;
export const processOrder = {
  method: 'PUT',
  path: '/suppliers/orders/{id}/process',
  operationId: 'processOrder',
  access: 'ordersProcess',
} as const satisfies OperationRoute;
export const cancelOrder = {
  method: 'POST',
  path: '/orders/{id}/cancel',
  operationId: 'cancelOrder',
  access: 'ordersCancel',
} as const satisfies OperationRoute;
export const setSupplierReference = {
  method: 'PATCH',
  path: '/suppliers/orders/{id}/supplier-reference',
  operationId: 'setSupplierReference',
  access: 'ordersProcess',
} as const satisfies OperationRoute;
export const getOrderExports = {
  method: 'GET',
  path: '/suppliers/orders-exports',
  operationId: 'getOrderExports',
  access: 'ordersRead',
} as const satisfies OperationRoute;
export const downloadDeliveryDayCsv = {
  method: 'GET',
  path: '/suppliers/csv/custom',
  operationId: 'downloadDeliveryDayCsv',
  access: 'daySheets',
} as const satisfies OperationRoute;
