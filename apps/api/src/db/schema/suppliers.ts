import {
  boolean,
  date,
  integer,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  company: text('company').notNull(),
  bio: text('bio'),
  abn: text('abn'),
  accountName: text('account_name'),
  bsb: text('bsb'),
  accountNumber: text('account_number'),
  street: text('street'),
  suburb: text('suburb'),
  postcode: text('postcode'),
  state: text('state').notNull().default('NSW'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email').notNull(),
  phone: text('phone'),
  availableForNewCustomers: boolean('available_for_new_customers').notNull().default(true),
  substitutionPreferenceEnabled: boolean('substitution_preference_enabled').notNull().default(false),
  backgroundImageUrl: text('background_image_url'),
  image: text('image'),
  isEarlyDeliveryEnabled: boolean('is_early_delivery_enabled').notNull().default(false),
  earlyDeliveryStartTime: time('early_delivery_start_time'),
  earlyDeliveryEndTime: time('early_delivery_end_time'),
  b2cEnabled: boolean('b2c_enabled').notNull().default(false),
  activationDate: date('activation_date'),
  thirdPartyDeliveryEnabled: boolean('third_party_delivery_enabled').notNull().default(false),
  /** Order threshold for loss leaders, in cents; null until set. */
  lossProductsMinimumSpend: integer('loss_products_minimum_spend'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** People who sign in: a supplier's user, or a staff member (no supplier) who acts as one. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    isStaff: boolean('is_staff').notNull().default(false),
    name: text('name'),
    /** The person's role in the supplier's team (owner, manager, sales, warehouse, accounts). */
    role: text('role').notNull().default('owner'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Removed from the team: kept (the audit trail names them) but never signs in again. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** TOTP (RFC 6238) secret, base32; `totpEnabledAt` set once a code confirmed it. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** A replacement secret being set up while a factor is on: it takes over once a code confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last accepted TOTP time step: a code is accepted once. */
    totpLastStep: integer('totp_last_step'),
    /** Tokens issued before this moment no longer sign in (password change, 'Sign out everywhere'). */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);
