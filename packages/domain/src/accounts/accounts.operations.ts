/*
 * The method, path, success status and id of each operation of accounts.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const requestPasswordReset = {
  method: 'POST',
  path: '/auth/password-reset',
  operationId: 'requestPasswordReset',
  access: 'public',
  status: 202,
} as const satisfies OperationRoute;
export const confirmPasswordReset = {
  method: 'POST',
  path: '/auth/password-reset/confirm',
  operationId: 'confirmPasswordReset',
  access: 'public',
} as const satisfies OperationRoute;
export const acceptInvitation = {
  method: 'POST',
  path: '/auth/invitations/accept',
  operationId: 'acceptInvitation',
  access: 'public',
} as const satisfies OperationRoute;
export const listTeam = {
  method: 'GET',
  path: '/suppliers/team',
  operationId: 'listTeam',
  access: 'team',
} as const satisfies OperationRoute;
export const invite = {
  method: 'POST',
  path: '/suppliers/team/invitations',
  operationId: 'invite',
  access: 'team',
  status: 201,
} as const satisfies OperationRoute;
export const resendInvitation = {
  method: 'POST',
  path: '/suppliers/team/invitations/{id}/resend',
  operationId: 'resendInvitation',
  access: 'team',
} as const satisfies OperationRoute;
export const revokeInvitation = {
  method: 'DELETE',
  path: '/suppliers/team/invitations/{id}',
  operationId: 'revokeInvitation',
  access: 'team',
  status: 204,
} as const satisfies OperationRoute;
export const changeRole = {
  method: 'PATCH',
  path: '/suppliers/team/{userId}',
  operationId: 'changeRole',
  access: 'team',
} as const satisfies OperationRoute;
export const removeMember = {
  method: 'DELETE',
  path: '/suppliers/team/{userId}',
  operationId: 'removeMember',
  access: 'team',
  status: 204,
} as const satisfies OperationRoute;
export const getTotp = {
  method: 'GET',
  path: '/suppliers/auth/totp',
  operationId: 'getTotp',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const enrolTotp = {
  method: 'POST',
  path: '/suppliers/auth/totp',
  operationId: 'enrolTotp',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const confirmTotp = {
  method: 'POST',
  path: '/suppliers/auth/totp/confirm',
  operationId: 'confirmTotp',
  access: 'signedIn',
} as const satisfies OperationRoute;
export const disableTotp = {
  method: 'DELETE',
  path: '/suppliers/auth/totp',
  operationId: 'disableTotp',
  access: 'signedIn',
  status: 204,
} as const satisfies OperationRoute;
