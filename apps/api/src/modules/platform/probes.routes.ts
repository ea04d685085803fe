import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformContract as ops } from '@portal/domain';
import type { AppContext } from '../../lib/context.ts';
import { AppError, RETRY_AFTER_SECONDS, UNAVAILABLE_CODE } from '../../lib/errors.ts';
import { routeOf } from '../../lib/http/operation.ts';
import { databaseAnswers } from './health.routes.ts';
import { migrationsApplied } from './platform.repository.ts';

/**
 * Probes for an orchestrator or load balancer (docs/decisions/operations.md): liveness is the process
 * alone, so a database blip never restarts every process; readiness adds the database, the migrations
 * and shutdown, so traffic goes elsewhere until this process can serve it. Both work in maintenance.
 */
export const probeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    let migrated = false;
    const exempt = (route: { config?: object }) => ({ ...route.config, maintenanceExempt: true });

    const live = routeOf(ops.getLiveness);
    app.route({
      ...live,
      config: exempt(live),
      handler: async (_request, reply) =>
        reply.header('cache-control', 'no-store').send({ status: 'ok', checks: {} }),
    });

    const ready = routeOf(ops.getReadiness);
    app.route({
      ...ready,
      config: exempt(ready),
      handler: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const database = await databaseAnswers(ctx);
        // Applied migrations never un-apply: once all are there the check is not repeated.
        migrated ||= database && (await migrationsApplied(ctx.db).catch(() => false));
        const checks = { database, migrations: migrated, accepting: !ctx.shuttingDown };
        const failed = Object.entries(checks).filter(([, ok]) => !ok);
        if (failed.length === 0) return reply.send({ status: 'ok', checks });
        throw new AppError(
          503,
          [
            {
              param: '',
              message: `Not ready: ${failed.map(([name]) => name).join(', ')}`,
              code: UNAVAILABLE_CODE,
            },
          ],
          { checks },
          { 'retry-after': String(RETRY_AFTER_SECONDS) },
        );
      },
    });
  };
