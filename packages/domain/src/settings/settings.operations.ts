/*
 * The method, path, success status and id of each operation of settings.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const updateMe = {
  method: 'PATCH',
  path: '/suppliers/auth/me',
  operationId: 'updateMe',
  access: 'settings',
} as const satisfies OperationRoute;
export const changePassword = {
  method: 'PATCH',
  path: '/suppliers/auth/change-password',
  operationId: 'changePassword',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const signOutEverywhere = {
  method: 'POST',
  path: '/suppliers/auth/sign-out-everywhere',
  operationId: 'signOutEverywhere',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const listContactTypes = {
  method: 'GET',
  path: '/suppliers/contact-types',
  operationId: 'listContactTypes',
  access: 'settings',
} as const satisfies OperationRoute;
export const listContacts = {
  method: 'GET',
  path: '/suppliers/contacts',
  operationId: 'listContacts',
  access: 'settings',
} as const satisfies OperationRoute;
export const createContact = {
  method: 'POST',
  path: '/suppliers/contacts',
  operationId: 'createContact',
  access: 'settings',
  status: 201,
} as const satisfies OperationRoute;
export const updateContact = {
  method: 'PATCH',
  path: '/suppliers/contacts/{id}',
  operationId: 'updateContact',
  access: 'settings',
} as const satisfies OperationRoute;
export const deleteContact = {
  method: 'DELETE',
  path: '/suppliers/contacts/{id}',
  operationId: 'deleteContact',
  access: 'staff',
  status: 204,
} as const satisfies OperationRoute;
export const uploadBackgroundImage = {
  method: 'POST',
  path: '/suppliers/me/background-image',
  operationId: 'uploadBackgroundImage',
  access: 'settings',
} as const satisfies OperationRoute;
export const uploadLogoImage = {
  method: 'POST',
  path: '/suppliers/me/logo-image',
  operationId: 'uploadLogoImage',
  access: 'settings',
} as const satisfies OperationRoute;
