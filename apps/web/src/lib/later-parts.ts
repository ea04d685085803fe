/*
 * The code a page may need after its first paint (a menu, the phone's drawer, a dialog, a table's
 * pagination) is fetched with the page: once it has drawn (lib/page-settled.ts) and the browser is idle,
 * so a phone whose signal goes after the first paint can still open them. A fetch that fails (the
 * network went first) is tried again when the network returns. While any is still on its way the
 * document says so (`<html data-later-parts="loading">`, then "loaded"): the moment from which the page
 * works offline, which the journeys wait for before they cut the network.
 */

/** Once settled, how long the browser may take to find an idle moment at most. */
const IDLE_TIMEOUT_MS = 2000;
let loading = 0;

function show() {
  document.documentElement.dataset.laterParts = loading > 0 ? 'loading' : 'loaded';
}

function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 0);
}

/** Fetches `load`'s code once `settled` resolves and the browser is idle; again on `online` if it fails. */
export function loadWithPage(load: () => Promise<unknown>, settled: () => Promise<void>): void {
  if (typeof document === 'undefined') return;
  loading += 1;
  show();
  const attempt = () => {
    load().then(
      () => {
        loading -= 1;
        show();
      },
      () => window.addEventListener('online', attempt, { once: true }),
    );
  };
  void settled().then(() => whenIdle(attempt));
}
