/*
 * The method, path, success status and id of each operation of marketplace.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const createTestOrder = {
  method: 'POST',
  path: '/staff/test-orders',
  operationId: 'createTestOrder',
  access: 'staff',
  status: 201,
} as const satisfies OperationRoute;

export const updateTestVenueDetails = {
  method: 'PUT',
  path: '/staff/test-venues/{venueId}/delivery-details',
  operationId: 'updateTestVenueDetails',
  access: 'staff',
  status: 200,
} as const satisfies OperationRoute;
