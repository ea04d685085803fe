/*
 * When the page a visitor landed on has drawn its content: the portal's first render has committed and the
 * first queries of its page have answered. Work the page does not need to show itself (the 'Session
 * restored' notice and the code of notistack behind it, the first maintenance check, the feedback survey)
 * waits for it, so a phone spends its first seconds on the page rather than on extras.
 *
 * The first render is marked by app/providers.tsx; the query layer (app/query-layer.tsx), when the page
 * has one, holds the moment until its first queries have answered. It comes at the latest PAGE_SETTLE_MAX_MS
 * after the portal's code has loaded, whatever is still loading.
 */

/** The longest the extras wait for the page. */
export const PAGE_SETTLE_MAX_MS = 4000;
/** Once settled, how long the browser may take to find an idle moment (the rows to be drawn) at most. */
const IDLE_TIMEOUT_MS = 1000;

let holds = 0;
let rendered = false;
let resolveSettled!: () => void;
const settled = new Promise<void>((resolve) => (resolveSettled = resolve));
const fallback = setTimeout(() => resolveSettled(), PAGE_SETTLE_MAX_MS);

function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 0);
}

function settleIfReady() {
  if (!rendered || holds > 0) return;
  clearTimeout(fallback);
  // Idle: the answers' rows have been rendered and drawn (React works in tasks of its own until then).
  whenIdle(() => resolveSettled());
}

/** Resolves once the landing page has drawn its content (or after PAGE_SETTLE_MAX_MS). */
export function pageSettled(): Promise<void> {
  return settled;
}

/** Whether the portal's first render has committed (the landing page is on screen). */
export function hasFirstRender(): boolean {
  return rendered;
}

/** The portal's first render has committed. */
export function markFirstRender(): void {
  rendered = true;
  settleIfReady();
}

/** Holds the moment until the returned release is called (once; later calls do nothing). */
export function holdPageSettled(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    settleIfReady();
  };
}
