/**
 * Where 'Return to Admin' goes: the referrer given at hand-off, else the admin portal for this host
 * (local host → a local admin portal, a test host → the test portal, any other → production).
 */
export const ADMIN_PORTALS = {
  local: 'http://localhost:3002',
  test: 'https://admin.test.marketplace.example',
  production: 'https://admin.marketplace.example',
} as const;

export function adminPortalUrl(hostname: string, referrer: string | null): string {
  if (referrer && /^https?:\/\//.test(referrer)) return referrer;
  if (hostname === 'localhost' || hostname === '127.0.0.1') return ADMIN_PORTALS.local;
  if (/(^|[.-])test([.-]|$)/.test(hostname)) return ADMIN_PORTALS.test;
  return ADMIN_PORTALS.production;
}
