import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { authContract } from '@portal/domain';
import { operationOf } from '@portal/domain/operation-routes';
import { refreshSession } from '@portal/domain/auth/auth.operations';
import { callOperation, onApiEvent } from '../../lib/api-client.ts';

/** From the zod-free route: the session's code loads no schemas. */
const refresh = operationOf<typeof authContract.refreshSession>(refreshSession);

const refreshedListeners = new Set<() => void>();

/** Called once the session holds a changed role (the query cache asks again: app/query-layer.tsx). */
export function onRoleRefreshed(listener: () => void): () => void {
  refreshedListeners.add(listener);
  return () => refreshedListeners.delete(listener);
}

let refreshing = false;
const refreshingListeners = new Set<() => void>();
function setRefreshing(value: boolean) {
  refreshing = value;
  refreshingListeners.forEach((listener) => listener());
}
const subscribeRefreshing = (listener: () => void) => {
  refreshingListeners.add(listener);
  return () => {
    refreshingListeners.delete(listener);
  };
};

/** Whether a token with the person's changed role is on its way (the page guard waits for it). */
export function useRoleRefreshing(): boolean {
  return useSyncExternalStore(subscribeRefreshing, () => refreshing);
}

/**
 * The portal learns a change of the person's role at once: any answer (a 403 as well) that says the role
 * changed fetches the session's token anew, with the current role, one fetch at a time. The navigation, the
 * controls and the page guard follow the new token; nothing shows an error for it.
 */
export function useRoleRefresh(signedIn: boolean, signIn: (token: string) => void) {
  const inFlight = useRef(false);
  useEffect(() => {
    if (!signedIn) return;
    return onApiEvent('role-changed', () => {
      if (inFlight.current) return;
      inFlight.current = true;
      setRefreshing(true);
      callOperation(refresh)
        .then(({ access_token }) => {
          signIn(access_token);
          refreshedListeners.forEach((listener) => listener());
        })
        // Offline or signed out meanwhile: the next answer says it again.
        .catch(() => undefined)
        .finally(() => {
          inFlight.current = false;
          setRefreshing(false);
        });
    });
  }, [signedIn, signIn]);
}
