import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { suppliers, users } from './suppliers.ts';

/**
 * One saved bulk CSV upload. For an edit, `previous` holds each changed product's values before the
 * upload (only the fields it changed), so the upload can be undone once (`undoneAt`).
 */
export const productBulkUploads = pgTable(
  'product_bulk_uploads',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    actorUserId: integer('actor_user_id').references(() => users.id),
    mode: text('mode').$type<'add' | 'edit'>().notNull(),
    productIds: integer('product_ids').array().notNull(),
    previous: jsonb('previous').$type<Array<Record<string, unknown> & { productId: number }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('product_bulk_uploads_supplier_idx').on(t.supplierId, t.createdAt)],
);
