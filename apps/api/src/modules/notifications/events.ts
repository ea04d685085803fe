import type { NotificationKind, OrderChanges, VenueDetailsSnapshot } from '@portal/domain';

/** What happened, as much as the e-mail needs to find the rest; kept with the log row. */
export type NotificationEvent =
  | { kind: 'new_order' | 'top_up_order' | 'order_cancelled'; orderId: number }
  /** `changes`: what the venue changed, taken when it was saved (absent on e-mails queued before it was recorded). */
  | { kind: 'order_changed'; orderId: number; version: number; changes?: OrderChanges }
  | { kind: 'new_review'; reviewId: number }
  /** `before`/`after`: the details either side of the change (absent on e-mails queued before it was recorded). */
  | {
      kind: 'details_updated';
      venueId: number;
      changedAt: string;
      before?: VenueDetailsSnapshot;
      after?: VenueDetailsSnapshot;
      /** The supplier's orders not yet delivered that took the new details (absent on older e-mails). */
      orderIds?: number[];
    }
  /** `day` is the delivery day summarised (tomorrow in the supplier's time zone). */
  | { kind: 'daily_summary'; day: string };

/** Who receives a kind: the order recipients, the reviews recipients or the updated-details recipients. */
export type RecipientGroup = 'orders' | 'reviews' | 'updated_details';

export const RECIPIENT_GROUP: Record<NotificationKind, RecipientGroup> = {
  new_order: 'orders',
  order_changed: 'orders',
  order_cancelled: 'orders',
  top_up_order: 'orders',
  daily_summary: 'orders',
  new_review: 'reviews',
  details_updated: 'updated_details',
};

/**
 * The once-only key: the event and the recipient group. The same event reported twice (a retried
 * transaction, a second process) finds the key taken and queues nothing.
 */
export function eventKey(event: NotificationEvent): string {
  const group = RECIPIENT_GROUP[event.kind];
  switch (event.kind) {
    case 'order_changed':
      return `${event.kind}:order-${event.orderId}:v${event.version}:${group}`;
    case 'new_order':
    case 'top_up_order':
    case 'order_cancelled':
      return `${event.kind}:order-${event.orderId}:${group}`;
    case 'new_review':
      return `${event.kind}:review-${event.reviewId}:${group}`;
    case 'details_updated':
      return `${event.kind}:venue-${event.venueId}:${event.changedAt}:${group}`;
    case 'daily_summary':
      return `${event.kind}:${event.day}:${group}`;
  }
}
