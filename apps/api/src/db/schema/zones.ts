import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';

/** Reference data: every Australian suburb with its postcode and state (loaded from db/reference/suburbs.csv). */
export const suburbs = pgTable(
  'suburbs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Four digits, leading zero kept (NT's 0800). */
    postcode: text('postcode').notNull(),
    state: text('state').notNull(),
  },
  (t) => [
    uniqueIndex('suburbs_postcode_name_state_idx').on(t.postcode, t.name, t.state),
    // Name search: prefix through the pattern index, any substring through the trigram index.
    index('suburbs_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('suburbs_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('suburbs_postcode_prefix_idx').on(sql`${t.postcode} text_pattern_ops`),
  ],
);

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    name: text('name').notNull(),
    published: boolean('published').notNull().default(false),
    /** Cents. */
    minimumOrderTotal: integer('minimum_order_total').notNull().default(0),
    cutoff: time('cutoff').notNull().default('23:00:00'),
    timeZone: text('time_zone').notNull().default('Australia/Sydney'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_zones_supplier_name_idx').on(t.supplierId, t.name),
    // Two zones of one supplier may not share a name, whatever its case (the service says so first).
    uniqueIndex('delivery_zones_supplier_lower_name_idx').on(t.supplierId, sql`lower(${t.name})`),
  ],
);

/** One row per weekday (1 Monday to 7 Sunday) of a zone; a day is on when both order-by days are set. */
export const zoneDays = pgTable(
  'zone_days',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    deliveryDay: smallint('delivery_day').notNull(),
    /** Set by the platform only: a blocked day cannot be turned on. */
    blocked: boolean('blocked').notNull().default(false),
    newCustomerOrderBy: smallint('new_customer_order_by'),
    existingCustomerOrderBy: smallint('existing_customer_order_by'),
  },
  (t) => [primaryKey({ columns: [t.zoneId, t.deliveryDay] })],
);

export const zoneSuburbs = pgTable(
  'zone_suburbs',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    suburbId: integer('suburb_id')
      .notNull()
      .references(() => suburbs.id),
    enabled: boolean('enabled').notNull().default(false),
    /** Set by the platform only: a blocked suburb stays off and stays in the zone. */
    blocked: boolean('blocked').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.zoneId, t.suburbId] }),
    // The By Suburb view looks links up by suburb.
    index('zone_suburbs_suburb_idx').on(t.suburbId),
  ],
);
