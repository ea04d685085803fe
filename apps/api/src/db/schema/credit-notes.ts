import { index, integer, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orderProducts, orders } from './orders.ts';
import { suppliers, users } from './suppliers.ts';

/**
 * Credit (adjustment) notes of invoiced orders. `number` is the supplier's sequence (CN-<number>),
 * taken from `credit_note_numbers` in the note's transaction: distinct under concurrency, never reused.
 * Money in cents incl GST; `gst` is the GST adjustment.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
    totalIncGst: integer('total_inc_gst').notNull(),
    gst: integer('gst').notNull(),
    createdByAccountId: integer('created_by_account_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('credit_notes_supplier_number_key').on(t.supplierId, t.number),
    index('credit_notes_order_idx').on(t.orderId),
    index('credit_notes_supplier_issued_idx').on(t.supplierId, t.issuedAt, t.id),
  ],
);

/** A credited line: a quantity of the priced unit (null for an amount) and what it credits. */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: serial('id').primaryKey(),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    orderProductId: integer('order_product_id')
      .notNull()
      .references(() => orderProducts.id),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }),
    amountIncGst: integer('amount_inc_gst').notNull(),
    gst: integer('gst').notNull(),
    reason: text('reason').notNull(),
    comment: text('comment'),
    position: integer('position').notNull(),
  },
  (t) => [
    index('credit_note_lines_note_idx').on(t.creditNoteId, t.position),
    index('credit_note_lines_order_product_idx').on(t.orderProductId),
  ],
);

/** The last credit note number of each supplier, taken by INSERT … ON CONFLICT DO UPDATE … RETURNING. */
export const creditNoteNumbers = pgTable('credit_note_numbers', {
  supplierId: integer('supplier_id')
    .primaryKey()
    .references(() => suppliers.id),
  lastNumber: integer('last_number').notNull(),
});
