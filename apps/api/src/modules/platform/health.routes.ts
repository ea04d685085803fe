import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAINTENANCE_HEADER, platformContract as ops, type HealthAnswer } from '@portal/domain';
import type { AppContext } from '../../lib/context.ts';
import { RETRY_AFTER_SECONDS } from '../../lib/errors.ts';
import { routeOf } from '../../lib/http/operation.ts';
import { isMaintenanceOn } from './maintenance.service.ts';
import { pingDatabase } from './platform.repository.ts';

/** The health check's own limit on the database's answer: a hung database is reported as down. */
export const HEALTH_DB_TIMEOUT_MS = 2000;

/** A real `select 1` through the pool, answered within HEALTH_DB_TIMEOUT_MS. */
export async function databaseAnswers(ctx: AppContext): Promise<boolean> {
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

/**
 * GET /api (and /api/) — the health check of the main API. It still answers in maintenance mode (200 when the
 * process and database are fine, with maintenance: true and the fb-maintenance header) so the portal
 * can tell maintenance from an outage and reload when it ends; 503 only when the database is down.
 */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const handler = async (_request: FastifyRequest, reply: FastifyReply) => {
      const [ok, maintenance] = await Promise.all([databaseAnswers(ctx), isMaintenanceOn(ctx)]);
      if (maintenance) reply.header(MAINTENANCE_HEADER, 'on');
      reply.header('cache-control', 'no-store');
      const body: HealthAnswer = {
        status: ok ? 'ok' : 'unavailable',
        version: ctx.config.version,
        database: ctx.database.kind,
        maintenance,
      };
      if (!ok) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(ok ? 200 : 503).send(body);
    };
    const route = routeOf(ops.getHealth);
    const config = { ...route.config, maintenanceExempt: true };
    // Documented as /api; /api/ answers too (health checks and scripts call it), left out of the document.
    app.route({ ...route, config, prefixTrailingSlash: 'no-slash', handler });
    app.route({
      method: 'GET',
      url: '/',
      prefixTrailingSlash: 'slash',
      config,
      schema: { hide: true },
      handler,
    });
  };
