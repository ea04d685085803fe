import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, MAINTENANCE_HEADER, PLATFORM_MESSAGES } from '@portal/domain';
import { routedPath } from '../../lib/http/canonical-url.ts';
import { isMaintenanceOn } from './maintenance.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Still answers in maintenance mode (the health check, so the portal can tell and recover). */
    maintenanceExempt?: boolean;
  }
}

/**
 * While maintenance mode is on every /api route except the health check answers 503 with
 * `fb-maintenance: on` (DESIGN.md section 4); the portal turns to its maintenance page on that header.
 * Registered before the auth hook so a signed-out visitor learns about maintenance too.
 * Also logs every 5xx that did not come through the error handler (which logs its own 500s).
 */
export const maintenanceHook = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    const path = routedPath(request);
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) return;
    if (request.routeOptions.config?.maintenanceExempt) return;
    if (!(await isMaintenanceOn(app.ctx))) return;
    reply.header(MAINTENANCE_HEADER, 'on').header('retry-after', '120');
    return reply.status(503).send({
      errors: [{ param: '', message: PLATFORM_MESSAGES.maintenanceTitle, code: ERROR_CODES.maintenance }],
    });
  });

  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode <= 500 || reply.getHeader(MAINTENANCE_HEADER) === 'on') return;
    request.log.error(
      { url: routedPath(request), statusCode: reply.statusCode },
      'request answered with a server error',
    );
  });
});
