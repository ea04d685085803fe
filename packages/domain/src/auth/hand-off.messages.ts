// Without zod: the sign-in page reads these on its first paint (its bundle budget).

/**
 * The admin portal hands a staff member over to this portal with a code, never a token in the
 * address. The code is single-use and lives HAND_OFF_CODE_TTL_SECONDS; the referrer ('Return to Admin')
 * must be one of the configured admin portal origins (ADMIN_PORTAL_ORIGINS, default ADMIN_PORTALS).
 */
export const HAND_OFF_CODE_TTL_SECONDS = 60;

/**
 * The admin portals 'Return to Admin' falls back to by host (spec 000 §2: local host → local portal, a
 * test host → the test portal, any other → production), and the referrers allowed by default.
 */
export const ADMIN_PORTALS = {
  local: 'http://localhost:3002',
  test: 'https://admin.test.marketplace.example',
  production: 'https://admin.marketplace.example',
} as const;

export const HAND_OFF_MESSAGES = {
  invalidCode: 'This sign-in link has expired or was already used. Please open the portal again from Admin.',
  referrerNotAllowed: 'Must be the address of an admin portal',
} as const;
