/**
 * The live events of a supplier's orders, as the events stream (`GET /api/suppliers/events`, Server-Sent
 * Events) sends them: each `event:` is one of these types, its `data:` one LiveEventData (JSON), its `id:`
 * the event's number, which a reconnect names in `Last-Event-ID` to get what it missed.
 */
export const LIVE_EVENT_TYPES = ['order.created', 'order.updated', 'credit-note.created'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** What changed an order (`order.updated`): processed, cancelled, changed by the venue, or its supplier order ID set. */
export type OrderUpdate = 'processed' | 'cancelled' | 'changed' | 'reference';

export type LiveEventData = {
  orderId: number;
  /** `order.updated` only: what happened to it. */
  update?: OrderUpdate;
  /** `credit-note.created` only. */
  creditNoteId?: number;
};

/** A comment line this often keeps the stream open through proxies' idle timeouts (HAProxy's 30 s). */
export const LIVE_EVENTS_HEARTBEAT_MS = 15_000;
/** How long the server keeps a supplier's events for a reconnect to replay (and at least the last 1,000). */
export const LIVE_EVENTS_KEPT_MINUTES = 60;
export const LIVE_EVENTS_KEPT_LAST = 1_000;
/** What the stream tells a browser to wait before reconnecting (`retry:`). */
export const LIVE_EVENTS_RETRY_MS = 3_000;
