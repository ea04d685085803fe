import { Outlet, useMatches } from 'react-router';
import type { OperationId } from '@portal/domain';
import { NotAllowed } from '../../components/not-allowed.tsx';
import { useAccessHolder, mayCall } from '../../lib/access.ts';
import type { PageHandle } from '../document-title.tsx';

/** A page for those who may call its operation; anyone else sees the "not allowed" panel (issue 36). */
export function RequireAccess({ operation }: { operation: OperationId | undefined }) {
  const who = useAccessHolder();
  return !operation || mayCall(operation, who) ? <Outlet /> : <NotAllowed role={who.role} />;
}

const operationOf = (handle: unknown) => (handle as Partial<PageHandle> | undefined)?.operation;

/** The layout's page: guarded by the operation its manifest entry names (app/page-manifest.ts). */
export function PageAccessOutlet() {
  const page = useMatches().findLast((match) => operationOf(match.handle));
  return <RequireAccess operation={operationOf(page?.handle)} />;
}
