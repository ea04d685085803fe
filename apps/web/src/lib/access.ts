import { holds, isRole, type Permission } from '@portal/domain';
import { useSession } from './session.ts';

/**
 * Issue 36: what the signed-in person's role allows, from the same permissions the API enforces (each
 * operation's `access` in its contract). The portal hides what a role cannot do rather than showing
 * buttons that answer 403. The role is the token's; a token from before roles is the supplier's owner.
 */
export function useCan(): (permission: Permission) => boolean {
  const { claims } = useSession();
  const staff = claims?.staff === true;
  const role = isRole(claims?.role) ? claims.role : staff ? null : 'owner';
  return (permission) => holds(permission, { role, staff });
}
