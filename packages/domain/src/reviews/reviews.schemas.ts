import { z } from 'zod';
import { text } from '../primitives/index.ts';
import { ERROR_CODES } from '../errors.ts';

/** Spec 002 sections 5 and 8, word for word, plus the texts the spec left to us (docs/decisions.md). */
export const REVIEW_MESSAGES = {
  replyRequired: 'Reply is required',
  /** The original read 'Reply must less than 2500 characters' against a 1500 limit; we state the real limit. */
  replyTooLong: 'Reply must be 1500 characters or fewer',
  termsRequired: 'Please accept the terms and conditions',
  alreadyReplied: 'It would appear you have already replied to this review',
  sendFailed: 'Unable to send reply. Please see the errors above',
  /** Not the spec's: a failure with no field errors to point at (a 500, no answer) says so where it happened. */
  sendFailedNoDetail: 'Unable to send reply. Please try again later',
  deleteFailed: 'Unable to delete review reply',
  archived: 'This review has been archived and can no longer be replied to',
  archivedDelete: 'This review has been archived, so its reply can no longer be deleted',
  platformReply: 'A reply written by the platform cannot be deleted',
  replySent: 'Your reply has been posted',
  replyDeleted: 'Your reply has been deleted',
  loadFailed: "We were unable to load your reviews. Don't worry, our engineers have been notified!",
  disputeNote:
    'If you believe a review is unfair or breaches our guidelines, please contact support to dispute it.',
} as const;

export const REVIEW_ERROR_CODES = {
  alreadyReplied: ERROR_CODES.alreadyReplied,
  archived: ERROR_CODES.reviewArchived,
  platformReply: ERROR_CODES.platformReply,
} as const;

export const REPLY_MAX_LENGTH = 1500;
export const REVIEWS_PAGE_SIZE = 100;

/** POST /suppliers/reviews/{id}/replies */
export const reviewReplyBodySchema = z.object({
  content: text({
    max: REPLY_MAX_LENGTH,
    required: REVIEW_MESSAGES.replyRequired,
    tooLong: REVIEW_MESSAGES.replyTooLong,
  }).describe(`The reply to the review (at most ${REPLY_MAX_LENGTH} characters)`),
});
export type ReviewReplyBody = z.infer<typeof reviewReplyBodySchema>;

/** The reply form: the same content rule, and the terms box that only the form asks for. */
export const reviewReplyFormSchema = reviewReplyBodySchema.extend({
  terms: z.boolean().refine((v) => v, REVIEW_MESSAGES.termsRequired),
});
export type ReviewReplyForm = z.infer<typeof reviewReplyFormSchema>;

export const reviewReplySchema = z.object({
  id: z.number(),
  content: z.string(),
  createdAt: z.string(),
  isPlatform: z.boolean(),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

export const reviewSchema = z.object({
  id: z.number(),
  average: z.number(),
  venueId: z.number(),
  venueName: z.string(),
  orderId: z.number().nullable(),
  isArchived: z.boolean(),
  createdAt: z.string(),
  content: z.string(),
  ratings: z.record(z.string(), z.number()),
  replies: z.array(reviewReplySchema),
  supplierReply: reviewReplySchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Fields of GET /suppliers/reviews that orderBy accepts. */
export const REVIEW_SORT_FIELDS = ['id', 'average', 'venueName', 'createdAt'] as const;

export type ReviewStatus = 'Archived' | 'Replied' | 'Awaiting reply';
export function reviewStatus(review: Pick<Review, 'isArchived' | 'supplierReply'>): ReviewStatus {
  if (review.isArchived) return 'Archived';
  return review.supplierReply ? 'Replied' : 'Awaiting reply';
}

/** The supplier may reply once, and not to an archived review (spec 002 section 4). */
export const canReply = (review: Pick<Review, 'isArchived' | 'supplierReply'>) =>
  !review.isArchived && !review.supplierReply;
/** Only the supplier's own reply on a live review can go. */
export const canDeleteReply = (review: Pick<Review, 'isArchived' | 'supplierReply'>) =>
  !review.isArchived && !!review.supplierReply;
