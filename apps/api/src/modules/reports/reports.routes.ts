import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bestSellersSchema,
  lastTwelveMonthsSchema,
  orderSummaryQuerySchema,
  topCustomersSchema,
} from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { attachment } from '../../lib/csv.ts';
import * as service from './reports.service.ts';

export const reportsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/suppliers/report/last-twelve-months',
      { schema: { tags: ['reports'], response: { 200: lastTwelveMonthsSchema } } },
      async (request) => service.lastTwelveMonths(ctx, actorOf(request)),
    );

    app.get(
      '/suppliers/report/customers/top',
      { schema: { tags: ['reports'], response: { 200: topCustomersSchema } } },
      async (request) => service.topCustomers(ctx, actorOf(request)),
    );

    app.get(
      '/suppliers/report/best-selling',
      { schema: { tags: ['reports'], response: { 200: bestSellersSchema } } },
      async (request) => service.bestSellers(ctx, actorOf(request)),
    );

    app.get(
      '/suppliers/csv/order-summary',
      { schema: { tags: ['reports'], querystring: orderSummaryQuerySchema } },
      async (request, reply) => {
        const { csv, filename } = await service.orderSummaryCsv(ctx, actorOf(request), request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', attachment(filename))
          .send(csv);
      },
    );
  };
