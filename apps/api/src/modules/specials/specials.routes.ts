import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { specialsContract as ops } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { routeOf } from '../../lib/http/operation.ts';
import * as service from './specials.service.ts';

export const specialsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(ops.listSpecials),
      handler: async (request) => service.listSpecials(ctx, actorOf(request), request.query.status),
    });

    app.route({
      ...routeOf(ops.createSpecial),
      handler: async (request) => service.createSpecial(ctx, actorOf(request), request.body),
    });

    app.route({
      ...routeOf(ops.archiveSpecial),
      handler: async (request) => service.archiveSpecial(ctx, actorOf(request), request.params.id),
    });

    app.route({
      ...routeOf(ops.featureSpecial),
      handler: async (request) =>
        service.featureSpecial(ctx, actorOf(request), request.params.id, request.body.is_banner),
    });
  };
