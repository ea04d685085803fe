import { z } from 'zod';
import { calendarDay, storable } from '../primitives/index.ts';
import { earlyDeliveryTime as time, requireEarlyDeliveryTimes } from './early-delivery.ts';
import { SETTINGS_MESSAGES as M } from './settings.messages.ts';
import {
  ACCOUNT_NUMBER_PATTERN,
  BSB_PATTERN,
  emailField,
  phoneField,
  postcodeField,
  requiredText,
} from './settings.rules.ts';

// One schema per card of the settings page; the API's PATCH body is their union, every field optional.
export const storeInformationSchema = z.object({
  company: requiredText(M.storeNameRequired, 120),
  bio: requiredText(M.descriptionRequired, 2000),
});

export const bankDetailsSchema = z.object({
  accountName: requiredText(M.accountNameRequired, 120),
  bsb: z
    .string({ error: M.bsbRequired })
    .trim()
    .min(1, { error: M.bsbRequired, abort: true })
    .regex(BSB_PATTERN, M.bsbInvalid),
  // The original's length check never fired. Australian account numbers are 6 to 10 digits, digits only
  // (docs/decisions.md); the same rule on the form and the server.
  accountNumber: z
    .string({ error: M.accountNumberRequired })
    .trim()
    .min(1, { error: M.accountNumberRequired, abort: true })
    .regex(ACCOUNT_NUMBER_PATTERN, M.accountNumberInvalid),
});

export const addressSchema = z.object({
  street: requiredText(M.streetRequired, 200).describe('The street address'),
  suburb: requiredText(M.suburbRequired, 100).describe('The suburb'),
  postcode: postcodeField().describe('An Australian postcode, 800 to 7799 (a number or its digits)'),
});

export const primaryOrderRecipientSchema = z.object({
  firstName: requiredText(M.firstNameRequired, 100),
  lastName: requiredText(M.lastNameRequired, 100),
  email: emailField(),
  phone: phoneField(),
});

export const earlyDeliverySchema = z
  .object({
    isEarlyDeliveryEnabled: z.boolean(),
    earlyDeliveryStartTime: time.optional(),
    earlyDeliveryEndTime: time.optional(),
  })
  .superRefine(requireEarlyDeliveryTimes);

const isoDate = calendarDay(M.activationDateInvalid);

const staffOnly = (says: string) => `${says}. Staff only`;
const recipient = (field: string) => `The primary order recipient's ${field}`;
const earlyTime = (end: string) =>
  staffOnly(`Early delivery's ${end} time: hourly from 01:00:00 to 23:00:00, or 00:00:00 (midnight)`);

/**
 * PATCH suppliers/auth/me: any of the spec's field groups (each described in the settings card's words;
 * the fields only staff may change say so, as STAFF_ONLY_SUPPLIER_FIELDS below).
 */
export const supplierUpdateSchema = z
  .object({
    company: storeInformationSchema.shape.company.optional().describe(staffOnly('The store name')),
    bio: storeInformationSchema.shape.bio.optional().describe(staffOnly("The store's description")),
    accountName: bankDetailsSchema.shape.accountName
      .optional()
      .describe(staffOnly('Bank details: the account name')),
    bsb: bankDetailsSchema.shape.bsb
      .optional()
      .describe(staffOnly('Bank details: the BSB, three digits, an optional dash or space, three digits')),
    accountNumber: bankDetailsSchema.shape.accountNumber
      .optional()
      .describe(staffOnly('Bank details: the account number, 6 to 10 digits')),
    address: addressSchema.optional().describe('The business address (Business Details)'),
    firstName: primaryOrderRecipientSchema.shape.firstName.optional().describe(recipient('first name')),
    lastName: primaryOrderRecipientSchema.shape.lastName.optional().describe(recipient('last name')),
    email: primaryOrderRecipientSchema.shape.email.optional().describe(recipient('e-mail address')),
    phone: primaryOrderRecipientSchema.shape.phone
      .optional()
      .describe(recipient('phone number (Australian)')),
    availableForNewCustomers: z
      .boolean()
      .optional()
      .describe('New Customer Preferences: whether the supplier takes orders from new customers'),
    substitutionPreferenceEnabled: z
      .boolean()
      .optional()
      .describe(
        staffOnly("Substitution Preferences: whether an order shows the venue's substitution choice"),
      ),
    backgroundImageUrl: storable(z.string().max(500))
      .nullable()
      .optional()
      .describe(staffOnly("The store's header image (its URL); null removes it")),
    image: storable(z.string().max(500))
      .nullable()
      .optional()
      .describe(staffOnly("The store's logo (its URL); null removes it")),
    isEarlyDeliveryEnabled: z
      .boolean()
      .optional()
      .describe(staffOnly('Early Delivery Preference: on needs a start and an end time')),
    earlyDeliveryStartTime: time.optional().describe(earlyTime('start')),
    earlyDeliveryEndTime: time.optional().describe(earlyTime('end')),
    b2cEnabled: z.boolean().optional().describe(staffOnly('Enable supplier for B2C: it sells to consumers')),
    activationDate: isoDate
      .nullable()
      .optional()
      .describe(staffOnly('Supplier Activation Date (YYYY-MM-DD); null clears it')),
    thirdPartyDeliveryEnabled: z
      .boolean()
      .optional()
      .describe(staffOnly('3PL Preferences: orders are delivered by a third-party logistics provider')),
    // One screen of the original sends this flag in snake case; both spellings are accepted.
    third_party_delivery_enabled: z
      .boolean()
      .optional()
      .describe(staffOnly('thirdPartyDeliveryEnabled as one screen of the original spells it')),
  })
  .superRefine(requireEarlyDeliveryTimes);
export type SupplierUpdateBody = z.input<typeof supplierUpdateSchema>;
export type SupplierUpdate = z.output<typeof supplierUpdateSchema>;

/** Fields only staff may change (the staff-only sections of spec 002 section 2). */
export const STAFF_ONLY_SUPPLIER_FIELDS = [
  'company',
  'bio',
  'accountName',
  'bsb',
  'accountNumber',
  'substitutionPreferenceEnabled',
  'backgroundImageUrl',
  'image',
  'isEarlyDeliveryEnabled',
  'earlyDeliveryStartTime',
  'earlyDeliveryEndTime',
  'b2cEnabled',
  'activationDate',
  'thirdPartyDeliveryEnabled',
  'third_party_delivery_enabled',
] as const;
