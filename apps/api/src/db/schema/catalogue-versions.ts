import { bigint, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Each supplier's catalogue version: moved by statement triggers (migration 0016) in the same
 * transaction as every write to the supplier's products, custom prices, specials and images, and for
 * every supplier by a write to venues or units (names the list shows). GET suppliers/products keeps
 * its last answer per supplier under this version, so an unchanged catalogue of 10,000
 * products is served without reading it again.
 *
 * `fullVersion` is the last version whose change is not told product by product (catalogue_changes):
 * an image, a venue or a unit (shown by many products), a truncate, or a statement of more than
 * CATALOGUE_NOTED_ROWS rows (migration 0027). A kept list older than it is built again whole.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  supplierId: integer('supplier_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  fullVersion: bigint('full_version', { mode: 'number' }).notNull().default(0),
});

/**
 * The catalogue version at which each product last changed (itself, a custom price or a special of it),
 * kept by the same triggers (migration 0027): a kept products list at version K is brought up to date by
 * reading again only the products changed after K (the list right after a write).
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    supplierId: integer('supplier_id').notNull(),
    productId: integer('product_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'catalogue_changes_pk', columns: [t.supplierId, t.productId] }),
    index('catalogue_changes_supplier_version_idx').on(t.supplierId, t.version),
  ],
);
