import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsContract as ops } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { routeOf } from '../../lib/http/operation.ts';
import { emailLog } from './email-log.ts';
import * as service from './notifications.service.ts';

export const notificationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(ops.getNotificationPreferences),
      handler: async (request) => service.getPreferences(ctx, actorOf(request)),
    });

    app.route({
      ...routeOf(ops.putNotificationPreferences),
      handler: async (request) => service.putPreferences(ctx, actorOf(request), request.body),
    });

    // Staff only: the e-mails sent for the supplier staff act as (403 for a supplier).
    app.route({
      ...routeOf(ops.listNotificationEmails),
      handler: async (request) => emailLog(ctx, actorOf(request), request.query),
    });
  };
