import { z } from 'zod';

/**
 * Issue 24: the e-mails the settings promise. Each kind has its own switch in Settings → Notifications;
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

/** What each kind is called in Settings and in the staff's e-mail log. */
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

/** GET and PUT /api/suppliers/notifications: the answer, and the body (every switch, whole). */
export const notificationPreferencesSchema = z.object({
  newOrder: z.boolean(),
  orderChanged: z.boolean(),
  orderCancelled: z.boolean(),
  topUpOrder: z.boolean(),
  newReview: z.boolean(),
  detailsUpdated: z.boolean(),
  dailySummary: z.boolean(),
  /** HH:mm in the supplier's time zone (its state's). */
  dailySummaryTime: summaryTime,
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

/**
 * An e-mail's state in the log: queued (waiting for the worker), retrying (the mail server refused
 * or could not be reached; tried again), sent (handed to the mail server), failed (given up, or the
 * outcome is unknown and the operator must check), skipped (nobody to send it to).
 */
export const EMAIL_STATUSES = ['queued', 'retrying', 'sent', 'failed', 'skipped'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** GET /api/suppliers/notifications/log (staff only): one row per e-mail, newest first. */
export const emailLogEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  subject: z.string().nullable(),
  recipients: z.array(z.string()),
  attachment: z.string().nullable(),
  status: z.enum(EMAIL_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type EmailLogEntry = z.infer<typeof emailLogEntrySchema>;

export const EMAIL_LOG_PAGE_SIZE = 25;
export const emailLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(EMAIL_LOG_PAGE_SIZE),
});
export const emailLogPageSchema = z.object({ data: z.array(emailLogEntrySchema), total: z.number() });
export type EmailLogPage = z.infer<typeof emailLogPageSchema>;
