import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customCommissionBodySchema, listQuerySchema } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import * as service from './customers.service.ts';

const customerRow = z.object({
  venueId: z.number(),
  venueCRN: z.string().nullable(),
  venueName: z.string(),
  venueGroup: z.string().nullable(),
  ownerName: z.string().nullable(),
  postcode: z.string().nullable(),
  suburb: z.string().nullable(),
  commission: z.number().nullable(),
  customCommissionExists: z.boolean(),
  customPrices: z.number(),
  totalSpent: z.number(),
  orderCount: z.number(),
  lastOrdered: z.string().nullable(),
});
const commission = z.object({ venueId: z.number(), customCommission: z.number() });

export const customersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/suppliers/venues',
      {
        schema: {
          tags: ['customers'],
          querystring: listQuerySchema,
          response: {
            200: z.object({
              data: z.array(customerRow.partial()),
              perPage: z.number(),
              total: z.number(),
              currentPage: z.number(),
            }),
          },
        },
      },
      async (request) => service.listCustomers(ctx, actorOf(request), request.query),
    );
    app.post(
      '/suppliers/custom-commission',
      { schema: { tags: ['customers'], body: customCommissionBodySchema, response: { 201: commission } } },
      async (request, reply) =>
        reply.status(201).send(await service.createCommission(ctx, actorOf(request), request.body)),
    );
    app.patch(
      '/suppliers/custom-commission',
      { schema: { tags: ['customers'], body: customCommissionBodySchema, response: { 200: commission } } },
      async (request) => service.updateCommission(ctx, actorOf(request), request.body),
    );
  };
