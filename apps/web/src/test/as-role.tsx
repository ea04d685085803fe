import type { ReactNode } from 'react';
import type { Role } from '@portal/domain';
import { SessionContext } from '../lib/session.ts';
import { sessionAs } from './render.tsx';

/** A signed-in session of a team member with `role` (or staff) for a component test (issue 36). */
export function AsRole({ role, children }: { role: Role | 'staff'; children: ReactNode }) {
  return <SessionContext.Provider value={sessionAs(role)}>{children}</SessionContext.Provider>;
}
