import { z } from 'zod';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from './notifications.schemas.ts';

/**
 * Every e-mail the portal sends for a supplier, as its staff's e-mail log names it: the notification kinds
 * (each behind its switch in Settings) and the e-mails that go whatever the switches say (a raised credit
 * note's, to the venue and to the supplier's order recipients). The log's type filter offers these.
 */
export const EMAIL_KINDS = [...NOTIFICATION_KINDS, 'credit_note_venue', 'credit_note_supplier'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** What each kind is called in the staff's e-mail log (the notification kinds as Settings calls them). */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  ...NOTIFICATION_KIND_LABELS,
  credit_note_venue: 'Credit note to the venue',
  credit_note_supplier: 'Credit note to the order recipients',
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
  kind: z.enum(EMAIL_KINDS),
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
  /** Only the e-mails of this kind. */
  kind: z.enum(EMAIL_KINDS).optional(),
});
export const emailLogPageSchema = z.object({ data: z.array(emailLogEntrySchema), total: z.number() });
export type EmailLogPage = z.infer<typeof emailLogPageSchema>;
