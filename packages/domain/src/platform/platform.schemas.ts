import { z } from 'zod';
import { listQuerySchema } from '../list-query.ts';
import {
  calendarDay,
  jsonBytes,
  jsonRecord,
  reportText,
  storable,
  text,
  toStorableJson,
  toStorableText,
} from '../primitives/index.ts';
import { PLATFORM_MESSAGES } from './platform.messages.ts';

/** POST /api/client-errors. Lengths match what lib/error-reporter.ts sends (it truncates first). */
export const CLIENT_ERROR_LIMITS = {
  message: 2000,
  stack: 8000,
  path: 2000,
  bodyBytes: 32 * 1024,
  /** A larger context is stored as `{ "truncated": true }` (every stored record is bounded). */
  contextBytes: 2048,
} as const;
export const clientErrorSchema = z.object({
  // A report is kept even when its text was cut inside a character pair: NUL and lone surrogates
  // become U+FFFD instead of refusing it (the reporter truncates with String.slice).
  message: z
    .string()
    .trim()
    .min(1, 'message is required')
    .max(CLIENT_ERROR_LIMITS.message)
    .transform(toStorableText)
    .describe("The error's message"),
  stack: reportText(CLIENT_ERROR_LIMITS.stack).optional().describe("The error's stack trace"),
  path: reportText(CLIENT_ERROR_LIMITS.path).optional().describe('The portal page it happened on'),
  buildVersion: reportText(64).optional().describe("The portal's build version"),
  context: z
    .record(z.string(), z.unknown())
    .transform((v) => {
      const context = toStorableJson(v) as Record<string, unknown>;
      return jsonBytes(context) > CLIENT_ERROR_LIMITS.contextBytes ? { truncated: true } : context;
    })
    .optional()
    .describe(
      `Anything more about it, as a JSON object (one over ${CLIENT_ERROR_LIMITS.contextBytes} bytes is kept as \`{ "truncated": true }\`)`,
    ),
});
export type ClientErrorBody = z.infer<typeof clientErrorSchema>;

/**
 * What one usage event may carry: each string or key of `data` at most 500 characters and
 * `data` at most 4 KB as JSON, so one event is at most about 5 KB stored.
 */
export const EVENT_LIMITS = { location: 500, dataString: 500, dataBytes: 4096 } as const;

/** POST /api/suppliers/events (spec 000 section 7): fire and forget. */
export const supplierEventSchema = z.object({
  objectType: text({ max: 64, required: 'objectType is required' }).describe(
    'What the event is about, e.g. a PDF download or a bulk product upload',
  ),
  action: text({ max: 64, required: 'action is required' }).describe('What was done'),
  location: storable(z.string().max(EVENT_LIMITS.location))
    .optional()
    .describe('Where in the portal it was done'),
  data: jsonRecord({ maxString: EVENT_LIMITS.dataString, maxBytes: EVENT_LIMITS.dataBytes })
    .optional()
    .describe(
      `Anything more, including the screen size: a JSON object of at most ${EVENT_LIMITS.dataBytes} bytes, each string or key at most ${EVENT_LIMITS.dataString} characters`,
    ),
});
export type SupplierEventBody = z.infer<typeof supplierEventSchema>;

/** The feedback survey: a rating of 1 to 5 and an optional comment, or a dismissal ('Not now'). */
export const FEEDBACK_COMMENT_MAX = 1000;
const rating = z
  .number({ message: PLATFORM_MESSAGES.ratingRequired })
  .int(PLATFORM_MESSAGES.ratingRequired)
  .min(1, PLATFORM_MESSAGES.ratingRequired)
  .max(5, PLATFORM_MESSAGES.ratingRequired);
const comment = text({ max: FEEDBACK_COMMENT_MAX, tooLong: PLATFORM_MESSAGES.commentTooLong });

/** One shape (not a union) so each field keeps its own message. */
export const feedbackSchema = z
  .object({
    rating: rating.optional().describe('The rating, 1 to 5; required unless dismissed'),
    comment: comment.optional().describe(`A comment (at most ${FEEDBACK_COMMENT_MAX} characters)`),
    dismissed: z
      .boolean()
      .optional()
      .describe("True when the survey is put off ('Not now'), without a rating"),
  })
  .superRefine((body, issues) => {
    if (!body.dismissed && body.rating === undefined)
      issues.addIssue({ code: 'custom', path: ['rating'], message: PLATFORM_MESSAGES.ratingRequired });
  });
export type FeedbackBody = z.infer<typeof feedbackSchema>;
export const feedbackFormSchema = z.object({ rating, comment });
export type FeedbackForm = z.infer<typeof feedbackFormSchema>;

const day = calendarDay(PLATFORM_MESSAGES.dateInvalid);

/** GET /api/suppliers/audit: the shared list query plus entity and a date range (days in the supplier's zone). */
export const auditQuerySchema = listQuerySchema
  .extend({
    entity: text({ max: 64 }).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: PLATFORM_MESSAGES.dateRange, path: ['to'] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
