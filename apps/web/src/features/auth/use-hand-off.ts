import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { HAND_OFF_MESSAGES } from '@portal/domain';
import { exchangeHandOffCode } from '../../api/hand-off.ts';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { storage, STORAGE_KEYS } from '../../lib/storage.ts';

/**
 * The admin portal's hand-off: /login?code=… is exchanged once at the API for a staff
 * session as the code's supplier, and its referrer (checked by the API against the allowed admin
 * portals) becomes 'Return to Admin'. A token in the address (the old `?token=`) is never accepted: a
 * supplier could plant their own session in another person's browser with it. Answers whether a
 * hand-off is under way, so the page waits for it instead of showing the form.
 */
export function useHandOff(code: string | null, redirect: string): boolean {
  const session = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState(Boolean(code));
  // A code works once: a second run of the effect (React's strict mode) must not spend a used one.
  const spent = useRef<string | null>(null);
  useEffect(() => {
    if (!code || spent.current === code) return;
    spent.current = code;
    exchangeHandOffCode({ code }).then(
      ({ access_token, referrer }) => {
        if (referrer) storage.set(STORAGE_KEYS.referrer, referrer);
        else storage.remove(STORAGE_KEYS.referrer);
        session.signIn(access_token);
        void navigate(redirect, { replace: true });
      },
      (error: unknown) => {
        const message = error instanceof ApiError ? error.fieldErrors[0]?.message : undefined;
        notify(message ?? HAND_OFF_MESSAGES.invalidCode, 'error', 6000);
        setPending(false);
        void navigate('/login', { replace: true });
      },
    );
  }, [code, redirect, navigate, session]);
  return pending && Boolean(code);
}
