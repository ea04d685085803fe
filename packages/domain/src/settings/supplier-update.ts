import { z } from 'zod';
import { calendarDay, storable } from '../primitives/index.ts';
import { EARLY_DELIVERY_VALUES } from './early-delivery.ts';
import { SETTINGS_MESSAGES as M } from './settings.messages.ts';
import {
  ACCOUNT_NUMBER_PATTERN,
  BSB_PATTERN,
  emailField,
  phoneField,
  postcodeField,
  requiredText,
} from './settings.rules.ts';

const time = z
  .string()
  .refine((v) => EARLY_DELIVERY_VALUES.includes(v), M.timeInvalid)
  .nullable();

type EarlyDeliveryFields = {
  isEarlyDeliveryEnabled?: boolean;
  earlyDeliveryStartTime?: string | null;
  earlyDeliveryEndTime?: string | null;
};

/**
 * The one early-delivery rule: turned on, it needs both a start and an end time. The forms and the PATCH
 * body check it on what they send; the API checks it again on the stored row with the change applied.
 */
export function earlyDeliveryProblems(
  v: EarlyDeliveryFields,
): { param: keyof EarlyDeliveryFields; message: string }[] {
  if (v.isEarlyDeliveryEnabled !== true) return [];
  const problems: { param: keyof EarlyDeliveryFields; message: string }[] = [];
  if (!v.earlyDeliveryStartTime)
    problems.push({ param: 'earlyDeliveryStartTime', message: M.startTimeRequired });
  if (!v.earlyDeliveryEndTime) problems.push({ param: 'earlyDeliveryEndTime', message: M.endTimeRequired });
  return problems;
}

function requireEarlyDeliveryTimes(v: EarlyDeliveryFields, ctx: z.RefinementCtx) {
  for (const p of earlyDeliveryProblems(v))
    ctx.addIssue({ code: 'custom', path: [p.param], message: p.message });
}

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
  street: requiredText(M.streetRequired, 200),
  suburb: requiredText(M.suburbRequired, 100),
  postcode: postcodeField(),
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

/** PATCH suppliers/auth/me: any of the spec's field groups. */
export const supplierUpdateSchema = z
  .object({
    company: storeInformationSchema.shape.company.optional(),
    bio: storeInformationSchema.shape.bio.optional(),
    accountName: bankDetailsSchema.shape.accountName.optional(),
    bsb: bankDetailsSchema.shape.bsb.optional(),
    accountNumber: bankDetailsSchema.shape.accountNumber.optional(),
    address: addressSchema.optional(),
    firstName: primaryOrderRecipientSchema.shape.firstName.optional(),
    lastName: primaryOrderRecipientSchema.shape.lastName.optional(),
    email: primaryOrderRecipientSchema.shape.email.optional(),
    phone: primaryOrderRecipientSchema.shape.phone.optional(),
    availableForNewCustomers: z.boolean().optional(),
    substitutionPreferenceEnabled: z.boolean().optional(),
    backgroundImageUrl: storable(z.string().max(500)).nullable().optional(),
    image: storable(z.string().max(500)).nullable().optional(),
    isEarlyDeliveryEnabled: z.boolean().optional(),
    earlyDeliveryStartTime: time.optional(),
    earlyDeliveryEndTime: time.optional(),
    b2cEnabled: z.boolean().optional(),
    activationDate: isoDate.nullable().optional(),
    thirdPartyDeliveryEnabled: z.boolean().optional(),
    // One screen of the original sends this flag in snake case; both spellings are accepted.
    third_party_delivery_enabled: z.boolean().optional(),
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

/** Store images: header 1400x700, logo 400x400, JPEG at quality 85. */
export const STORE_IMAGE_SIZES = {
  header: { width: 1400, height: 700 },
  logo: { width: 400, height: 400 },
} as const;
export const STORE_IMAGE_QUALITY = 85;
export const STORE_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
