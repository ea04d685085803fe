import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, thresholdBodySchema } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import * as service from './loss-leaders.service.ts';

const threshold = z.object({ lossProductsMinimumSpend: z.number().nullable() });
const lossProduct = z.object({
  id: z.number(),
  productId: z.number(),
  sku: z.string().nullable(),
  name: z.string(),
});
const lossVenue = z.object({ id: z.number(), venueId: z.number(), venue: z.string() });
const id = (name: string, message: string) => z.object({ [name]: idParam(message) });

export const lossLeadersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['loss-leaders'];
    app.get(
      '/suppliers/loss-products-minimum-spend',
      { schema: { tags, response: { 200: threshold } } },
      async (request) => service.getThreshold(ctx, actorOf(request)),
    );
    app.patch(
      '/suppliers/loss-products-minimum-spend',
      { schema: { tags, body: thresholdBodySchema, response: { 200: threshold } } },
      async (request) => service.setThreshold(ctx, actorOf(request), request.body.lossProductsMinimumSpend),
    );
    app.get(
      '/suppliers/loss-products',
      { schema: { tags, response: { 200: z.object({ data: z.array(lossProduct) }) } } },
      async (request) => service.listProducts(ctx, actorOf(request)),
    );
    app.post(
      '/suppliers/loss-products/:productId',
      { schema: { tags, params: id('productId', 'Product is required'), response: { 201: lossProduct } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.addProduct(ctx, actorOf(request), request.params.productId as number)),
    );
    app.delete(
      '/suppliers/loss-products/:id',
      { schema: { tags, params: id('id', 'Id must be a positive number') } },
      async (request, reply) => {
        await service.removeProduct(ctx, actorOf(request), request.params.id as number);
        return reply.status(204).send();
      },
    );
    app.get(
      '/suppliers/loss-venues',
      { schema: { tags, response: { 200: z.object({ data: z.array(lossVenue) }) } } },
      async (request) => service.listVenues(ctx, actorOf(request)),
    );
    app.post(
      '/suppliers/loss-venues/:venueId',
      { schema: { tags, params: id('venueId', 'Venue is required'), response: { 201: lossVenue } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.addVenue(ctx, actorOf(request), request.params.venueId as number)),
    );
    app.delete(
      '/suppliers/loss-venues/:id',
      { schema: { tags, params: id('id', 'Id must be a positive number') } },
      async (request, reply) => {
        await service.removeVenue(ctx, actorOf(request), request.params.id as number);
        return reply.status(204).send();
      },
    );
  };
