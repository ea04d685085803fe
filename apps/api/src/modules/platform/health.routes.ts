import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAINTENANCE_HEADER } from '@portal/domain';
import type { AppContext } from '../../lib/context.ts';
import { isMaintenanceOn } from './maintenance.service.ts';
import { pingDatabase } from './platform.repository.ts';

const healthBody = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  database: z.string(),
  maintenance: z.boolean(),
});

/**
 * GET /api/ — the health check of the main API. It still answers in maintenance mode (200 when the
 * process and database are fine, with maintenance: true and the fb-maintenance header) so the portal
 * can tell maintenance from an outage and reload when it ends; 503 only when the database is down.
 */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/',
      {
        config: { public: true, maintenanceExempt: true },
        schema: { tags: ['platform'], response: { 200: healthBody, 503: healthBody } },
      },
      async (_request, reply) => {
        const [ok, maintenance] = await Promise.all([pingDatabase(ctx.db), isMaintenanceOn(ctx)]);
        if (maintenance) reply.header(MAINTENANCE_HEADER, 'on');
        reply.header('cache-control', 'no-store');
        const body = {
          status: ok ? ('ok' as const) : ('unavailable' as const),
          version: ctx.config.version,
          database: ctx.database.kind,
          maintenance,
        };
        return reply.status(ok ? 200 : 503).send(body);
      },
    );
  };
