/*
 * Moving an open tab onto a new release, without ever looping:
 * - the API answers every request with its version (`fb-api-version`); a version other than this build's,
 *   seen on NEW_BUILD_STREAK answers in a row, means a release has happened. During a rolling restart old
 *   and new processes answer in turn and break the streak, so nothing happens until the release is done;
 * - a page whose code is gone (a chunk answering 404 after a release) is another sign (lib/resilient-lazy.ts);
 * - the tab then loads the new build at the next navigation inside the portal (a safe moment: the page being
 *   left, and whatever was typed on it, is being left anyway), never while a form is open on screen;
 * - at most once per version per tab: the versions this tab has run or reloaded for are kept in
 *   sessionStorage, and a reload towards one of them is never made again, so two versions answering
 *   alternately can never make the tab reload back and forth.
 */

/** Answers in a row with the same other version before it counts as released. */
export const NEW_BUILD_STREAK = 3;
const SEEN_KEY = 'portal.versions';
/** The key of the release a page load was caused by (a missing chunk, unknown version): once per tab. */
const UNKNOWN = '?';

const session = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      /* a tab without storage reloads at most once per page load */
    }
  },
};

const seenVersions = (): string[] => (session.get(SEEN_KEY) ?? '').split('\n').filter(Boolean);

function remember(version: string) {
  const seen = seenVersions();
  if (!seen.includes(version)) session.set(SEEN_KEY, [...seen, version].join('\n'));
}

/** This build's version (component tests run without one). */
const own = () => (typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev');
remember(own());

let candidate = '';
let streak = 0;
let pending: string | null = null;

/** Called with every API answer's `fb-api-version`. */
export function observeVersion(version: string | null): void {
  if (!version || import.meta.env.DEV) return;
  if (version === own()) {
    streak = 0;
    return;
  }
  streak = version === candidate ? streak + 1 : 1;
  candidate = version;
  if (streak >= NEW_BUILD_STREAK && !seenVersions().includes(version)) pending = version;
}

/** How long the server has to answer before a failed chunk is put down to the network. */
export const SERVER_PROBE_MS = 5000;

/**
 * Whether the server answers at all. `navigator.onLine` is true on a network that carries nothing (a van's
 * bar of signal, a captive portal), and a reload there would leave the browser's own error page.
 */
async function serverAnswers(): Promise<boolean> {
  try {
    await fetch('/api/', { cache: 'no-store', signal: AbortSignal.timeout(SERVER_PROBE_MS) });
    return true;
  } catch {
    return false;
  }
}

/**
 * A chunk of this build could not be loaded: after a release the server may no longer have it. Only when the
 * server answers (a chunk failing on a dead network is not gone) does that make a reload into the new build
 * pending; it resolves to whether one is allowed (once per build per tab).
 */
export async function chunkGone(): Promise<boolean> {
  if (!navigator.onLine || !(await serverAnswers())) return false;
  const key = `${UNKNOWN}${own()}`;
  if (seenVersions().includes(key)) return false;
  pending = key;
  return true;
}

/** Whether a new build waits for the next navigation. */
export const newBuildPending = (): boolean => pending !== null;

/**
 * Loads `href` as a new page, into the new build, if one is pending and not yet tried from this tab.
 * Returns whether it did.
 */
export function loadNewBuild(href: string): boolean {
  if (pending === null) return false;
  remember(pending);
  pending = null;
  window.location.assign(href);
  return true;
}
