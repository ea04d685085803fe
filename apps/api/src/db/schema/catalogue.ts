import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';
import { venues } from './venues.ts';

export const units = pgTable('units', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  unit: text('unit').notNull(),
});

/** The marketplace's category tree, shared by all suppliers; at most three levels. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    parentCategoryId: integer('parent_category_id').references((): AnyPgColumn => categories.id),
  },
  (t) => [
    uniqueIndex('categories_parent_name_idx').on(
      sql`coalesce(${t.parentCategoryId}, 0)`,
      sql`lower(${t.name})`,
    ),
  ],
);

/** Product images: the marketplace gallery (supplier_id null) and a supplier's own uploads. */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    url: text('url').notNull(),
    fileName: text('file_name').notNull(),
    description: text('description'),
    fromGallery: boolean('from_gallery').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_supplier_idx').on(t.supplierId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    sku: text('sku'),
    name: text('name').notNull(),
    /** Incl GST unless gstExempt. */
    priceInCents: integer('price_in_cents').notNull(),
    gstExempt: boolean('gst_exempt').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    outOfStock: boolean('out_of_stock').notNull().default(false),
    isBestBuy: boolean('is_best_buy').notNull().default(false),
    unitOfPriceId: integer('unit_of_price_id')
      .notNull()
      .references(() => units.id),
    unitOfPortionId: integer('unit_of_portion_id')
      .notNull()
      .references(() => units.id),
    portions: jsonb('portions').$type<number[]>().notNull().default([]),
    /** Category ids from top to leaf, at most three. */
    categories: integer('categories')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    imageId: integer('image_id').references(() => images.id),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_supplier_idx').on(t.supplierId, t.id),
    uniqueIndex('products_supplier_sku_idx').on(t.supplierId, t.sku),
  ],
);

/** A venue's own price for a product, incl GST unless the product is GST exempt. */
export const customPrices = pgTable(
  'custom_prices',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    priceInCents: integer('price_in_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('custom_prices_product_venue_idx').on(t.productId, t.venueId),
    index('custom_prices_supplier_venue_idx').on(t.supplierId, t.venueId),
  ],
);
