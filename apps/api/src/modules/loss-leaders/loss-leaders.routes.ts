import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lossLeadersContract as ops } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { routeOf } from '../../lib/http/operation.ts';
import * as service from './loss-leaders.service.ts';

/** Loss leaders: the threshold, the products and the venues (spec 002). */
export const lossLeadersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(ops.getLossThreshold),
      handler: async (request) => service.getThreshold(ctx, actorOf(request)),
    });

    app.route({
      ...routeOf(ops.setLossThreshold),
      handler: async (request) =>
        service.setThreshold(ctx, actorOf(request), request.body.lossProductsMinimumSpend),
    });

    app.route({
      ...routeOf(ops.listLossProducts),
      handler: async (request) => service.listProducts(ctx, actorOf(request)),
    });

    app.route({
      ...routeOf(ops.addLossProduct),
      handler: async (request) => service.addProduct(ctx, actorOf(request), request.params.id),
    });

    app.route({
      ...routeOf(ops.removeLossProduct),
      handler: async (request, reply) => {
        await service.removeProduct(ctx, actorOf(request), request.params.id);
        return reply.send();
      },
    });

    app.route({
      ...routeOf(ops.listLossVenues),
      handler: async (request) => service.listVenues(ctx, actorOf(request)),
    });

    app.route({
      ...routeOf(ops.addLossVenue),
      handler: async (request) => service.addVenue(ctx, actorOf(request), request.params.id),
    });

    app.route({
      ...routeOf(ops.removeLossVenue),
      handler: async (request, reply) => {
        await service.removeVenue(ctx, actorOf(request), request.params.id);
        return reply.send();
      },
    });
  };
