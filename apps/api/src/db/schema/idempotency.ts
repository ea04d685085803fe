import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The answers of writes sent with an Idempotency-Key (lib/http/idempotency.ts), kept 24 hours so a
 * retried write is answered, not run again. `scope` is the caller (supplier, user); a row with no
 * `status` is a write still in flight, owned until `lease_until` (a process that died holding it
 * stops blocking the key then).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    bodyHash: text('body_hash').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
