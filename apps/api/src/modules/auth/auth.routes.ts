import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBodySchema, staffSupplierSchema } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import * as service from './auth.service.ts';
import { supplierDetails, tokenResponse } from './auth.schemas.ts';

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/login',
      {
        config: { public: true },
        schema: { tags: ['auth'], body: loginBodySchema, response: { 200: tokenResponse } },
        preHandler: [app.rateLimited('signInPerAddress'), app.rateLimited('signInPerAccount')],
      },
      async (request) => {
        const token = await service.login(ctx, request.body);
        // A successful sign-in clears the account's failed attempts (the address's count stays).
        await app.clearRateLimit(request, 'signInPerAccount');
        return { access_token: token };
      },
    );

    app.get(
      '/suppliers/auth/me',
      { schema: { tags: ['auth'], response: { 200: supplierDetails } } },
      async (request) => service.me(ctx, actorOf(request)),
    );

    app.get(
      '/staff/suppliers',
      {
        config: { staffWithoutSupplier: true },
        schema: {
          tags: ['auth'],
          response: {
            200: z.object({
              data: z.array(
                z.object({ id: z.number(), company: z.string(), state: z.string(), email: z.string() }),
              ),
            }),
          },
        },
      },
      async (request) => ({ data: await service.listSuppliersForStaff(ctx, actorOf(request)) }),
    );

    app.post(
      '/staff/act-as',
      {
        config: { staffWithoutSupplier: true },
        schema: { tags: ['auth'], body: staffSupplierSchema, response: { 200: tokenResponse } },
      },
      async (request) => ({
        access_token: await service.actAs(ctx, actorOf(request), request.body.supplierId),
      }),
    );
  };
