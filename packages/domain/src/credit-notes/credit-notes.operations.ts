/*
 * The method, path, success status and id of each operation of credit-notes.contract.ts, zod-free: the
 * contract spreads them, and web modules that must not load zod call them through `operationOf`.
 */
import type { OperationRoute } from '../operation-routes.ts';

export const createCreditNote = {
  method: 'POST',
  path: '/suppliers/orders/{id}/credit-notes',
  operationId: 'createCreditNote',
  access: 'creditNotes',
  status: 201,
} as const satisfies OperationRoute;
export const listCreditNotes = {
  method: 'GET',
  path: '/suppliers/orders/{id}/credit-notes',
  operationId: 'listCreditNotes',
  access: 'documents',
} as const satisfies OperationRoute;
export const downloadCreditNotePdf = {
  method: 'GET',
  path: '/suppliers/credit-notes/{id}/pdf',
  operationId: 'downloadCreditNotePdf',
  access: 'documents',
} as const satisfies OperationRoute;
