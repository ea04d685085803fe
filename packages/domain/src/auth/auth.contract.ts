import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';
import { dataOf, defineOperation } from '../contract.ts';
import { loginBodySchema, staffSupplierSchema } from './auth.schemas.ts';
import {
  handOffCodeSchema,
  handOffCreateBodySchema,
  handOffExchangeBodySchema,
  handOffSessionSchema,
} from './hand-off.ts';
import * as routes from './auth.operations.ts';

const tag = 'Sessions';

/** A session's bearer token (sign-in, act-as, password change and sign-out-everywhere answer one). */
export const tokenResponseSchema = z
  .object({ access_token: z.string().describe('A JWT for `Authorization: Bearer …`') })
  .meta({ id: 'Token' });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** GET suppliers/auth/me: the signed-in supplier's details, shared by the shell and every feature. */
export const supplierDetailsSchema = z
  .object({
    id: z.number(),
    isStaff: z.boolean(),
    company: z.string(),
    bio: z.string().nullable(),
    abn: z.string().nullable(),
    accountName: z.string().nullable(),
    bsb: z.string().nullable(),
    accountNumber: z.string().nullable(),
    address: z.object({
      street: z.string().nullable(),
      suburb: z.string().nullable(),
      postcode: z.string().nullable(),
    }),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    state: z.string(),
    availableForNewCustomers: z.boolean(),
    substitutionPreferenceEnabled: z.boolean(),
    backgroundImageUrl: z.string().nullable(),
    image: z.string().nullable(),
    isEarlyDeliveryEnabled: z.boolean(),
    earlyDeliveryStartTime: z.string().nullable(),
    earlyDeliveryEndTime: z.string().nullable(),
    b2cEnabled: z.boolean(),
    activationDate: z.string().nullable(),
    thirdPartyDeliveryEnabled: z.boolean(),
  })
  .meta({ id: 'SupplierDetails' });
export type SupplierDetails = z.infer<typeof supplierDetailsSchema>;

/** A supplier staff may act as. */
export const supplierChoiceSchema = z.object({
  id: z.number(),
  company: z.string(),
  state: z.string(),
  email: z.string(),
});
export type SupplierChoice = z.infer<typeof supplierChoiceSchema>;

/** Signing in, the session's supplier, and staff acting as a supplier (spec 002 §1, §2). */
export const authContract = {
  signIn: defineOperation({
    ...routes.signIn,
    summary: 'Sign in with e-mail and password',
    description:
      'A wrong e-mail or password answers 400 (code `invalid_credentials`); too many attempts per address or account answer 429.',
    tag,
    public: true,
    body: loginBodySchema,
    response: tokenResponseSchema,
    errors: [400, 401, 429],
    codes: { 400: [ERROR_CODES.invalidCredentials, ERROR_CODES.invalidOtp], 401: [ERROR_CODES.otpRequired] },
  }),
  getMe: defineOperation({
    ...routes.getMe,
    summary: "Get the signed-in supplier's details",
    tag,
    response: supplierDetailsSchema,
    errors: [403],
  }),
  refreshSession: defineOperation({
    ...routes.refreshSession,
    summary: "The caller's token issued anew with its current role (same expiry)",
    description:
      'A person whose role changed gets `fb-session-role` on every answer until the portal calls this: the role holds at once, without signing in again.',
    tag,
    response: tokenResponseSchema,
    errors: [403],
  }),
  listStaffSuppliers: defineOperation({
    ...routes.listStaffSuppliers,
    summary: 'List the suppliers staff may act as (staff only)',
    tag,
    response: dataOf(supplierChoiceSchema),
    errors: [403],
  }),
  actAs: defineOperation({
    ...routes.actAs,
    summary: 'Act as a supplier (staff only): answers a token for that supplier',
    tag,
    body: staffSupplierSchema,
    response: tokenResponseSchema,
    errors: [400, 403, 404],
  }),
  createHandOffCode: defineOperation({
    ...routes.createHandOffCode,
    summary:
      "Make a single-use code that opens the portal as a supplier (staff only): the admin portal's hand-off",
    description:
      'The code works once, within 60 seconds, at POST /auth/hand-off (the portal opens `/login?code=…`). `referrer` must be on an allowed admin portal origin (ADMIN_PORTAL_ORIGINS).',
    tag,
    body: handOffCreateBodySchema,
    response: handOffCodeSchema,
    errors: [400, 403, 404],
  }),
  exchangeHandOffCode: defineOperation({
    ...routes.exchangeHandOffCode,
    summary: "Exchange a hand-off code for the staff member's session as that supplier",
    description:
      'Once per code, within 60 seconds of its making; a used, expired or unknown code answers 400 (code `invalid_hand_off`). Rate-limited per address like sign-in.',
    tag,
    public: true,
    body: handOffExchangeBodySchema,
    response: handOffSessionSchema,
    errors: [400, 429],
    codes: { 400: [ERROR_CODES.invalidHandOff] },
  }),
};
