import {
  holds,
  isRole,
  accessOfOperation,
  productChangeAllowed,
  type AccessHolder,
  type OperationId,
  type Permission,
  type TokenClaims,
} from '@portal/domain';
import { useContext } from 'react';
import { SessionContext } from './session.ts';

/** The caller as far as access goes: the token's role; a token from before roles is the supplier's owner. */
export function accessHolderOf(claims: TokenClaims | null): AccessHolder {
  const staff = claims?.staff === true;
  const role = isRole(claims?.role) ? claims.role : staff || !claims ? null : 'owner';
  return { role, staff };
}

/** Whether the holder may call the operation: its contract's `access`, from its zod-free route. */
export const mayCall = (operation: OperationId, who: AccessHolder) =>
  holds(accessOfOperation(operation), who);

/**
 * What the signed-in person's role allows, from the same declarations the API enforces: a
 * control is shown when the person may call the operation it calls (each operation's `access` in its
 * contract). The portal hides what a role cannot do rather than showing buttons that answer 403.
 */
export function useCan(): (operation: OperationId) => boolean {
  const who = useAccessHolder();
  return (operation) => mayCall(operation, who);
}

/** The owner's access: a page rendered on its own, without the session provider (a component test). */
const OWNER: AccessHolder = { role: 'owner', staff: false };

export function useAccessHolder(): AccessHolder {
  const session = useContext(SessionContext);
  return session ? accessHolderOf(session.claims) : OWNER;
}

/** A rule finer than an operation (bank details): whether the person holds the permission. */
export function useHolds(): (permission: Permission) => boolean {
  const who = useAccessHolder();
  return (permission) => holds(permission, who);
}

/** Whether the person may send this product change (the warehouse: only the stock switch). */
export function useCanChangeProduct(): (change: object) => boolean {
  const who = useAccessHolder();
  return (change) => mayCall('updateProduct', who) && productChangeAllowed(who.role, change);
}
