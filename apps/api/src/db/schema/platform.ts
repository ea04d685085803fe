import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { suppliers, users } from './suppliers.ts';

/** Every write made in the portal: who (and whether staff acting as the supplier), what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorEmail: text('actor_email').notNull(),
    isStaff: boolean('is_staff').notNull(),
    /**
     * The acting person's name and role as they were when they acted ('staff' for staff), so a later
     * rename or role change leaves the entry as it was; null on entries written before they were kept.
     */
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_supplier_at_idx').on(t.supplierId, t.at),
    index('audit_log_entity_idx').on(t.supplierId, t.entity, t.at),
  ],
);

/**
 * Durable background work, picked with FOR UPDATE SKIP LOCKED. `step` is the last step a handler
 * recorded (a restart resumes from it); `heartbeat_at` is refreshed while a worker runs the job, and a
 * running job whose heartbeat has gone stale is taken over. Status: queued, running, done, failed, or
 * needs_attention (stopped for the operator, `error` says why).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('queued'),
    step: text('step'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    result: jsonb('result'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_pick_idx').on(t.status, t.runAt), index('jobs_finished_at_idx').on(t.finishedAt)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The file a job produced (an e-mailed PDF batch), kept in the database, never on the public file
 * root. Served only by GET /api/downloads/<token> with a signed, expiring link; deleted (and the
 * job's payload emptied) once the link expires. Its bytes are in `job_file_parts`.
 */
export const jobFiles = pgTable(
  'job_files',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** Random, unguessable; the link names the file by it, never by the job id. */
    token: text('token').notNull().unique(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    /** Bytes in all, and how many parts hold them (parts 0 to parts - 1 under this token). */
    size: integer('size').notNull(),
    parts: integer('parts').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('job_files_expires_at_idx').on(t.expiresAt)],
);

/**
 * A job file's bytes in parts of at most JOB_FILE_PART_BYTES, each written and read by its own short
 * statement: a 15 MB batch in one statement held the embedded database, and with it every tenant's
 * requests, for 2 s. Written before their job_files row, under its token; parts whose token
 * no job_files row names (a render cut short, a file replaced or purged) are purged after a day.
 */
export const jobFileParts = pgTable(
  'job_file_parts',
  {
    token: text('token').notNull(),
    part: integer('part').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.token, t.part] }), index('job_file_parts_created_at_idx').on(t.createdAt)],
);

/** Operator switches that change while the server runs (maintenance mode). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Errors the portal reports from the browser (load failures, uncaught errors): our own error tracker. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null when the report came without a (valid) token, e.g. from the sign-in page. */
    supplierId: integer('supplier_id').references(() => suppliers.id),
    actorEmail: text('actor_email'),
    isStaff: boolean('is_staff').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    path: text('path'),
    buildVersion: text('build_version'),
    message: text('message').notNull(),
    stack: text('stack'),
    context: jsonb('context'),
  },
  (t) => [index('client_errors_at_idx').on(t.at), index('client_errors_supplier_idx').on(t.supplierId, t.at)],
);

/** Usage events the portal sends fire-and-forget (PDF downloads, bulk uploads): POST /api/suppliers/events. */
export const supplierEvents = pgTable(
  'supplier_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    actorEmail: text('actor_email').notNull(),
    isStaff: boolean('is_staff').notNull(),
    objectType: text('object_type').notNull(),
    action: text('action').notNull(),
    location: text('location'),
    data: jsonb('data'),
  },
  (t) => [index('supplier_events_supplier_at_idx').on(t.supplierId, t.at)],
);

/** Answers to the in-portal feedback survey shown to (non-staff) suppliers. */
export const feedbackResponses = pgTable(
  'feedback_responses',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    userId: integer('user_id').references(() => users.id),
    /** 1 to 5; null when dismissed. */
    rating: integer('rating'),
    comment: text('comment'),
    /** The supplier chose 'Not now': no rating, asked again later. */
    dismissed: boolean('dismissed').notNull().default(false),
  },
  (t) => [index('feedback_responses_supplier_at_idx').on(t.supplierId, t.at)],
);

/**
 * Rate-limit windows shared by every API process (sign-in per address and per account, client
 * error reports, events, feedback): one row per key, a fixed window that restarts once reset_at passes.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);
