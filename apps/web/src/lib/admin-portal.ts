import { ADMIN_PORTALS } from '@portal/domain';

/**
 * Where 'Return to Admin' goes: the referrer of the admin portal's hand-off (the API accepted it only
 * from an allowed admin portal origin), else the admin portal for this host (local host → a
 * local admin portal, a test host → the test portal, any other → production).
 */
export function adminPortalUrl(hostname: string, referrer: string | null): string {
  if (referrer && /^https?:\/\//.test(referrer)) return referrer;
  if (hostname === 'localhost' || hostname === '127.0.0.1') return ADMIN_PORTALS.local;
  if (/(^|[.-])test([.-]|$)/.test(hostname)) return ADMIN_PORTALS.test;
  return ADMIN_PORTALS.production;
}
