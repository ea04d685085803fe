import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customersContract as ops } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { routeOf } from '../../lib/http/operation.ts';
import * as service from './customers.service.ts';

export const customersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(ops.listCustomers),
      handler: async (request) => service.listCustomers(ctx, actorOf(request), request.query),
    });

    app.route({
      ...routeOf(ops.createCustomCommission),
      handler: async (request) => service.createCommission(ctx, actorOf(request), request.body),
    });

    app.route({
      ...routeOf(ops.updateCustomCommission),
      handler: async (request) => service.updateCommission(ctx, actorOf(request), request.body),
    });
  };
