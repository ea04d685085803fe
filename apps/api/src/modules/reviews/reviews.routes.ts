import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  listQuerySchema,
  reviewReplyBodySchema,
  reviewReplySchema,
  reviewSchema,
} from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import * as service from './reviews.service.ts';

const idParams = z.object({ id: idParam() });

export const reviewsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/suppliers/reviews',
      {
        schema: {
          tags: ['reviews'],
          querystring: listQuerySchema,
          response: {
            200: z.object({
              data: z.array(reviewSchema.partial()),
              perPage: z.number(),
              total: z.number(),
              currentPage: z.number(),
            }),
          },
        },
      },
      async (request) => service.listReviews(ctx, actorOf(request), request.query),
    );

    app.get(
      '/suppliers/reviews/:id',
      { schema: { tags: ['reviews'], params: idParams, response: { 200: reviewSchema } } },
      async (request) => service.getReview(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/suppliers/reviews/:id/replies',
      {
        schema: {
          tags: ['reviews'],
          params: idParams,
          body: reviewReplyBodySchema,
          response: { 201: reviewReplySchema },
        },
      },
      async (request, reply) => {
        const created = await service.reply(ctx, actorOf(request), request.params.id, request.body);
        return reply.code(201).send(created);
      },
    );

    app.delete(
      '/suppliers/reviews/:id/replies',
      { schema: { tags: ['reviews'], params: idParams } },
      async (request, reply) => {
        await service.deleteReply(ctx, actorOf(request), request.params.id);
        return reply.code(204).send();
      },
    );
  };
