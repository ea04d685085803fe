import { z } from 'zod';
import { SETTINGS_MESSAGES as M } from './settings.messages.ts';
import { id, storable } from '../primitives/index.ts';
import { emailField, optionalPhone, optionalText } from './settings.rules.ts';

/** Contact roles and their ids (spec 002 section 3). */
export const CONTACT_TYPE = {
  SUPPORT: 1,
  REMITTANCE: 2,
  ADDITIONAL_ORDER_RECIPIENT: 3,
  REVIEWS: 4,
  AFTER_HOURS: 5,
  OWNER: 6,
  NEW_CUSTOMER_SETUP: 7,
  UPDATED_DETAILS_RECIPIENT: 8,
} as const;
export type ContactTypeId = (typeof CONTACT_TYPE)[keyof typeof CONTACT_TYPE];
export type ContactTypeName = keyof typeof CONTACT_TYPE;

export const CONTACT_TYPE_LABELS: Record<ContactTypeName, string> = {
  SUPPORT: 'Support Contact',
  REMITTANCE: 'Remittance Recipient',
  ADDITIONAL_ORDER_RECIPIENT: 'Additional Order Recipient',
  REVIEWS: 'Reviews Recipient',
  AFTER_HOURS: 'After Hours Contact',
  OWNER: 'Owner Details',
  NEW_CUSTOMER_SETUP: 'New customer set-up',
  UPDATED_DETAILS_RECIPIENT: 'Updated Details Recipient',
};

export const CONTACT_TYPES = (Object.keys(CONTACT_TYPE) as ContactTypeName[]).map((name) => ({
  id: CONTACT_TYPE[name],
  name,
  label: CONTACT_TYPE_LABELS[name],
}));

const CONTACT_TYPE_IDS: number[] = Object.values(CONTACT_TYPE);
/** Contacts only staff may add, change or see as editable. */
export const STAFF_ONLY_CONTACT_TYPES: number[] = [
  CONTACT_TYPE.ADDITIONAL_ORDER_RECIPIENT,
  CONTACT_TYPE.SUPPORT,
];
/** Contacts that carry contact hours and days. */
export const CONTACT_TYPES_WITH_HOURS: number[] = [CONTACT_TYPE.SUPPORT, CONTACT_TYPE.AFTER_HOURS];

/** What each contact field holds, in the document of both the POST and the PATCH body. */
const CONTACT_FIELDS = {
  contactTypeId: `The contact's role: ${CONTACT_TYPES.map((t) => `${t.id} ${t.label}`).join(', ')}`,
  firstName: 'First name (required for the owner)',
  lastName: 'Last name (required for the owner)',
  email: 'E-mail address',
  phone: 'Phone number, Australian (required for the owner)',
  contactHours: 'Contact hours, for the support and after-hours contacts',
  contactDays: 'Contact days, for the support and after-hours contacts',
} as const;

/**
 * A contact. Email is always required; the owner also needs a name and a phone (like the primary
 * order recipient); for the other roles the rest is optional but checked when given.
 */
export const contactBodySchema = z
  .object({
    contactTypeId: z
      .number({ error: M.contactTypeRequired })
      .int(M.contactTypeRequired)
      .refine((v) => CONTACT_TYPE_IDS.includes(v), M.contactTypeRequired)
      .describe(CONTACT_FIELDS.contactTypeId),
    firstName: optionalText(100).describe(CONTACT_FIELDS.firstName),
    lastName: optionalText(100).describe(CONTACT_FIELDS.lastName),
    email: emailField().describe(CONTACT_FIELDS.email),
    phone: optionalPhone().describe(CONTACT_FIELDS.phone),
    contactHours: optionalText(100).describe(CONTACT_FIELDS.contactHours),
    contactDays: optionalText(100).describe(CONTACT_FIELDS.contactDays),
  })
  .superRefine((v, ctx) => {
    if (v.contactTypeId !== CONTACT_TYPE.OWNER) return;
    if (!v.firstName) ctx.addIssue({ code: 'custom', path: ['firstName'], message: M.firstNameRequired });
    if (!v.lastName) ctx.addIssue({ code: 'custom', path: ['lastName'], message: M.lastNameRequired });
    if (!v.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: M.phoneRequired });
  });
export type ContactBodyInput = z.input<typeof contactBodySchema>;
export type ContactBody = z.output<typeof contactBodySchema>;

/** PATCH suppliers/contacts/{id}: any contact field; the merged contact must pass contactBodySchema. */
export const contactPatchSchema = z.object({
  contactTypeId: id(M.contactTypeRequired).optional().describe(CONTACT_FIELDS.contactTypeId),
  firstName: storable(z.string().max(100)).nullish().describe(CONTACT_FIELDS.firstName),
  lastName: storable(z.string().max(100)).nullish().describe(CONTACT_FIELDS.lastName),
  email: storable(z.string().max(254)).nullish().describe(CONTACT_FIELDS.email),
  phone: storable(z.string().max(30)).nullish().describe(CONTACT_FIELDS.phone),
  contactHours: storable(z.string().max(100)).nullish().describe(CONTACT_FIELDS.contactHours),
  contactDays: storable(z.string().max(100)).nullish().describe(CONTACT_FIELDS.contactDays),
});
export type ContactPatch = z.infer<typeof contactPatchSchema>;

export const contactSchema = z
  .object({
    id: z.number(),
    contactTypeId: z.number(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    contactHours: z.string().nullable(),
    contactDays: z.string().nullable(),
  })
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof contactSchema>;

export const contactTypeSchema = z.object({ id: z.number(), name: z.string(), label: z.string() });
export type ContactType = z.infer<typeof contactTypeSchema>;
