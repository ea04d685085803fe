import { z } from 'zod';

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Please check your email and password and try again',
  loginFailedTitle: 'We were unable to log you in!',
  noResponse: 'No response!',
  sessionExpired: 'Your session has expired, please log in again',
  sessionRestored: 'Session restored',
  pleaseLogIn: 'Please log in to view that page',
  offline: 'You are currently offline',
  online: 'Connected',
} as const;

export const loginBodySchema = z.object({
  username: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(254),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(1024),
  role: z.literal('supplier').default('supplier'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The sign-in form: what a person types. */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.emailRequired),
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
  /** The staff user's own id when staff act as a supplier. */
  actor?: number;
};

export const staffSupplierSchema = z.object({ supplierId: z.coerce.number().int().positive() });

/** Staff sessions are short; supplier sessions last a working week. */
export const SUPPLIER_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
export const STAFF_TOKEN_TTL_SECONDS = 4 * 3600;
