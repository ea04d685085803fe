import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLIENT_ERROR_LIMITS, platformContract as ops } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { routeOf } from '../../lib/http/operation.ts';
import * as service from './platform.service.ts';

export const platformRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Public so failures before sign-in are reported too; a token, when present, names the supplier.
    app.route({
      ...routeOf(ops.reportClientError),
      bodyLimit: CLIENT_ERROR_LIMITS.bodyBytes,
      // Public, so bounded per address and, when a token names one, per supplier.
      preHandler: [app.rateLimited('clientErrorsPerAddress'), app.rateLimited('clientErrorsPerSupplier')],
      handler: async (request) => {
        const result = await service.reportClientError(
          ctx,
          request.actor,
          request.body,
          { ip: request.ip, userAgent: request.headers['user-agent'], requestId: request.id },
          request.log,
        );
        return result;
      },
    });

    app.route({
      ...routeOf(ops.recordSupplierEvent),
      preHandler: app.rateLimited('eventsPerSupplier'),
      handler: async (request, reply) => {
        await service.recordSupplierEvent(ctx, actorOf(request), request.body);
        return reply.send();
      },
    });

    app.route({
      ...routeOf(ops.getFeedbackStatus),
      handler: async (request) => service.feedbackStatus(ctx, actorOf(request)),
    });

    app.route({
      ...routeOf(ops.submitFeedback),
      preHandler: app.rateLimited('feedbackPerSupplier'),
      handler: async (request) => service.submitFeedback(ctx, actorOf(request), request.body),
    });

    app.route({
      ...routeOf(ops.listAudit),
      handler: async (request) => service.listAudit(ctx, actorOf(request), request.query),
    });

    app.route({
      ...routeOf(ops.listAuditEntities),
      handler: async (request) => service.listAuditEntities(ctx, actorOf(request)),
    });
  };
