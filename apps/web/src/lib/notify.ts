import type { ReactNode } from 'react';
import type * as Notistack from 'notistack';
import type { SnackbarKey, VariantType } from 'notistack';

/*
 * notistack loads with the first notice (issue 21: the sign-in page's first paint carries none of it), and
 * its provider mounts then (NoticesProvider): every notice waits for both, in the order they were asked for.
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
  notistack ??= import('notistack');
  const module = await notistack;
  // Asked for after the module has come: a notice sent while the providers mount (the session's own, from
  // an effect that runs before the NoticesProvider's) still finds its host.
  if (requestHost) {
    hostReady ??= requestHost();
    await hostReady;
  }
  return module;
}

/**
 * A topic groups notices that speak about the same thing. A notice of a topic replaces the one on
 * screen ('Connected' takes the place of 'You are currently offline'), unless it is asked to keep
 * the one there (`keep`: after 'Your session has expired…' the redirect's 'Please log in to view
 * that page' adds nothing and is not shown).
 */
export type NoticeTopic = 'session' | 'connection';
export type NoticeOptions = { topic?: NoticeTopic; keep?: boolean };

const onScreen = new Map<NoticeTopic, { key: SnackbarKey; message: ReactNode }>();

/**
 * Notices: 4 s unless said otherwise, always closable (the close button is set on the provider). The
 * same text is never shown twice at once, and at most two notices show (see NoticesProvider).
 */
export function notify(
  message: ReactNode,
  variant: VariantType = 'default',
  ms = 4000,
  options: NoticeOptions = {},
): void {
  void loadNotices().then(({ closeSnackbar, enqueueSnackbar }) => {
    const { topic, keep } = options;
    const current = topic ? onScreen.get(topic) : undefined;
    if (topic && current) {
      if (keep || current.message === message) return;
      closeSnackbar(current.key);
      onScreen.delete(topic);
    }
    const key = enqueueSnackbar(message, {
      variant,
      autoHideDuration: ms,
      // A topic's notice is checked above (the one it replaces may still be leaving the screen).
      preventDuplicate: !topic,
      onClose: () => {
        if (topic && onScreen.get(topic)?.key === key) onScreen.delete(topic);
      },
    });
    if (topic) onScreen.set(topic, { key, message });
  });
}
export const notifySuccess = (message: string, ms = 4000, options?: NoticeOptions) =>
  notify(message, 'success', ms, options);
export const notifyError = (message: string, ms = 4000, options?: NoticeOptions) =>
  notify(message, 'error', ms, options);
export const notifyWarning = (message: string, ms = 4000, options?: NoticeOptions) =>
  notify(message, 'warning', ms, options);
export const notifyInfo = (message: string, ms = 4000, options?: NoticeOptions) =>
  notify(message, 'info', ms, options);
