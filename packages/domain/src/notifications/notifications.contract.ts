import { defineOperation } from '../contract.ts';
import {
  emailLogPageSchema,
  emailLogQuerySchema,
  notificationPreferencesBodySchema,
  notificationPreferencesSchema,
} from './notifications.schemas.ts';
import * as routes from './notifications.operations.ts';

/** Settings → Notifications and the staff's e-mail log (issue 24). */
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
    description: 'Newest first. Staff see the log of the supplier they act as; a supplier gets 403.',
    tag: 'Notifications',
    query: emailLogQuerySchema,
    response: emailLogPageSchema,
    errors: [400, 403],
  }),
};
