import { Outlet, useMatches } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { OperationId } from '@portal/domain';
import { meQueryOptions } from '../../api/auth.ts';
import { NotAllowed } from '../../components/not-allowed.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useAccessHolder, mayCall } from '../../lib/access.ts';
import { useRoleRefreshing } from '../session/role-refresh.ts';
import type { PageHandle } from '../document-title.tsx';

/**
 * Whether the session's role is known: a stored token's role may be out of date until the session's first
 * answer (the supplier's details, which every signed-in page asks for) has come, and, when that answer said
 * the role changed, until the new token has. Offline (the question paused) the token's role stands.
 */
function useRoleKnown(asked: boolean): boolean {
  const session = useQuery({ ...meQueryOptions(), enabled: asked });
  const refreshing = useRoleRefreshing();
  return !(session.isPending && session.fetchStatus === 'fetching') && !refreshing;
}

/**
 * A page for those who may call its operation; anyone else sees the "not allowed" panel, once the role is
 * known: a cold load shows the page's loading state until then, never the panel it may not need.
 */
export function RequireAccess({ operation }: { operation: OperationId | undefined }) {
  const who = useAccessHolder();
  const allowed = !operation || mayCall(operation, who);
  const known = useRoleKnown(!allowed);
  if (allowed) return <Outlet />;
  return known ? <NotAllowed role={who.role} operation={operation} /> : <PageLoading />;
}

const operationOf = (handle: unknown) => (handle as Partial<PageHandle> | undefined)?.operation;

/** The layout's page: guarded by the operation its manifest entry names (app/page-manifest.ts). */
export function PageAccessOutlet() {
  const page = useMatches().findLast((match) => operationOf(match.handle));
  return <RequireAccess operation={operationOf(page?.handle)} />;
}
