import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditQuerySchema,
  CLIENT_ERROR_LIMITS,
  clientErrorSchema,
  feedbackSchema,
  supplierEventSchema,
} from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import * as service from './platform.service.ts';

const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actorEmail: z.string(),
  isStaff: z.boolean(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});

export const platformRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Public so failures before sign-in are reported too; a token, when present, names the supplier.
    app.post(
      '/client-errors',
      {
        config: { public: true },
        bodyLimit: CLIENT_ERROR_LIMITS.bodyBytes,
        // Public, so bounded per address and, when a token names one, per supplier.
        preHandler: [app.rateLimited('clientErrorsPerAddress'), app.rateLimited('clientErrorsPerSupplier')],
        schema: {
          tags: ['platform'],
          body: clientErrorSchema,
          response: { 201: z.object({ id: z.number() }) },
        },
      },
      async (request, reply) => {
        const result = await service.reportClientError(
          ctx,
          request.actor,
          request.body,
          { ip: request.ip, userAgent: request.headers['user-agent'], requestId: request.id },
          request.log,
        );
        return reply.status(201).send(result);
      },
    );

    app.post(
      '/suppliers/events',
      {
        schema: { tags: ['platform'], body: supplierEventSchema },
        preHandler: app.rateLimited('eventsPerSupplier'),
      },
      async (request, reply) => {
        await service.recordSupplierEvent(ctx, actorOf(request), request.body);
        return reply.status(204).send();
      },
    );

    app.get(
      '/suppliers/feedback/status',
      { schema: { tags: ['platform'], response: { 200: z.object({ due: z.boolean() }) } } },
      async (request) => service.feedbackStatus(ctx, actorOf(request)),
    );

    app.post(
      '/suppliers/feedback',
      {
        preHandler: app.rateLimited('feedbackPerSupplier'),
        schema: { tags: ['platform'], body: feedbackSchema, response: { 201: z.object({ id: z.number() }) } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.submitFeedback(ctx, actorOf(request), request.body)),
    );

    app.get(
      '/suppliers/audit',
      {
        schema: {
          tags: ['platform'],
          querystring: auditQuerySchema,
          response: {
            200: z.object({
              data: z.array(auditEntry),
              perPage: z.number(),
              total: z.number(),
              currentPage: z.number(),
            }),
          },
        },
      },
      async (request) => service.listAudit(ctx, actorOf(request), request.query),
    );

    app.get(
      '/suppliers/audit/entities',
      { schema: { tags: ['platform'], response: { 200: z.object({ data: z.array(z.string()) }) } } },
      async (request) => service.listAuditEntities(ctx, actorOf(request)),
    );
  };
