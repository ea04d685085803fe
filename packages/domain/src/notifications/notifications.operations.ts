/*
 * The method, path, success status and id of each operation of notifications.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const getNotificationPreferences = {
  method: 'GET',
  path: '/suppliers/notifications',
  operationId: 'getNotificationPreferences',
  access: 'settings',
} as const satisfies OperationRoute;
export const putNotificationPreferences = {
  method: 'PUT',
  path: '/suppliers/notifications',
  operationId: 'putNotificationPreferences',
  access: 'settings',
} as const satisfies OperationRoute;
export const listNotificationEmails = {
  method: 'GET',
  path: '/suppliers/notifications/log',
  operationId: 'listNotificationEmails',
  access: 'staff',
} as const satisfies OperationRoute;
export const streamSupplierEvents = {
  method: 'GET',
  path: '/suppliers/events',
  operationId: 'streamSupplierEvents',
  access: 'ordersRead',
} as const satisfies OperationRoute;
