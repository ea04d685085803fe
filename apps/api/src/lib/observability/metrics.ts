import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppContext } from '../context.ts';
import type { Mailer } from '../mail.ts';
import { metricsAllowed, proxyTrust } from './metrics-access.ts';
import { jobQueueState } from './metrics.repository.ts';

/** Seconds: from a quick cached answer to a slow export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Requests that matched no route are counted under this one label, never under their raw URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * One registry per app (tests build many apps in one process). The route label is Fastify's route
 * template (`/api/suppliers/orders/:orderId`), so ids and query strings never become series.
 */
export function createMetrics(ctx: Pick<AppContext, 'db' | 'database'>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const emails = {
    sent: new Counter({
      name: 'portal_emails_sent_total',
      help: 'E-mails handed over',
      registers: [registry],
    }),
    failed: new Counter({
      name: 'portal_emails_failed_total',
      help: 'E-mails whose hand-over failed',
      registers: [registry],
    }),
  };
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Primary database connections by state (total, idle, waiting clients); the embedded database has one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = ctx.database.pool;
      this.set({ state: 'total' }, pool ? pool.totalCount : 1);
      this.set({ state: 'idle' }, pool ? pool.idleCount : 1);
      this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
    },
  });
  const queue = { depth: 0, ageSeconds: 0 };
  const refreshQueue = async () => {
    Object.assign(queue, await jobQueueState(ctx.db).catch(() => ({ depth: NaN, ageSeconds: NaN })));
  };
  new Gauge({
    name: 'portal_job_queue_depth',
    help: 'Background jobs waiting or running',
    registers: [registry],
    async collect() {
      await refreshQueue();
      this.set(queue.depth);
    },
  });
  new Gauge({
    name: 'portal_job_queue_oldest_age_seconds',
    help: 'Age of the oldest job waiting or running (0 when none)',
    registers: [registry],
    collect() {
      this.set(queue.ageSeconds);
    },
  });

  return {
    registry,
    observe(request: FastifyRequest, reply: FastifyReply) {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    },
    /** The same mailer, counting what it hands over and what fails. */
    countMail(mailer: Mailer): Mailer {
      return {
        ...mailer,
        send: async (message) => {
          try {
            const result = await mailer.send(message);
            emails.sent.inc();
            return result;
          } catch (error) {
            emails.failed.inc();
            throw error;
          }
        },
      };
    },
  };
}

/** GET /metrics (Prometheus text) and the request counting, for the operator only (metrics-access.ts). */
export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { metrics: Metrics; token?: string; trustProxy: false | number | string[] },
  ) => {
    const isProxy = proxyTrust(opts.trustProxy);
    app.addHook('onResponse', async (request, reply) => opts.metrics.observe(request, reply));
    app.route({
      method: 'GET',
      url: '/metrics',
      schema: { hide: true },
      handler: async (request, reply) => {
        const denied = metricsAllowed(request, opts.token, isProxy);
        if (denied) return reply.status(denied.status).header('cache-control', 'no-store').send(denied.body);
        const text = await opts.metrics.registry.metrics();
        return reply
          .header('content-type', opts.metrics.registry.contentType)
          .header('cache-control', 'no-store')
          .send(text);
      },
    });
  },
  { name: 'metrics' },
);
