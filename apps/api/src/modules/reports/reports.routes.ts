import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportsContract as ops } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { attachment } from '../../lib/csv.ts';
import { routeOf } from '../../lib/http/operation.ts';
import * as service from './reports.service.ts';

export const reportsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(ops.getLastTwelveMonths),
      handler: async (request) => service.lastTwelveMonths(ctx, actorOf(request)),
    });

    app.route({
      ...routeOf(ops.getTopCustomers),
      handler: async (request) => service.topCustomers(ctx, actorOf(request)),
    });

    app.route({
      ...routeOf(ops.getBestSellers),
      handler: async (request) => service.bestSellers(ctx, actorOf(request)),
    });

    app.route({
      ...routeOf(ops.downloadOrderSummary),
      handler: async (request, reply) => {
        const { csv, filename } = await service.orderSummaryCsv(ctx, actorOf(request), request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', attachment(filename))
          .send(csv);
      },
    });
  };
