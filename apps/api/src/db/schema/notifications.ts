import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { jobs } from './platform.ts';
import { suppliers } from './suppliers.ts';

/**
 * Settings → Notifications: which e-mails a supplier wants. No row means the defaults (every kind on,
 * the daily summary off at 07:00).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  supplierId: integer('supplier_id')
    .primaryKey()
    .references(() => suppliers.id),
  newOrder: boolean('new_order').notNull().default(true),
  orderChanged: boolean('order_changed').notNull().default(true),
  orderCancelled: boolean('order_cancelled').notNull().default(true),
  topUpOrder: boolean('top_up_order').notNull().default(true),
  newReview: boolean('new_review').notNull().default(true),
  detailsUpdated: boolean('details_updated').notNull().default(true),
  dailySummary: boolean('daily_summary').notNull().default(false),
  /** HH:mm in the supplier's time zone. */
  dailySummaryTime: text('daily_summary_time').notNull().default('07:00'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The e-mail log: one row per e-mail sent for a supplier (a notification, or a credit note's e-mail: `kind`
 * is one of EMAIL_KINDS), written in the same transaction as the event that causes it (with its job).
 * `event_key` names the event and the recipient group; unique per supplier, so an event mails its
 * recipients once however often it is reported.
 */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    kind: text('kind').notNull(),
    eventKey: text('event_key').notNull(),
    /** What the handler needs to render it (order id, review id, venue id, day, credit note id). */
    event: jsonb('event').notNull(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    subject: text('subject'),
    recipients: jsonb('recipients')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    attachment: text('attachment'),
    messageId: text('message_id'),
    /** queued, retrying, sent, failed or skipped. */
    status: text('status').notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_emails_event_idx').on(t.supplierId, t.eventKey),
    index('notification_emails_supplier_created_idx').on(t.supplierId, t.createdAt, t.id),
    // The log's type filter: one kind of one supplier, newest first, read where it starts.
    index('notification_emails_supplier_kind_created_idx').on(t.supplierId, t.kind, t.createdAt, t.id),
  ],
);

/**
 * The live events of each supplier's orders (GET /api/suppliers/events): written in the transaction of
 * the change they report, with a NOTIFY that PostgreSQL delivers only when it commits, so a stream never
 * shows a change that was rolled back. Kept a while so a reconnect names the last id it saw and gets the
 * rest (LIVE_EVENTS_KEPT_MINUTES and the last LIVE_EVENTS_KEPT_LAST of each supplier).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_supplier_id_idx').on(t.supplierId, t.id)],
);
