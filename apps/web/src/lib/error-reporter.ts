import { sendClientError } from '../api/client-errors.ts';

/** Sends a client error to the API (POST /api/client-errors); never throws, never blocks the page. */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  const err = error instanceof Error ? error : new Error(String(error));
  void sendClientError({
    message: err.message.slice(0, 2000),
    stack: err.stack?.slice(0, 8000),
    path: window.location.pathname + window.location.search,
    buildVersion: __APP_VERSION__,
    context,
  }).catch(() => undefined);
}
