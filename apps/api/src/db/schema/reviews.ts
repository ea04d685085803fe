import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { suppliers } from './suppliers.ts';
import { venues } from './venues.ts';

/** A venue's review of a supplier, optionally about one order. Written by venues, read-only here. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    content: text('content').notNull().default(''),
    /** Sub-ratings by aspect, 1 to 5 each, e.g. { "Quality": 5, "Delivery": 4 }. */
    ratings: jsonb('ratings').$type<Record<string, number>>().notNull().default({}),
    /** Mean of the sub-ratings, kept so that lists can sort by it. */
    average: numeric('average', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_supplier_created_idx').on(t.supplierId, t.createdAt),
    index('reviews_supplier_average_idx').on(t.supplierId, t.average),
    index('reviews_content_trgm_idx').using('gin', sql`${t.content} gin_trgm_ops`),
  ],
);

/** Replies to a review: at most one from the supplier, any number from the platform. */
export const reviewReplies = pgTable(
  'review_replies',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isPlatform: boolean('is_platform').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_replies_review_idx').on(t.reviewId, t.createdAt),
    // One supplier reply per review, held by the database even when two replies race.
    uniqueIndex('review_replies_one_supplier_reply_idx')
      .on(t.reviewId)
      .where(sql`${t.isPlatform} = false`),
  ],
);
