import { z } from 'zod';
import { ROLES } from '../accounts/roles.ts';
import { dataOf, defineOperation, pagedOf } from '../contract.ts';
import {
  auditQuerySchema,
  clientErrorSchema,
  feedbackSchema,
  supplierEventSchema,
} from './platform.schemas.ts';
import * as routes from './platform.operations.ts';

/** GET /api — the health check the portal polls (also answered, with maintenance: true, in maintenance). */
export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string().describe('The running build; the portal reloads when it changes'),
  database: z.string().describe('pglite or postgres'),
  maintenance: z.boolean(),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

/** GET /api/health/live and /api/health/ready — for an orchestrator's probes (not for the portal). */
export const probeAnswerSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z
    .record(z.string(), z.boolean())
    .describe('Readiness only: database (answers), migrations (all applied), accepting (not shutting down)'),
});

/** A row of the activity log (staff only). */
export const auditEntrySchema = z
  .object({
    id: z.number(),
    at: z.string().describe('ISO 8601 instant'),
    actorUserId: z.number().nullable().describe('The person who acted (staff: the staff member)'),
    actorEmail: z.string(),
    actorName: z
      .string()
      .nullable()
      .describe("The person's first and last name as they were when they acted, when known"),
    actorRole: z
      .enum([...ROLES, 'staff'])
      .nullable()
      .describe(
        "`staff` for marketplace staff acting as the supplier, else the person's role in the team when they acted",
      ),
    isStaff: z.boolean(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown().describe('The entity before the change (any JSON), or null'),
    after: z.unknown().describe('The entity after the change (any JSON), or null'),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

const created = z.object({ id: z.number() });

/** Health, client error reports, usage events, the feedback survey and the activity log (spec 000 §7, 002 §2, §9). */
export const platformContract = {
  getHealth: defineOperation({
    ...routes.getHealth,
    summary: 'Check that the API and its database answer',
    description:
      'Answers 200 in maintenance too, with `maintenance: true` and the `fb-maintenance: on` header; 503 with the same body (status `unavailable`) when the database does not answer.',
    tag: 'Platform',
    public: true,
    response: healthAnswerSchema,
    errors: [],
  }),
  getLiveness: defineOperation({
    ...routes.getLiveness,
    summary: 'Check that the process runs (liveness probe)',
    description:
      'Always 200 while the process can answer, whatever the database does: restart the process only when this fails.',
    tag: 'Platform',
    public: true,
    response: probeAnswerSchema,
    errors: [],
  }),
  getReadiness: defineOperation({
    ...routes.getReadiness,
    summary: 'Check that the process can take traffic (readiness probe)',
    description:
      '200 when the database answers, every migration is applied and the process is not shutting down; otherwise 503, whose message names the checks that failed. Route traffic away on 503; do not restart.',
    tag: 'Platform',
    public: true,
    response: probeAnswerSchema,
    errors: [503],
  }),
  reportClientError: defineOperation({
    ...routes.reportClientError,
    summary: "Report an error of the portal's page",
    description:
      'No session needed (failures before sign-in are reported too); a token, when sent, names the supplier. Rate-limited per address and per supplier.',
    tag: 'Platform',
    public: true,
    body: clientErrorSchema,
    response: created,
    errors: [400, 413, 429],
  }),
  recordSupplierEvent: defineOperation({
    ...routes.recordSupplierEvent,
    summary: 'Record a usage event (fire and forget)',
    tag: 'Platform',
    body: supplierEventSchema,
    errors: [400, 403, 429],
  }),
  getFeedbackStatus: defineOperation({
    ...routes.getFeedbackStatus,
    summary: 'Say whether the feedback survey is due',
    tag: 'Platform',
    response: z.object({ due: z.boolean() }),
    errors: [403],
  }),
  submitFeedback: defineOperation({
    ...routes.submitFeedback,
    summary: 'Answer or dismiss the feedback survey (suppliers only)',
    tag: 'Platform',
    body: feedbackSchema,
    response: created,
    errors: [400, 403, 429],
  }),
  listAudit: defineOperation({
    ...routes.listAudit,
    summary: "List the supplier's activity log (staff only)",
    tag: 'Platform',
    query: auditQuerySchema,
    response: pagedOf(auditEntrySchema),
    errors: [400, 403],
  }),
  listAuditEntities: defineOperation({
    ...routes.listAuditEntities,
    summary: 'List the kinds of entity the activity log holds (staff only)',
    tag: 'Platform',
    response: dataOf(z.string()),
    errors: [403],
  }),
};
