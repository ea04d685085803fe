import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewsContract as ops } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { routeOf } from '../../lib/http/operation.ts';
import * as service from './reviews.service.ts';

export const reviewsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(ops.listReviews),
      handler: async (request) => service.listReviews(ctx, actorOf(request), request.query),
    });

    app.route({
      ...routeOf(ops.getReview),
      handler: async (request) => service.getReview(ctx, actorOf(request), request.params.id),
    });

    app.route({
      ...routeOf(ops.replyToReview),
      handler: async (request) => service.reply(ctx, actorOf(request), request.params.id, request.body),
    });

    app.route({
      ...routeOf(ops.deleteReviewReply),
      handler: async (request, reply) => {
        await service.deleteReply(ctx, actorOf(request), request.params.id);
        return reply.send();
      },
    });
  };
