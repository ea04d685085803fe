import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Hospitality customers of the marketplace. Not owned by a supplier: a venue buys from many. */
export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    venue: text('venue').notNull(),
    crn: text('crn'),
    /** The venue's ABN where the marketplace holds one: the buyer of an e-invoice, printed on its documents. */
    abn: text('abn'),
    venueGroup: text('venue_group'),
    ownerName: text('owner_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    street: text('street'),
    suburb: text('suburb'),
    postcode: text('postcode'),
    state: text('state'),
    email: text('email'),
    phone: text('phone'),
    liquorLicence: text('liquor_licence'),
    status: text('status').notNull().default('active'),
    venueType: text('venue_type').notNull().default('Restaurant'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('venues_status_idx').on(t.status)],
);
