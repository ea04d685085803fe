import { defineOperation } from '../contract.ts';
import { emailLogPageSchema, emailLogQuerySchema } from './email-log.ts';
import { notificationPreferencesBodySchema, notificationPreferencesSchema } from './notifications.schemas.ts';
import * as routes from './notifications.operations.ts';

/** Settings → Notifications and the staff's e-mail log. */
export const notificationsContract = {
  getNotificationPreferences: defineOperation({
    ...routes.getNotificationPreferences,
    summary: 'Which notification e-mails the supplier gets, and when the daily summary goes',
    description:
      'The defaults (every kind on, the daily summary off at 07:00) until the supplier saves its own.',
    tag: 'Notifications',
    response: notificationPreferencesSchema.meta({ id: 'NotificationPreferences' }),
    errors: [],
  }),
  putNotificationPreferences: defineOperation({
    ...routes.putNotificationPreferences,
    summary: 'Turn each notification e-mail on or off and set the daily summary time',
    description:
      "Every switch and the time, whole. The time is HH:mm on the half hour, in the supplier's time zone (its state's).",
    tag: 'Notifications',
    body: notificationPreferencesBodySchema,
    response: notificationPreferencesSchema,
    errors: [400],
  }),
  listNotificationEmails: defineOperation({
    ...routes.listNotificationEmails,
    summary: 'The e-mails sent for the supplier: what, to whom, when, delivered or failed (staff only)',
    description:
      'Every e-mail the portal sent for the supplier, whatever its notification switches: the notifications and ' +
      "a raised credit note's e-mails (to the venue and to the order recipients). Newest first; `kind` keeps one " +
      'kind. Staff see the log of the supplier they act as; a supplier gets 403.',
    tag: 'Notifications',
    query: emailLogQuerySchema,
    response: emailLogPageSchema,
    errors: [400, 403],
  }),
  streamSupplierEvents: defineOperation({
    ...routes.streamSupplierEvents,
    summary: "The supplier's order events as they happen (Server-Sent Events)",
    description:
      'A `text/event-stream` that stays open: `order.created`, `order.updated` (processed, cancelled, changed by ' +
      'the venue) and `credit-note.created`, each with an `id:` and a JSON `data:` (`{ orderId, update?, ' +
      'creditNoteId? }`), only of the signed-in supplier (staff: the supplier they act as). Authenticated by the ' +
      '`Authorization` header like every call (read it with fetch, not EventSource). Send the last id seen as ' +
      '`Last-Event-ID` on reconnect to get what was missed (kept for at least 60 minutes and the last 1,000 ' +
      'events). A comment line every 15 s keeps proxies from closing it; the stream ends when the session does.',
    tag: 'Notifications',
    response: {
      media: 'text/event-stream',
      description:
        'Server-Sent Events: `id:`, `event:` (order.created, order.updated, credit-note.created), `data:` (JSON)',
    },
    errors: [403],
  }),
};
