import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The bytes of stored files (product and store images) when STORAGE_DRIVER is `database`, the
 * default: one PostgreSQL is all a deployment needs. `key` is the same relative path the local and S3
 * drivers use (`images/1/ab12.jpg`), so a file keeps its /files/ URL whichever driver holds it.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  content: bytea('content').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
