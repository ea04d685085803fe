/**
 * The sign-in and session messages, apart from the schemas in auth/auth.ts: the portal's first paint reads
 * them without loading zod (its bundle budget).
 */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Please check your email and password and try again',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  loginFailedTitle: 'We were unable to log you in!',
  noResponse: 'No response!',
  sessionExpired: 'Your session has expired, please log in again',
  sessionRestored: 'Session restored',
  pleaseLogIn: 'Please log in to view that page',
  offline: 'You are currently offline',
  /** Under 'You are currently offline' where a page or a menu could not load: it comes by itself. */
  loadsWhenOnline: 'This will load by itself when the connection is back.',
  online: 'Connected',
} as const;
