import { boolean, date, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { suppliers } from './suppliers.ts';

/** A time-limited lower price. Status is derived: archived, else scheduled before start, else active. */
export const specials = pgTable(
  'specials',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** Incl GST unless the product is GST exempt. */
    specialPriceInCents: integer('special_price_in_cents').notNull(),
    isBanner: boolean('is_banner').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('specials_supplier_idx').on(t.supplierId, t.startDate),
    index('specials_product_idx').on(t.productId, t.startDate),
  ],
);
