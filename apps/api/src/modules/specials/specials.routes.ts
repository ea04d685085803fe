import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSpecialBodySchema,
  featureSpecialBodySchema,
  specialIdParamsSchema,
  specialSchema,
  specialsQuerySchema,
  specialsResponseSchema,
} from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import * as service from './specials.service.ts';

export const specialsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/specials',
      {
        schema: {
          tags: ['specials'],
          querystring: specialsQuerySchema,
          response: { 200: specialsResponseSchema },
        },
      },
      async (request) => service.listSpecials(ctx, actorOf(request), request.query.status),
    );

    app.post(
      '/specials',
      { schema: { tags: ['specials'], body: createSpecialBodySchema, response: { 201: specialSchema } } },
      async (request, reply) =>
        reply.status(201).send(await service.createSpecial(ctx, actorOf(request), request.body)),
    );

    app.delete(
      '/specials/:id',
      { schema: { tags: ['specials'], params: specialIdParamsSchema, response: { 200: specialSchema } } },
      async (request) => service.archiveSpecial(ctx, actorOf(request), request.params.id),
    );

    app.patch(
      '/specials/:id',
      {
        schema: {
          tags: ['specials'],
          params: specialIdParamsSchema,
          body: featureSpecialBodySchema,
          response: { 200: specialSchema },
        },
      },
      async (request) =>
        service.featureSpecial(ctx, actorOf(request), request.params.id, request.body.is_banner),
    );
  };
