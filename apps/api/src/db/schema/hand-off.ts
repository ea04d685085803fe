import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { suppliers, users } from './suppliers.ts';

/**
 * The admin portal's hand-off into this portal. A staff member's session makes a code for
 * one supplier; the portal's /login?code=… exchanges it once, within a minute, for a token. Only the
 * code's SHA-256 is stored; the referrer was checked against ADMIN_PORTAL_ORIGINS when it was made.
 */
export const handOffCodes = pgTable(
  'hand_off_codes',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    referrer: text('referrer'),
    /** The staff session's own end: the token handed over never outlives it. */
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hand_off_codes_code_hash_idx').on(t.codeHash),
    index('hand_off_codes_expires_at_idx').on(t.expiresAt),
  ],
);
