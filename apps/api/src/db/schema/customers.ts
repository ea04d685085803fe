import { integer, numeric, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { suppliers } from './suppliers.ts';
import { venues } from './venues.ts';

/** A venue's own rake (percent, two decimals) with one supplier, set by staff. */
export const customCommissions = pgTable(
  'custom_commissions',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    customCommission: numeric('custom_commission', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_commissions_supplier_venue_idx').on(t.supplierId, t.venueId)],
);

/** Products sold at a loss to venues whose order reaches the supplier's threshold. At most 10. */
export const lossProducts = pgTable(
  'loss_products',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('loss_products_supplier_product_idx').on(t.supplierId, t.productId)],
);

/** Venues the loss leader offer applies to. */
export const lossVenues = pgTable(
  'loss_venues',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('loss_venues_supplier_venue_idx').on(t.supplierId, t.venueId)],
);
