import type { AppContext } from '../lib/context.ts';
import type { JobHandler } from '../lib/jobs.ts';
import { documentsEmailHandler } from './documents/documents.service.ts';
import { NOTIFICATION_JOB, notificationEmailHandler } from './notifications/notifications.service.ts';

/** Every background job type and its handler. Each area adds one line. */
export const jobHandlers = (ctx: AppContext): Record<string, JobHandler> => ({
  'documents.email': documentsEmailHandler(ctx),
  [NOTIFICATION_JOB]: notificationEmailHandler(ctx),
});
