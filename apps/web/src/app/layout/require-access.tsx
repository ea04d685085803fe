import { Outlet } from 'react-router';
import type { OperationId } from '@portal/domain';
import { NotAllowed } from '../../components/not-allowed.tsx';
import { useAccessHolder, mayCall } from '../../lib/access.ts';

/** A page for those who may call its operation; anyone else sees the "not allowed" panel (issue 36). */
export function RequireAccess({ operation }: { operation: OperationId }) {
  const who = useAccessHolder();
  return mayCall(operation, who) ? <Outlet /> : <NotAllowed role={who.role} />;
}
