/*
 * The method, path, success status and id of each operation of platform.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const getHealth = {
  method: 'GET',
  path: '/',
  operationId: 'getHealth',
  access: 'public',
} as const satisfies OperationRoute;
export const getLiveness = {
  method: 'GET',
  path: '/health/live',
  operationId: 'getLiveness',
  access: 'public',
} as const satisfies OperationRoute;
export const getReadiness = {
  method: 'GET',
  path: '/health/ready',
  operationId: 'getReadiness',
  access: 'public',
} as const satisfies OperationRoute;
export const reportClientError = {
  method: 'POST',
  path: '/client-errors',
  operationId: 'reportClientError',
  access: 'public',
  status: 201,
} as const satisfies OperationRoute;
export const recordSupplierEvent = {
  method: 'POST',
  path: '/suppliers/events',
  operationId: 'recordSupplierEvent',
  access: 'signedIn',
  status: 204,
} as const satisfies OperationRoute;
export const getFeedbackStatus = {
  method: 'GET',
  path: '/suppliers/feedback/status',
  operationId: 'getFeedbackStatus',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const submitFeedback = {
  method: 'POST',
  path: '/suppliers/feedback',
  operationId: 'submitFeedback',
  access: 'teamMember',
  status: 201,
} as const satisfies OperationRoute;
export const listAudit = {
  method: 'GET',
  path: '/suppliers/audit',
  operationId: 'listAudit',
  access: 'staff',
} as const satisfies OperationRoute;
export const listAuditEntities = {
  method: 'GET',
  path: '/suppliers/audit/entities',
  operationId: 'listAuditEntities',
  access: 'staff',
} as const satisfies OperationRoute;
