import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';
import { defineOperation, pagedOf } from '../contract.ts';
import { listQuerySchema } from '../list-query.ts';
import { idParam } from '../primitives/index.ts';
import { reviewReplyBodySchema, reviewReplySchema, reviewSchema } from './reviews.schemas.ts';
import * as routes from './reviews.operations.ts';

const tag = 'Reviews';
const reviewParams = z.object({ id: idParam() });

/** Venues' reviews of the supplier and the supplier's replies (spec 002 sections 4, 5 and 8). */
export const reviewsContract = {
  listReviews: defineOperation({
    ...routes.listReviews,
    summary: "List the supplier's reviews, a page at a time",
    description:
      'Paged and sorted by the list query (orderBy id, average, venueName or createdAt; `fuzzy` over ' +
      '`fuzzyFields` content;venueName). With `filter` each row holds only those fields.',
    tag,
    query: listQuerySchema,
    response: pagedOf(reviewSchema.partial()),
    errors: [400, 403],
  }),
  getReview: defineOperation({
    ...routes.getReview,
    summary: 'Get a review with its replies',
    tag,
    params: reviewParams,
    response: reviewSchema,
    errors: [400, 403, 404],
  }),
  replyToReview: defineOperation({
    ...routes.replyToReview,
    summary: 'Reply to a review (once)',
    description:
      'A second reply answers 400 `already_replied`, an archived review 400 `review_archived` (spec 002 section 8).',
    tag,
    params: reviewParams,
    body: reviewReplyBodySchema,
    response: reviewReplySchema,
    errors: [400, 403, 404],
    codes: { 400: [ERROR_CODES.alreadyReplied, ERROR_CODES.reviewArchived] },
  }),
  deleteReviewReply: defineOperation({
    ...routes.deleteReviewReply,
    summary: "Delete the supplier's reply to a review",
    description:
      'Not on an archived review (400 `review_archived`), and never a reply the platform wrote (400 `platform_reply`).',
    tag,
    params: reviewParams,
    errors: [400, 403, 404],
    codes: { 400: [ERROR_CODES.reviewArchived, ERROR_CODES.platformReply] },
  }),
};
