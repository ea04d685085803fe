/*
 * The method, path, success status and id of each operation of zones.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const listZones = {
  method: 'GET',
  path: '/zones',
  operationId: 'listZones',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const getZone = {
  method: 'GET',
  path: '/zones/{id}',
  operationId: 'getZone',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const listZoneSuburbs = {
  method: 'GET',
  path: '/zones/{id}/suburbs',
  operationId: 'listZoneSuburbs',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const listZoneDays = {
  method: 'GET',
  path: '/zones/{id}/days',
  operationId: 'listZoneDays',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const createZone = {
  method: 'POST',
  path: '/zones',
  operationId: 'createZone',
  access: 'settings',
  status: 201,
} as const satisfies OperationRoute;
export const updateZone = {
  method: 'PATCH',
  path: '/zones/{id}',
  operationId: 'updateZone',
  access: 'settings',
} as const satisfies OperationRoute;
export const deleteZone = {
  method: 'DELETE',
  path: '/zones/{id}',
  operationId: 'deleteZone',
  access: 'settings',
  status: 204,
} as const satisfies OperationRoute;
export const setZoneSuburbs = {
  method: 'PUT',
  path: '/zones/{id}/suburbs',
  operationId: 'setZoneSuburbs',
  access: 'settings',
} as const satisfies OperationRoute;
export const setZoneDays = {
  method: 'PUT',
  path: '/zones/{id}/days',
  operationId: 'setZoneDays',
  access: 'settings',
} as const satisfies OperationRoute;
export const addZonePostcode = {
  method: 'POST',
  path: '/zones/{id}/postcode/{postcode}',
  operationId: 'addZonePostcode',
  access: 'settings',
} as const satisfies OperationRoute;
export const searchSuburbs = {
  method: 'GET',
  path: '/suburbs',
  operationId: 'searchSuburbs',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const listZoneSuburbRows = {
  method: 'GET',
  path: '/zone-suburbs',
  operationId: 'listZoneSuburbRows',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const listDeliveryRegions = {
  method: 'GET',
  path: '/delivery-regions',
  operationId: 'listDeliveryRegions',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const getDeliveryRegion = {
  method: 'GET',
  path: '/delivery-regions/{name}',
  operationId: 'getDeliveryRegion',
  access: 'signedIn',
} as const satisfies OperationRoute;
