import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * Each supplier's catalogue version: moved by statement triggers (migration 0016) in the same
 * transaction as every write to the supplier's products, custom prices, specials and images, and for
 * every supplier by a write to venues or units (names the list shows). GET suppliers/products keeps
 * its last answer per supplier under this version, so an unchanged catalogue of 10,000
 * products is served without reading it again.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  supplierId: integer('supplier_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
