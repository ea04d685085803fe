import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { suppliers } from './suppliers.ts';
import { venues } from './venues.ts';

/**
 * The text a free search matches: venue, customer first and last name, and the order id. Built only
 * from immutable operators so it can be indexed; queries must use this same expression.
 */
export function orderSearchText(t: {
  shippingCompany: AnyPgColumn;
  shippingFirstname: AnyPgColumn;
  shippingLastname: AnyPgColumn;
  id: AnyPgColumn;
}) {
  return sql<string>`(${t.shippingCompany} || ' ' || coalesce(${t.shippingFirstname}, '') || ' ' || coalesce(${t.shippingLastname}, '') || ' ' || (${t.id})::text)`;
}

/**
 * The customer's name as the orders list sorts it: first and last name with one space between, like
 * concat_ws but immutable (concat_ws is only stable), so the sort is served by an index.
 */
export function orderSortName(t: { shippingFirstname: AnyPgColumn; shippingLastname: AnyPgColumn }) {
  return sql<string>`btrim(coalesce(${t.shippingFirstname}, '') || ' ' || coalesce(${t.shippingLastname}, ''))`;
}

/** PENDING, PROCESSING, COMPLETED or CANCELLED. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    orderStatus: text('order_status').notNull().default('PENDING'),
    parentOrderId: integer('parent_order_id'),
    standingOrderId: integer('standing_order_id'),
    customerAlert: text('customer_alert'),
    shippingCompany: text('shipping_company').notNull(),
    shippingAddress: text('shipping_address'),
    shippingCity: text('shipping_city'),
    state: text('state'),
    shippingPostcode: text('shipping_postcode'),
    shippingFirstname: text('shipping_firstname'),
    shippingLastname: text('shipping_lastname'),
    phone: text('phone'),
    email: text('email'),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
    deliveryDate: date('delivery_date').notNull(),
    payment: text('payment').notNull().default('credit_card'),
    liquorLicence: text('liquor_licence'),
    deliveryComment: text('delivery_comment'),
    cancellationComment: text('cancellation_comment'),
    substitutionAllowed: boolean('substitution_allowed').notNull().default(false),
    orderedBefore: boolean('ordered_before').notNull().default(false),
    originalTotalIncGst: integer('original_total_inc_gst').notNull().default(0),
    finalTotalIncGst: integer('final_total_inc_gst').notNull().default(0),
    supplierReference: text('supplier_reference'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** Bumped on every write; guards concurrent processing. */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('orders_supplier_id_idx').on(t.supplierId, t.id),
    // id ends each list index so a sorted page (id is the tie-breaker) is read from the index alone.
    index('orders_supplier_status_delivery_idx').on(t.supplierId, t.orderStatus, t.deliveryDate, t.id),
    index('orders_supplier_delivery_idx').on(t.supplierId, t.deliveryDate, t.id),
    index('orders_supplier_added_idx').on(t.supplierId, t.dateAdded, t.id),
    index('orders_supplier_venue_idx').on(t.supplierId, t.venueId, t.dateAdded),
    // The other sortable list columns: a first page in any order reads ~25 index entries, not
    // every order of the supplier. The customer's name is sorted by orderSortName (immutable, indexable).
    index('orders_supplier_status_id_idx').on(t.supplierId, t.orderStatus, t.id),
    // A status filter sorted by date placed: open orders are the newest, so walking the date index from
    // the oldest passes every completed order first (236 ms at 100,000 orders; 8 ms with this one).
    index('orders_supplier_status_added_idx').on(t.supplierId, t.orderStatus, t.dateAdded, t.id),
    // Migration 0037 makes it carry (INCLUDE) every column a name search and its sort read, which drizzle
    // cannot declare: a common word's matches are then read from this index alone.
    index('orders_supplier_company_idx').on(t.supplierId, t.shippingCompany, t.id),
    index('orders_supplier_total_idx').on(t.supplierId, t.finalTotalIncGst, t.id),
    index('orders_supplier_sort_name_idx').on(t.supplierId, orderSortName(t), t.id),
    index('orders_company_trgm_idx').using('gin', sql`${t.shippingCompany} gin_trgm_ops`),
    // Free-text search over venue, customer and order id in one trigram index (see ORDER_SEARCH_TEXT).
    index('orders_search_text_trgm_idx').using('gin', sql`${orderSearchText(t)} gin_trgm_ops`),
    // The supplier's own order ID, matched beside the search text (ORDER_LIST_SPEC): only orders that have one.
    index('orders_supplier_reference_trgm_idx')
      .using('gin', sql`${t.supplierReference} gin_trgm_ops`)
      .where(sql`${t.supplierReference} is not null`),
  ],
);

export const orderProducts = pgTable(
  'order_products',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    sku: text('sku'),
    name: text('name').notNull(),
    portionSize: numeric('portion_size', { precision: 12, scale: 3, mode: 'number' }).notNull().default(1),
    unitOfPortion: text('unit_of_portion').notNull(),
    unitOfPrice: text('unit_of_price').notNull(),
    originalNumberOfPortions: numeric('original_number_of_portions', {
      precision: 12,
      scale: 3,
      mode: 'number',
    })
      .notNull()
      .default(0),
    originalQuantityPriced: numeric('original_quantity_priced', { precision: 12, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    originalTotalIncGst: integer('original_total_inc_gst').notNull().default(0),
    finalQuantityPriced: numeric('final_quantity_priced', { precision: 12, scale: 3, mode: 'number' }),
    finalTotalIncGst: integer('final_total_inc_gst'),
    priceIncGst: integer('price_inc_gst').notNull(),
    /** GST in cents of the line's original total (0 for GST-free lines). */
    gst: integer('gst').notNull().default(0),
    hasGst: boolean('has_gst').notNull().default(true),
    substitution: boolean('substitution').notNull().default(false),
    isOnSpecial: boolean('is_on_special').notNull().default(false),
    isOnCustomPrice: boolean('is_on_custom_price').notNull().default(false),
    reason: text('reason'),
  },
  (t) => [
    index('order_products_order_idx').on(t.orderId, t.position),
    index('order_products_product_idx').on(t.productId),
  ],
);

/**
 * A counter per supplier that every committed write to that supplier's orders moves on (statement
 * triggers in migration 0009, so no write path can forget it). The orders list is cached under it:
 * a page read at version v is correct for as long as the version stays v, in every API process.
 */
export const orderListVersions = pgTable('order_list_versions', {
  supplierId: integer('supplier_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * How many orders each supplier has in each status, kept by the same triggers in the same
 * transaction as the write. The orders list's total for "all" or for a status filter is a sum of a
 * few rows here instead of a count over up to every order the supplier ever had.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    supplierId: integer('supplier_id').notNull(),
    orderStatus: text('order_status').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.orderStatus] })],
);

/**
 * How many orders each supplier has per status and per searchable name (orderNameText: the venue and the
 * customer, the free-text search expression without the order id), kept by the same triggers (migration
 * 0026). A searched orders list's exact total is a sum over the supplier's distinct names. Each row also
 * holds the two sort keys of its orders, the venue and the customer's name as orderSortName writes it
 * (migration 0028): a searched list sorted by either starts its walk where its matches start.
 */
export const orderNameCounts = pgTable(
  'order_name_counts',
  {
    supplierId: integer('supplier_id').notNull(),
    orderStatus: text('order_status').notNull(),
    nameText: text('name_text').notNull(),
    company: text('company').notNull(),
    sortName: text('sort_name').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'order_name_counts_pk',
      columns: [t.supplierId, t.orderStatus, t.nameText, t.company, t.sortName],
    }),
  ],
);
