import type { Db } from '../db/client.ts';
import type { AppContext } from '../lib/context.ts';
import type { JobHandler, JobLane } from '../lib/jobs.ts';
import { CREDIT_NOTE_EMAIL_JOB, creditNoteEmailHandler } from './credit-notes/credit-note-email.job.ts';
import { DOCUMENTS_EMAIL_JOB, documentsEmailHandler } from './documents/documents.service.ts';
import { NOTIFICATION_JOB, notificationEmailHandler } from './notifications/notifications.service.ts';
import { purgeClientInput } from './platform/retention.ts';

/** Every background job type and its handler. Each area adds one line. */
export const jobHandlers = (ctx: AppContext): Record<string, JobHandler> => ({
  [DOCUMENTS_EMAIL_JOB]: documentsEmailHandler(ctx),
  [NOTIFICATION_JOB]: notificationEmailHandler(ctx),
  [CREDIT_NOTE_EMAIL_JOB]: creditNoteEmailHandler(ctx),
});

/**
 * The worker's lanes: e-mailed document batches (long) in one, everything else (notifications) in
 * the other, so a notification never waits behind any supplier's batch.
 */
export const JOB_LANES: JobLane[] = [
  { name: 'batches', types: { only: [DOCUMENTS_EMAIL_JOB] } },
  { name: 'mail', types: { except: [DOCUMENTS_EMAIL_JOB] } },
];

/**
 * Upkeep the worker runs with its own purge every PURGE_EVERY_MS: the retention of the tables that grow
 * from client input (off the request path, see modules/platform/retention.ts).
 */
export const periodicWork = (db: Db) => () => purgeClientInput(db);
