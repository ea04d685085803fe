import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { storage } from '../../../lib/storage.ts';
import { useSession } from '../../../lib/session.ts';
import { retryableLazy } from '../../../lib/retryable-lazy.tsx';
import { useFeedbackStatus } from '../../../api/platform.ts';

// The card (its form, schema and fields) loads only when the survey is shown: this part, which waits and
// asks the server, loads with every signed-in page once it has drawn (a phone's blocking time).
// Quiet when its code cannot load (offline): it loads when the network returns.
const FeedbackCard = retryableLazy(async () => (await import('./feedback-card.tsx')).FeedbackCard, {
  quiet: true,
});

/** How long a supplier works in the portal before being asked (spec: "after a short delay"). */
export const FEEDBACK_DELAY_MS = 30_000;

/** The survey is offered at most once a week in a browser, whatever the server says is due. */
export const FEEDBACK_ASK_EVERY_MS = 7 * 24 * 3600 * 1000;
export const feedbackAskedKey = (supplierId: number) => `portal.feedbackAskedAt.${supplierId}`;

function askedRecently(key: string, now = Date.now()): boolean {
  const at = Number(storage.get(key));
  return Number.isFinite(at) && at > 0 && now - at < FEEDBACK_ASK_EVERY_MS;
}

/**
 * Whether the supplier has typed into, ticked or chosen anything on this page (outside `inside`):
 * a form may be half filled, so nothing new should appear. Cleared by going to another page.
 */
function usePageDirty(inside: React.RefObject<HTMLElement | null>): boolean {
  const { pathname } = useLocation();
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    setDirty(false);
    const onEdit = (e: Event) => {
      if (e.target instanceof Node && inside.current?.contains(e.target)) return;
      setDirty(true);
    };
    document.addEventListener('input', onEdit, true);
    document.addEventListener('change', onEdit, true);
    return () => {
      document.removeEventListener('input', onEdit, true);
      document.removeEventListener('change', onEdit, true);
    };
  }, [pathname, inside]);
  return dirty;
}

/**
 * The feedback survey for non-staff suppliers, when the server says one is due: a card in the page's
 * flow, after its content, so it never covers a control (it used to float over Save buttons and
 * table actions). It waits a short delay, never appears while a form on the page is being filled,
 * and is offered at most once a week: being shown counts, answered or not.
 */
export function FeedbackSurvey({ delayMs = FEEDBACK_DELAY_MS }: { delayMs?: number }) {
  const { isStaff, token, claims } = useSession();
  const askedKey = feedbackAskedKey(claims?.sub ?? 0);
  const eligible = !!token && !isStaff;
  const card = useRef<HTMLElement | null>(null);
  const dirty = usePageDirty(card);
  const [waited, setWaited] = useState(false);
  const [recent] = useState(() => askedRecently(askedKey));
  const [shown, setShown] = useState(false);
  const [closed, setClosed] = useState(false);
  const status = useFeedbackStatus(eligible && waited && !recent);

  useEffect(() => {
    if (!eligible || recent) return;
    const timer = window.setTimeout(() => setWaited(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [eligible, recent, delayMs]);

  // Once shown it stays until answered or closed (a later edit on the page does not hide it).
  const show = eligible && !recent && waited && !closed && !!status.data?.due && (shown || !dirty);
  const onShown = useCallback(() => {
    setShown(true);
    storage.set(askedKey, String(Date.now()));
  }, [askedKey]);
  const onClosed = useCallback(() => setClosed(true), []);

  return show ? <FeedbackCard cardRef={card} onShown={onShown} onClosed={onClosed} /> : null;
}
