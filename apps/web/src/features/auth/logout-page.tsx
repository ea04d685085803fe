import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';

/** Clears the session and goes to /login. */
export function LogoutPage() {
  const { token, signOut } = useSession();
  useEffect(() => {
    if (token) signOut();
  }, [token, signOut]);
  return token ? null : <Navigate to={paths.login} replace />;
}
