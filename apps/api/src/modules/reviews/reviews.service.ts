import {
  REVIEW_ERROR_CODES,
  REVIEW_MESSAGES,
  type ListQuery,
  type Paged,
  type Review,
  type ReviewReply,
  type ReviewReplyBody,
} from '@portal/domain';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { paged, selectFields } from '../../lib/list-query.ts';
import * as repo from './reviews.repository.ts';

function toReply(r: repo.ReplyRow): ReviewReply {
  return { id: r.id, content: r.content, createdAt: r.createdAt.toISOString(), isPlatform: r.isPlatform };
}

function toReview(row: repo.ReviewRow, replies: repo.ReplyRow[]): Review {
  const mine = replies.filter((r) => r.reviewId === row.id).map(toReply);
  return {
    id: row.id,
    average: Number(row.average),
    venueId: row.venueId,
    venueName: row.venueName,
    orderId: row.orderId,
    isArchived: row.isArchived,
    createdAt: row.createdAt.toISOString(),
    content: row.content,
    ratings: row.ratings,
    replies: mine,
    supplierReply: mine.find((r) => !r.isPlatform) ?? null,
  };
}

export async function listReviews(
  ctx: AppContext,
  actor: Actor,
  query: ListQuery,
): Promise<Paged<Partial<Review>>> {
  const { rows, total, built } = await repo.listReviews(ctx.db, actor.supplierId, query);
  const replies = await repo.repliesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const data = rows.map((r) => toReview(r, replies));
  return paged(selectFields(data, built.select), total, built);
}

export async function getReview(ctx: AppContext, actor: Actor, id: number): Promise<Review> {
  const row = await repo.findReview(ctx.db, actor.supplierId, id);
  if (!row) throw AppError.notFound('Review');
  return toReview(row, await repo.repliesOf(ctx.db, [id]));
}

const alreadyReplied = () =>
  AppError.badRequest('content', REVIEW_MESSAGES.alreadyReplied, REVIEW_ERROR_CODES.alreadyReplied);

/** One supplier reply, never on an archived review (spec 002 section 4). */
export async function reply(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: ReviewReplyBody,
): Promise<ReviewReply> {
  return ctx.db.transaction(async (tx) => {
    // The row lock serialises two replies to the same review; the unique index backs it up.
    const review = await repo.findReview(tx, actor.supplierId, id, true);
    if (!review) throw AppError.notFound('Review');
    if (review.isArchived)
      throw AppError.badRequest('content', REVIEW_MESSAGES.archived, REVIEW_ERROR_CODES.archived);
    const existing = await repo.repliesOf(tx, [id]);
    if (existing.some((r) => !r.isPlatform)) throw alreadyReplied();
    const created = await repo.insertSupplierReply(tx, id, body.content);
    if (!created) throw alreadyReplied();
    await recordAudit(tx, actor, {
      action: 'review.reply',
      entity: 'review',
      entityId: id,
      before: null,
      after: { replyId: created.id, content: created.content },
    });
    return toReply(created);
  });
}

/** Removes the supplier's reply; archived reviews and platform replies stay as they are. */
export async function deleteReply(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const review = await repo.findReview(tx, actor.supplierId, id, true);
    if (!review) throw AppError.notFound('Review');
    if (review.isArchived)
      throw AppError.badRequest('', REVIEW_MESSAGES.archivedDelete, REVIEW_ERROR_CODES.archived);
    const replies = await repo.repliesOf(tx, [id]);
    const mine = replies.find((r) => !r.isPlatform);
    if (!mine) {
      if (replies.length)
        throw AppError.badRequest('', REVIEW_MESSAGES.platformReply, REVIEW_ERROR_CODES.platformReply);
      throw AppError.notFound('Reply');
    }
    await repo.deleteReply(tx, mine.id);
    await recordAudit(tx, actor, {
      action: 'review.reply.delete',
      entity: 'review',
      entityId: id,
      before: { replyId: mine.id, content: mine.content },
      after: null,
    });
  });
}
