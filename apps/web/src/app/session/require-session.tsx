import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AUTH_MESSAGES } from '@portal/domain';
import { notifyWarning } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from './session-context.ts';

/** Guards every signed-in route: without a session, to /login carrying where the visitor wanted to go. */
export function RequireSession() {
  const { token, needsSupplier } = useSession();
  const location = useLocation();
  const warned = useRef(false);
  const signedOutOnPurpose = location.pathname === paths.logout;

  useEffect(() => {
    if (!token && !warned.current && !signedOutOnPurpose) {
      warned.current = true;
      notifyWarning(AUTH_MESSAGES.pleaseLogIn, 4000);
    }
  }, [token, signedOutOnPurpose]);

  if (!token) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.login}?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  if (needsSupplier) return <Navigate to={paths.staffSelectSupplier} replace />;
  return <Outlet />;
}

/** Only a remembered in-app path is followed after sign-in, never another site. */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith(paths.login))
    return paths.dashboard;
  return value;
}
