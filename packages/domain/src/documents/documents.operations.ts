/*
 * The method, path, success status and id of each operation of documents.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const downloadPendingOrdersExport = {
  method: 'GET',
  path: '/suppliers/pending-orders-export',
  operationId: 'downloadPendingOrdersExport',
  access: 'documents',
} as const satisfies OperationRoute;
export const downloadEmailedFile = {
  method: 'GET',
  path: '/downloads/{token}',
  operationId: 'downloadEmailedFile',
  access: 'public',
} as const satisfies OperationRoute;
export const downloadDeliveryDockets = {
  method: 'GET',
  path: '/orders/delivery-dockets',
  operationId: 'downloadDeliveryDockets',
  access: 'documents',
} as const satisfies OperationRoute;
export const downloadInvoices = {
  method: 'GET',
  path: '/orders/invoices',
  operationId: 'downloadInvoices',
  access: 'documents',
} as const satisfies OperationRoute;
export const downloadPurchaseOrders = {
  method: 'GET',
  path: '/orders/purchase-orders',
  operationId: 'downloadPurchaseOrders',
  access: 'documents',
} as const satisfies OperationRoute;
export const emailDeliveryDockets = {
  method: 'POST',
  path: '/orders/delivery-dockets-async',
  operationId: 'emailDeliveryDockets',
  access: 'documents',
  status: 202,
} as const satisfies OperationRoute;
export const emailInvoices = {
  method: 'POST',
  path: '/orders/invoices-async',
  operationId: 'emailInvoices',
  access: 'documents',
  status: 202,
} as const satisfies OperationRoute;
export const emailPurchaseOrders = {
  method: 'POST',
  path: '/orders/purchase-orders-async',
  operationId: 'emailPurchaseOrders',
  access: 'documents',
  status: 202,
} as const satisfies OperationRoute;
export const getDeliveryDocket = {
  method: 'GET',
  path: '/orders/{id}/delivery-docket',
  operationId: 'getDeliveryDocket',
  access: 'documents',
} as const satisfies OperationRoute;
export const getInvoice = {
  method: 'GET',
  path: '/orders/{id}/invoice',
  operationId: 'getInvoice',
  access: 'documents',
} as const satisfies OperationRoute;
export const getPurchaseOrder = {
  method: 'GET',
  path: '/orders/{id}/purchase-order',
  operationId: 'getPurchaseOrder',
  access: 'documents',
} as const satisfies OperationRoute;
export const getDeliveryInstructions = {
  method: 'GET',
  path: '/orders/{id}/delivery-instructions',
  operationId: 'getDeliveryInstructions',
  access: 'documents',
} as const satisfies OperationRoute;
export const getEinvoice = {
  method: 'GET',
  path: '/orders/{id}/einvoice',
  operationId: 'getEinvoice',
  access: 'documents',
} as const satisfies OperationRoute;
export const getCreditNoteEinvoice = {
  method: 'GET',
  path: '/suppliers/credit-notes/{id}/einvoice',
  operationId: 'getCreditNoteEinvoice',
  access: 'documents',
} as const satisfies OperationRoute;
export const downloadEinvoices = {
  method: 'GET',
  path: '/suppliers/einvoices',
  operationId: 'downloadEinvoices',
  access: 'accountingExport',
} as const satisfies OperationRoute;
