import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AUTH_MESSAGES } from '@portal/domain';
import { notifyWarning } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';

/** Guards every signed-in route: without a session, to /login carrying where the visitor wanted to go. */
export function RequireSession() {
  const { token, needsSupplier } = useSession();
  const location = useLocation();
  const warned = useRef(false);
  const signedOutOnPurpose = location.pathname === paths.logout;

  useEffect(() => {
    if (!token && !warned.current && !signedOutOnPurpose) {
      warned.current = true;
      // After 'Your session has expired…' (a 401, the expiry timer) this adds nothing: kept silent.
      notifyWarning(AUTH_MESSAGES.pleaseLogIn, 4000, { topic: 'session', keep: true });
    }
  }, [token, signedOutOnPurpose]);

  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  if (!token) return <Navigate to={`${paths.login}?redirect=${redirect}`} replace />;
  // The page asked for survives the supplier chooser.
  if (needsSupplier) return <Navigate to={`${paths.staffSelectSupplier}?redirect=${redirect}`} replace />;
  return <Outlet />;
}
