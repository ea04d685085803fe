import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { suppliers } from './suppliers.ts';

/** The contact roles of spec 002 section 3, with their fixed ids (1 SUPPORT ... 8 UPDATED_DETAILS_RECIPIENT). */
export const contactTypes = pgTable('contact_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  label: text('label').notNull(),
});

/** A supplier's contacts by role. Owner is one per supplier (partial unique index); other roles are lists. */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    contactTypeId: integer('contact_type_id')
      .notNull()
      .references(() => contactTypes.id),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    contactHours: text('contact_hours'),
    contactDays: text('contact_days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contacts_supplier_idx').on(t.supplierId, t.contactTypeId, t.id),
    uniqueIndex('contacts_one_owner_idx')
      .on(t.supplierId)
      .where(sql`${t.contactTypeId} = 6`),
  ],
);
