import { z } from 'zod';

/**
 * The e-mails the settings promise. Each kind has its own switch in Settings → Notifications;
 * the daily summary is off by default and goes out at a time the supplier sets, in its own time zone.
 */
export const NOTIFICATION_KINDS = [
  'new_order',
  'order_changed',
  'order_cancelled',
  'top_up_order',
  'new_review',
  'details_updated',
  'daily_summary',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Which preference switches each kind. */
export const NOTIFICATION_PREFERENCE_OF = {
  new_order: 'newOrder',
  order_changed: 'orderChanged',
  order_cancelled: 'orderCancelled',
  top_up_order: 'topUpOrder',
  new_review: 'newReview',
  details_updated: 'detailsUpdated',
  daily_summary: 'dailySummary',
} as const satisfies Record<NotificationKind, string>;

/** What each kind is called in Settings (and in the staff's e-mail log, `EMAIL_KIND_LABELS`). */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  new_order: 'New order',
  order_changed: 'Order changed by the venue',
  order_cancelled: 'Order cancelled by the venue',
  top_up_order: 'Top-up order',
  new_review: 'New review',
  details_updated: "A venue's delivery details updated",
  daily_summary: 'Daily summary',
};

/** Who receives each kind (the contacts of Settings). */
export const NOTIFICATION_RECIPIENTS_LABELS: Record<NotificationKind, string> = {
  new_order: 'Primary and additional order recipients',
  order_changed: 'Primary and additional order recipients',
  order_cancelled: 'Primary and additional order recipients',
  top_up_order: 'Primary and additional order recipients',
  new_review: 'Reviews recipients',
  details_updated: 'Updated details recipients',
  daily_summary: 'Primary and additional order recipients',
};

export const NOTIFICATION_MESSAGES = {
  timeInvalid: 'Please select a valid time',
  saved: 'Successfully updated notifications',
  saveFailed: 'Unable to update notifications',
  loadFailed: 'We were unable to load your notification settings.',
  logLoadFailed: 'We were unable to load the e-mail log.',
} as const;

/** The summary times offered: every half hour, HH:mm. */
export const SUMMARY_TIMES: readonly string[] = Array.from({ length: 48 }, (_, i) => {
  const h = String(Math.floor(i / 2)).padStart(2, '0');
  return `${h}:${i % 2 ? '30' : '00'}`;
});
export const DEFAULT_SUMMARY_TIME = '07:00';

const summaryTime = z.string().refine((v) => SUMMARY_TIMES.includes(v), NOTIFICATION_MESSAGES.timeInvalid);

/** A kind's switch, described by what Settings calls the kind and who receives it. */
const emailSwitch = (kind: NotificationKind) =>
  z
    .boolean()
    .describe(
      `Whether the '${NOTIFICATION_KIND_LABELS[kind]}' e-mail is sent (to: ${NOTIFICATION_RECIPIENTS_LABELS[kind].toLowerCase()})`,
    );

/** GET and PUT /api/suppliers/notifications: the answer, and the body (every switch, whole). */
export const notificationPreferencesSchema = z.object({
  newOrder: emailSwitch('new_order'),
  orderChanged: emailSwitch('order_changed'),
  orderCancelled: emailSwitch('order_cancelled'),
  topUpOrder: emailSwitch('top_up_order'),
  newReview: emailSwitch('new_review'),
  detailsUpdated: emailSwitch('details_updated'),
  dailySummary: emailSwitch('daily_summary'),
  dailySummaryTime: summaryTime.describe(
    "When the daily summary goes out: HH:mm on the hour or half hour, in the supplier's time zone (its state's)",
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesBodySchema = notificationPreferencesSchema.strict();

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  newOrder: true,
  orderChanged: true,
  orderCancelled: true,
  topUpOrder: true,
  newReview: true,
  detailsUpdated: true,
  dailySummary: false,
  dailySummaryTime: DEFAULT_SUMMARY_TIME,
};
