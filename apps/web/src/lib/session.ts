import { createContext, useContext } from 'react';
import type { TokenClaims } from '@portal/domain';

export type Session = {
  token: string | null;
  claims: TokenClaims | null;
  isStaff: boolean;
  /** Staff who signed in but have not picked a supplier yet. */
  needsSupplier: boolean;
  signIn: (token: string) => void;
  signOut: () => void;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
