import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authContract as ops } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { routeOf } from '../../lib/http/operation.ts';
import * as service from './auth.service.ts';
import * as handOff from './hand-off.service.ts';

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(ops.signIn),
      preHandler: [app.rateLimited('signInPerAddress'), app.rateLimited('signInPerAccount')],
      handler: async (request) => {
        const token = await service.login(ctx, request.body);
        // A successful sign-in clears the account's failed attempts (the address's count stays).
        await app.clearRateLimit(request, 'signInPerAccount');
        return { access_token: token };
      },
    });

    app.route({
      ...routeOf(ops.getMe),
      handler: async (request) => service.me(ctx, actorOf(request)),
    });

    app.route({
      ...routeOf(ops.refreshSession),
      handler: async (request) => ({
        access_token: await service.reissueToken(ctx, actorOf(request), Date.now()),
      }),
    });

    app.route({
      ...routeOf(ops.listStaffSuppliers),
      config: { staffWithoutSupplier: true },
      handler: async (request) => ({ data: await service.listSuppliersForStaff(ctx, actorOf(request)) }),
    });

    app.route({
      ...routeOf(ops.actAs),
      config: { staffWithoutSupplier: true },
      handler: async (request) => ({
        access_token: await service.actAs(ctx, actorOf(request), request.body.supplierId),
      }),
    });

    // The admin portal's hand-off, by a single-use code instead of a token in the address.
    app.route({
      ...routeOf(ops.createHandOffCode),
      config: { staffWithoutSupplier: true },
      handler: async (request) => handOff.createHandOffCode(ctx, actorOf(request), request.body),
    });

    app.route({
      ...routeOf(ops.exchangeHandOffCode),
      preHandler: [app.rateLimited('signInPerAddress')],
      handler: async (request) => handOff.exchangeHandOffCode(ctx, request.body.code),
    });
  };
