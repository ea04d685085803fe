import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAINTENANCE_HEADER } from '@portal/domain';
import type { AppContext } from '../../lib/context.ts';
import { RETRY_AFTER_SECONDS } from '../../lib/errors.ts';
import { isMaintenanceOn } from './maintenance.service.ts';
import { pingDatabase } from './platform.repository.ts';

/** The health check's own limit on the database's answer: a hung database is reported as down. */
export const HEALTH_DB_TIMEOUT_MS = 2000;

/** A real `select 1` through the pool, answered within HEALTH_DB_TIMEOUT_MS. */
async function databaseAnswers(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_DB_TIMEOUT_MS);
  });
  try {
    return await Promise.race([pingDatabase(ctx.db), late]);
  } finally {
    clearTimeout(timer);
  }
}

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
        const [ok, maintenance] = await Promise.all([databaseAnswers(ctx), isMaintenanceOn(ctx)]);
        if (maintenance) reply.header(MAINTENANCE_HEADER, 'on');
        reply.header('cache-control', 'no-store');
        const body = {
          status: ok ? ('ok' as const) : ('unavailable' as const),
          version: ctx.config.version,
          database: ctx.database.kind,
          maintenance,
        };
        if (!ok) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply.status(ok ? 200 : 503).send(body);
      },
    );
  };
