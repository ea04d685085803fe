/*
 * The method, path, success status and id of each operation of reviews.contract.ts, zod-free: the contract
 * spreads them, and web modules that must not load zod call them through `operationOf` (operation-routes.ts).
 */
import type { OperationRoute } from '../operation-routes.ts';

export const listReviews = {
  method: 'GET',
  path: '/suppliers/reviews',
  operationId: 'listReviews',
  access: 'reviews',
} as const satisfies OperationRoute;
export const getReview = {
  method: 'GET',
  path: '/suppliers/reviews/{id}',
  operationId: 'getReview',
  access: 'reviews',
} as const satisfies OperationRoute;
export const replyToReview = {
  method: 'POST',
  path: '/suppliers/reviews/{id}/replies',
  operationId: 'replyToReview',
  access: 'reviews',
  status: 201,
} as const satisfies OperationRoute;
export const deleteReviewReply = {
  method: 'DELETE',
  path: '/suppliers/reviews/{id}/replies',
  operationId: 'deleteReviewReply',
  access: 'reviews',
  status: 204,
} as const satisfies OperationRoute;
