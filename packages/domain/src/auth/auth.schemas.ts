import { z } from 'zod';
import { id, storable, text, TEXT_LIMITS } from '../primitives/index.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';

export const loginBodySchema = z.object({
  username: text({ max: TEXT_LIMITS.email, required: AUTH_MESSAGES.emailRequired }).describe(
    "The person's e-mail address (the sign-in form's Email)",
  ),
  // Hashed with argon2, never stored or searched: any character may be part of a password.
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(TEXT_LIMITS.password)
    .describe('The password'),
  role: z
    .literal('supplier')
    .default('supplier')
    .describe('Always `supplier` (the portal signs in as a supplier)'),
  otp: z
    .string()
    .trim()
    .max(32)
    .optional()
    .describe('The current code of the second factor (or a recovery code), once one is on'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The sign-in form: what a person types. */
export const loginFormSchema = z.object({
  email: storable(z.string().trim().min(1, AUTH_MESSAGES.emailRequired).max(TEXT_LIMITS.email)),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export type TokenClaims = {
  sub: number;
  state: string;
  staff: boolean;
  username: string;
  supplierName: string;
  exp: number;
  iat: number;
  /** The signed-in user's id (the staff member's own id when staff act as a supplier). */
  actor?: number;
  /**
   * When the token was issued, in milliseconds: `iat` is whole seconds, too coarse to tell a token
   * issued just before a password change from the fresh one handed back by it. Older tokens lack it.
   */
  iatMs?: number;
  /** The person's role in the supplier's team when the token was issued (informative: the API reads the current one). */
  role?: string;
};

export const staffSupplierSchema = z.object({ supplierId: id().describe('The supplier staff act as') });

/** Staff sessions are short; supplier sessions last a working week. */
export const SUPPLIER_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
export const STAFF_TOKEN_TTL_SECONDS = 4 * 3600;
