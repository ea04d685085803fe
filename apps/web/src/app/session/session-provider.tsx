import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AUTH_MESSAGES } from '@portal/domain';
import { onApiEvent, setTokenSource } from '../../lib/api-client.ts';
import { notify, notifyError, notifySuccess, notifyWarning } from '../../lib/notify.ts';
import { pageSettled } from '../../lib/page-settled.ts';
import { setDisplayState } from '../../lib/display-zone.ts';
import { storage, STORAGE_KEYS } from '../../lib/storage.ts';
import { isExpired, msUntilExpiry, readToken } from '../../lib/token.ts';
import { SessionContext, type Session } from '../../lib/session.ts';
import { useStaffAutoSignOut } from './staff-auto-sign-out.ts';
import { useRoleRefresh } from './role-refresh.ts';

export const SESSION_WARNING_MS = 15_000;
const TEN_DAYS_MS = 10 * 24 * 3600 * 1000;
const SESSION_NOTICE_MS = 6000;
/** 'Session restored' follows every full load: briefly, as it only confirms (it covered buttons). */
const RESTORED_NOTICE_MS = 3000;
/** Session notices replace each other: one message at a time about the session. */
const SESSION_TOPIC = { topic: 'session' } as const;

/** A stored token comes back only if it is a JWT signed with HS256 and still valid. */
function restoreToken(): string | null {
  const token = storage.get(STORAGE_KEYS.token);
  const claims = readToken(token);
  if (!token || !claims || isExpired(claims)) {
    storage.remove(STORAGE_KEYS.token);
    return null;
  }
  return token;
}

// Until the provider's first render wires its own: the stored session, for the landing page's loader,
// which asks for the page's first data before that render (api/landing-data.ts).
setTokenSource(() => storage.get(STORAGE_KEYS.token));

let restoredOnce = false;

const endListeners = new Set<() => void>();
/** Called when the session ends (the query cache empties itself: app/query-layer.tsx). */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(restoreToken);
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const claims = useMemo(() => readToken(token), [token]);

  // (StrictMode's second mount sets it again.)
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Wired during render, not in an effect: children's queries start in their own effects, which run first.
  setTokenSource(() => tokenRef.current);

  useEffect(() => {
    // Once the page has drawn its content: the notice, and notistack's code, are not what a phone should
    // spend its first seconds on (lib/page-settled.ts). Not if the session ended, or the portal was taken
    // down, meanwhile.
    if (token && !restoredOnce)
      void pageSettled().then(() => {
        if (mounted.current && tokenRef.current)
          notify(AUTH_MESSAGES.sessionRestored, 'info', RESTORED_NOTICE_MS, SESSION_TOPIC);
      });
    restoredOnce = true;
    // Only on first mount: a restored session is the one present before any sign-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signOut = useCallback(() => {
    storage.remove(STORAGE_KEYS.token);
    tokenRef.current = null;
    setToken(null);
    endListeners.forEach((listener) => listener());
  }, []);

  const signIn = useCallback((next: string) => {
    storage.set(STORAGE_KEYS.token, next);
    tokenRef.current = next;
    setToken(next);
  }, []);

  useEffect(() => setDisplayState(claims?.state), [claims?.state]);
  useStaffAutoSignOut(claims?.staff === true);
  useRoleRefresh(token !== null, signIn);

  // Warning 15 s before expiry (only for sessions that end within 10 days), sign-out at expiry.
  useEffect(() => {
    if (!claims) return;
    const left = msUntilExpiry(claims);
    const timers: number[] = [];
    if (left < TEN_DAYS_MS) {
      if (left > SESSION_WARNING_MS) {
        timers.push(
          window.setTimeout(
            () =>
              notifyWarning(
                'Your session will expire in 15 seconds. Please save your work.',
                SESSION_NOTICE_MS,
                SESSION_TOPIC,
              ),
            left - SESSION_WARNING_MS,
          ),
        );
      }
      timers.push(
        window.setTimeout(
          () => {
            notifyError(AUTH_MESSAGES.sessionExpired, SESSION_NOTICE_MS, SESSION_TOPIC);
            signOut();
          },
          Math.max(0, left),
        ),
      );
    }
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [claims, signOut]);

  // A 401 or an expired token while signed in ends the session.
  useEffect(() => {
    const expire = () => {
      if (!tokenRef.current) return;
      notifyError(AUTH_MESSAGES.sessionExpired, SESSION_NOTICE_MS, SESSION_TOPIC);
      signOut();
    };
    const offA = onApiEvent('unauthorized', expire);
    const offB = onApiEvent('expired', expire);
    return () => {
      offA();
      offB();
    };
  }, [signOut]);

  useEffect(() => {
    // One notice about the connection: 'You are currently offline' stays as long as the network is down,
    // and 'Connected' replaces it.
    const offline = () => notifyError(AUTH_MESSAGES.offline, null, { topic: 'connection' });
    const online = () => notifySuccess(AUTH_MESSAGES.online, SESSION_NOTICE_MS, { topic: 'connection' });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  const value = useMemo<Session>(
    () => ({
      token,
      claims,
      isStaff: claims?.staff === true,
      needsSupplier: claims?.staff === true && claims.sub === 0,
      signIn,
      signOut,
    }),
    [token, claims, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
