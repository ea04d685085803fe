/*
 * The method, path, success status and id of each operation of settings.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const updateMe = {
  method: 'PATCH',
  path: '/suppliers/auth/me',
  operationId: 'updateMe',
} as const satisfies OperationRoute;
export const changePassword = {
  method: 'PATCH',
  path: '/suppliers/auth/change-password',
  operationId: 'changePassword',
} as const satisfies OperationRoute;
export const signOutEverywhere = {
  method: 'POST',
  path: '/suppliers/auth/sign-out-everywhere',
  operationId: 'signOutEverywhere',
} as const satisfies OperationRoute;
export const listContactTypes = {
  method: 'GET',
  path: '/suppliers/contact-types',
  operationId: 'listContactTypes',
} as const satisfies OperationRoute;
export const listContacts = {
  method: 'GET',
  path: '/suppliers/contacts',
  operationId: 'listContacts',
} as const satisfies OperationRoute;
export const createContact = {
  method: 'POST',
  path: '/suppliers/contacts',
  operationId: 'createContact',
  status: 201,
} as const satisfies OperationRoute;
export const updateContact = {
  method: 'PATCH',
  path: '/suppliers/contacts/{id}',
  operationId: 'updateContact',
} as const satisfies OperationRoute;
export const deleteContact = {
  method: 'DELETE',
  path: '/suppliers/contacts/{id}',
  operationId: 'deleteContact',
  status: 204,
} as const satisfies OperationRoute;
export const uploadBackgroundImage = {
  method: 'POST',
  path: '/suppliers/me/background-image',
  operationId: 'uploadBackgroundImage',
} as const satisfies OperationRoute;
export const uploadLogoImage = {
  method: 'POST',
  path: '/suppliers/me/logo-image',
  operationId: 'uploadLogoImage',
} as const satisfies OperationRoute;
