import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { readerOf, type DbOrTx } from '../../db/client.ts';
import { reviewReplies, reviews, venues } from '../../db/schema/index.ts';
import { buildListQuery, type ListSpec } from '../../lib/list-query.ts';
import type { ListQuery } from '@portal/domain';
import { REVIEWS_PAGE_SIZE } from '@portal/domain';

/** Fields of GET /suppliers/reviews: what may be sorted, searched and returned. */
export const reviewListSpec: ListSpec = {
  fields: {
    id: { column: reviews.id, type: 'number', sortable: true, filterable: true },
    average: { column: reviews.average, type: 'number', sortable: true },
    venueName: { column: venues.venue, type: 'text', sortable: true, textSearch: true },
    content: { column: reviews.content, type: 'text', textSearch: true },
    createdAt: { column: reviews.createdAt, type: 'date', sortable: true },
    isArchived: { column: reviews.isArchived, type: 'boolean', filterable: true },
    ratings: { column: reviews.ratings, type: 'text' },
    replies: { column: reviews.id, type: 'number' },
    supplierReply: { column: reviews.id, type: 'number' },
    venueId: { column: reviews.venueId, type: 'number', filterable: true },
    orderId: { column: reviews.orderId, type: 'number', filterable: true },
  },
  defaultOrderBy: 'createdAt',
  defaultSortedBy: 'desc',
  defaultPageSize: REVIEWS_PAGE_SIZE,
  tieBreaker: reviews.id,
};

const reviewColumns = {
  id: reviews.id,
  average: reviews.average,
  venueId: reviews.venueId,
  venueName: venues.venue,
  orderId: reviews.orderId,
  isArchived: reviews.isArchived,
  createdAt: reviews.createdAt,
  content: reviews.content,
  ratings: reviews.ratings,
};
export type ReviewRow = {
  id: number;
  average: number;
  venueId: number;
  venueName: string;
  orderId: number | null;
  isArchived: boolean;
  createdAt: Date;
  content: string;
  ratings: Record<string, number>;
};
export type ReplyRow = typeof reviewReplies.$inferSelect;

export async function listReviews(primary: DbOrTx, supplierId: number, query: ListQuery) {
  const db = readerOf(primary); // a list/report/export: the read replica when there is one
  const built = buildListQuery(query, reviewListSpec, eq(reviews.supplierId, supplierId));
  const rows: ReviewRow[] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(venues, eq(venues.id, reviews.venueId))
    .where(built.where)
    .orderBy(...built.orderBy)
    .limit(built.limit)
    .offset(built.offset);
  const [total] = await db
    .select({ n: count() })
    .from(reviews)
    .innerJoin(venues, eq(venues.id, reviews.venueId))
    .where(built.where);
  return { rows, total: total?.n ?? 0, built };
}

export async function findReview(db: DbOrTx, supplierId: number, id: number, lock = false) {
  const q = db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(venues, eq(venues.id, reviews.venueId))
    .where(and(eq(reviews.id, id), eq(reviews.supplierId, supplierId)))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: reviews }) : await q;
  return row ?? null;
}

export async function repliesOf(db: DbOrTx, reviewIds: number[]): Promise<ReplyRow[]> {
  if (!reviewIds.length) return [];
  return db
    .select()
    .from(reviewReplies)
    .where(inArray(reviewReplies.reviewId, reviewIds))
    .orderBy(asc(reviewReplies.createdAt), asc(reviewReplies.id));
}

export async function insertSupplierReply(db: DbOrTx, reviewId: number, content: string) {
  const [row] = await db
    .insert(reviewReplies)
    .values({ reviewId, content, isPlatform: false })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function deleteReply(db: DbOrTx, replyId: number) {
  await db.delete(reviewReplies).where(eq(reviewReplies.id, replyId));
}
