import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { pingDatabase } from './platform.repository.ts';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/',
      {
        config: { public: true },
        schema: {
          tags: ['platform'],
          response: {
            200: z.object({ status: z.literal('ok'), version: z.string(), database: z.string() }),
            503: z.object({ status: z.literal('unavailable'), version: z.string(), database: z.string() }),
          },
        },
      },
      async (_request, reply) => {
        const ok = await pingDatabase(ctx.db);
        if (!ok)
          return reply
            .status(503)
            .send({ status: 'unavailable', version: ctx.config.version, database: ctx.database.kind });
        return { status: 'ok' as const, version: ctx.config.version, database: ctx.database.kind };
      },
    );
  };
