import type { ReactNode } from 'react';
import type * as Notistack from 'notistack';
import type { SnackbarKey, VariantType } from 'notistack';

/*
 * notistack and its provider load after the first paint (NoticesProvider), or with the first notice if it
 * comes sooner: every notice waits for both, in the order they were asked for. A load that failed (offline)
 * is forgotten, so the next notice, or the network's return, tries again: one offline moment never
 * silences the notices of the rest of the session.
 */
let requestHost: (() => Promise<void>) | null = null;
let hostReady: Promise<void> | null = null;
let notistack: Promise<typeof Notistack> | null = null;

/** Called by NoticesProvider: how to mount the notices' host. Returns the unregistration. */
export function setNoticesHost(request: () => Promise<void>): () => void {
  requestHost = request;
  hostReady = null;
  return () => {
    if (requestHost !== request) return;
    requestHost = null;
    hostReady = null;
  };
}

async function loadNotices() {
  try {
    notistack ??= import('notistack');
    const module = await notistack;
    // Asked for after the module has come: a notice sent while the providers mount (the session's own, from
    // an effect that runs before the NoticesProvider's) still finds its host.
    if (requestHost) {
      hostReady ??= requestHost();
      await hostReady;
    }
    return module;
  } catch (error) {
    notistack = null;
    hostReady = null;
    throw error;
  }
}

/** Loads the notices' code ahead of the first notice; tried again when the network returns if it fails. */
export function preloadNotices(): void {
  loadNotices().catch(() => window.addEventListener('online', preloadNotices, { once: true }));
}

/**
 * A topic groups notices that speak about the same thing. A notice of a topic replaces the one on
 * screen ('Connected' takes the place of 'You are currently offline'), unless it is asked to keep
 * the one there (`keep`: after 'Your session has expired…' the redirect's 'Please log in to view
 * that page' adds nothing and is not shown).
 */
export type NoticeTopic = 'session' | 'connection' | 'sign-in';
export type NoticeOptions = { topic?: NoticeTopic; keep?: boolean };

const onScreen = new Map<NoticeTopic, { key: SnackbarKey; message: ReactNode }>();

/** Where a phone's notices show one at a time (NoticesHost). */
export const ONE_NOTICE_AT_A_TIME = '(max-width:767.95px)';

/*
 * notistack makes room for a new notice by closing the one on screen, even one kept until closed: on a phone
 * a file read offline took the offline notice away. While a kept notice shows alone there, the others wait
 * until it is closed or replaced (the 'Connected' that replaces it shows first).
 */
let kept: SnackbarKey | null = null;
const waiting: Array<() => void> = [];
const showsAlone = () => kept !== null && !!window.matchMedia?.(ONE_NOTICE_AT_A_TIME).matches;
function keptClosed(key: SnackbarKey) {
  if (kept !== key) return;
  kept = null;
  queueMicrotask(() => waiting.splice(0).forEach((show) => show()));
}

/** Takes a topic's notice off the screen: a sign-in error once signed in never stays over the portal. */
export function dismissNotice(topic: NoticeTopic): void {
  const current = onScreen.get(topic);
  if (!current) return;
  onScreen.delete(topic);
  void loadNotices().then(({ closeSnackbar }) => closeSnackbar(current.key), preloadNotices);
}

/**
 * Notices: 4 s unless said otherwise, always closable (the close button is set on the provider). The
 * same text is never shown twice at once, and at most two notices show (see NoticesProvider). `ms: null`
 * keeps the notice until it is closed or replaced by its topic's next one (the offline notice: for as
 * long as the network is down); later notices never push it off the screen.
 */
export function notify(
  message: ReactNode,
  variant: VariantType = 'default',
  ms: number | null = 4000,
  options: NoticeOptions = {},
): void {
  // A notice whose code cannot load (offline before it ever loaded) is dropped; the next one tries again.
  void loadNotices().then(function show(notices: typeof Notistack) {
    const { closeSnackbar, enqueueSnackbar } = notices;
    const { topic, keep } = options;
    const current = topic ? onScreen.get(topic) : undefined;
    if (showsAlone() && current?.key !== kept) {
      waiting.push(() => show(notices));
      return;
    }
    if (topic && current) {
      if (keep || current.message === message) return;
      closeSnackbar(current.key);
      onScreen.delete(topic);
    }
    const key = enqueueSnackbar(message, {
      variant,
      autoHideDuration: ms,
      persist: ms === null,
      // A topic's notice is checked above (the one it replaces may still be leaving the screen).
      preventDuplicate: !topic,
      onClose: () => {
        if (topic && onScreen.get(topic)?.key === key) onScreen.delete(topic);
        keptClosed(key);
      },
    });
    if (topic) onScreen.set(topic, { key, message });
    if (ms === null) kept = key;
  }, preloadNotices);
}
export const notifySuccess = (message: string, ms = 4000, options?: NoticeOptions) =>
  notify(message, 'success', ms, options);
export const notifyError = (message: string, ms: number | null = 4000, options?: NoticeOptions) =>
  notify(message, 'error', ms, options);
export const notifyWarning = (message: string, ms = 4000, options?: NoticeOptions) =>
  notify(message, 'warning', ms, options);
export const notifyInfo = (message: string, ms = 4000, options?: NoticeOptions) =>
  notify(message, 'info', ms, options);
