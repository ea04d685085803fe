import type { ReactNode } from 'react';
import type { Role } from '@portal/domain';
import { SessionContext, type Session } from '../lib/session.ts';

/** A signed-in session of a team member with `role` (or staff) for a component test (issue 36). */
export function AsRole({ role, children }: { role: Role | 'staff'; children: ReactNode }) {
  const staff = role === 'staff';
  const session: Session = {
    token: 'test-token',
    claims: {
      sub: 1,
      exp: 4_102_444_800,
      iat: 1_764_000_000,
      state: 'NSW',
      staff,
      username: `${role}@example.com`,
      supplierName: 'Fresh Co',
      ...(staff ? {} : { role }),
    },
    isStaff: staff,
    needsSupplier: false,
    signIn: () => undefined,
    signOut: () => undefined,
  };
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
