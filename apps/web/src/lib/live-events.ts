import type { LiveEventData, LiveEventType } from '@portal/domain/notifications/live-events';
import { buildUrl, prepare } from './api-client.ts';

/**
 * The supplier's live events (GET /api/suppliers/events, Server-Sent Events), read with fetch so the
 * token travels in the Authorization header as on every call (EventSource would put it in the URL). A
 * lost stream is opened again after a pause, at once when the browser is back online, naming the last
 * event it had (`Last-Event-ID`), so nothing is missed and nothing is shown twice. While it is not open,
 * the portal's polls stand in for it (`liveEventsOpen`).
 */
export type LiveEventHandler = (type: LiveEventType, data: LiveEventData) => void;

/** The waits before each new try, then the last one again and again. */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 15_000];

let open = false;
const statusListeners = new Set<() => void>();
function setOpen(value: boolean) {
  if (open === value) return;
  open = value;
  for (const listener of statusListeners) listener();
}
/** Whether a stream is open now (polls pause while it is). */
export const liveEventsOpen = (): boolean => open;
/** Calls `listener` when the stream opens or is lost. */
export function onLiveEventsStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** One block of the stream (`id:`, `event:`, `data:` lines) as an event, or null for a comment or `retry:`. */
export function parseEventBlock(block: string): { id: string | null; type: string; data: string } | null {
  let id: string | null = null;
  let type = '';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    const field = line.slice(0, at);
    const value = line.slice(at + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  }
  return type ? { id, type, data: data.join('\n') } : null;
}

async function readEvents(body: ReadableStream<Uint8Array>, onBlock: (block: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replaceAll('\r\n', '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      onBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
    }
  }
}

/** Opens the stream and keeps it open until the returned function is called. */
export function startLiveEvents(onEvent: LiveEventHandler): () => void {
  let stopped = false;
  let lastId: string | null = null;
  let attempt = 0;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onBlock = (block: string) => {
    const event = parseEventBlock(block);
    if (!event) return;
    if (event.id) lastId = event.id;
    try {
      onEvent(event.type as LiveEventType, JSON.parse(event.data) as LiveEventData);
    } catch {
      // an event this version does not know how to read: the next poll or event catches up
    }
  };

  async function connect() {
    if (stopped) return;
    clearTimeout(timer);
    controller = new AbortController();
    let refused = false;
    try {
      const { headers } = prepare({});
      headers.accept = 'text/event-stream';
      if (lastId) headers['last-event-id'] = lastId;
      const res = await fetch(buildUrl('suppliers/events'), {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
      // No session, or a role without the orders: the polls (and their own 401 handling) carry on alone.
      refused = res.status === 401 || res.status === 403;
      // Only an event stream opens: any other answer (a proxy's page, a server without events) is tried again.
      if (res.ok && res.body && res.headers.get('content-type')?.startsWith('text/event-stream')) {
        setOpen(true);
        attempt = 0;
        await readEvents(res.body, onBlock);
      }
    } catch {
      // offline, aborted, or an expired token (prepare refuses it): tried again below
    }
    setOpen(false);
    if (stopped || refused) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => void connect(), delay);
  }

  const onOnline = () => {
    if (!open) void connect();
  };
  window.addEventListener('online', onOnline);
  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    controller?.abort();
    setOpen(false);
  };
}
