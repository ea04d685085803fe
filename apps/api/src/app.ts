import { mkdirSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_UPLOAD_MAX_BYTES } from '@portal/domain';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accessHook } from './lib/access-hook.ts';
import { authHook } from './lib/auth-hook.ts';
import { createStorage, type FileStorage } from './lib/storage/index.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import type { AppContext } from './lib/context.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { canonicalUrl } from './lib/http/canonical-url.ts';
import { answerClientError } from './lib/http/client-errors.ts';
import { answerPace } from './lib/http/answer-pace.ts';
import { tenantShare } from './lib/http/tenant-share.ts';
import { compressedCopies } from './lib/http/compressed-copies.ts';
import { openApi } from './lib/http/openapi.ts';
import { listRevalidation } from './lib/http/etag.ts';
import { idempotencyKeys } from './lib/http/idempotency.ts';
import { requestScoped } from './db/request-transaction.ts';
import { securityHeaders } from './lib/http/security-headers.ts';
import { servePublicFiles, serveWebApp } from './lib/http/web-app.ts';
import { trackInFlight } from './lib/in-flight.ts';
import { backupRoute } from './lib/backup/backup.ts';
import { createMetrics, metricsPlugin } from './lib/observability/metrics.ts';
import { frameworkErrors } from './lib/http/framework-errors.ts';
import { runInTrace, traceChildLogger } from './lib/observability/trace-context.ts';
import { startTracing } from './lib/observability/tracing.ts';
import { rateLimits } from './lib/rate-limit/rate-limit.ts';
import { areaRoutes, LIST_FIELDS } from './modules/index.ts';
import { createLiveEventHub } from './modules/live-events/live-event-hub.ts';
import { maintenanceHook } from './modules/platform/maintenance.hook.ts';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Fastify fails closed on a bare hop count; a count here means "the API is reachable only through
 * that many proxies", so the nearest `hops` addresses are believed (docs/security.md says when that holds).
 */
function trustedProxies(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return (_address: string, hop: number) => hop < hops;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The client's X-Request-Id when it is 1 to 64 letters, digits or `._:-`; else a random UUID. */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

export type BuildAppOptions = {
  database: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built React app (off in API tests). */
  serveWeb?: boolean;
  files?: FileStorage;
  mailer?: Mailer;
};

function zodOnly(): never {
  throw new Error('every route schema is zod: Fastify’s JSON-schema compilers are not used');
}

export async function buildApp(opts: BuildAppOptions) {
  const app = Fastify({
    logger: opts.logger ?? false,
    // A client's X-Request-Id is kept only in a bounded, safe form; otherwise a new id.
    genReqId: requestIdOf,
    requestIdHeader: false,
    // Each request's log lines carry its trace id (lib/observability/trace-context.ts).
    childLoggerFactory: traceChildLogger,
    bodyLimit: 5 * 1024 * 1024,
    // A request Node cannot read (too long an address or headers) in the portal's words, not Fastify's.
    clientErrorHandler: answerClientError,
    // Only the proxies the operator names may say who the client is (TRUST_PROXY; off by default).
    trustProxy: trustedProxies(opts.config.trustProxy),
    // Every schema is zod (the compilers set below): Fastify's own compilers (ajv, fast-json-stringify;
    // about 0.3 s to load) are given placeholders it never calls, rather than loaded at start.
    schemaController: { compilersFactory: { buildValidator: zodOnly, buildSerializer: zodOnly } },
    // The router's and the HTTP parser's own refusals, in the one error shape (lib/http/framework-errors.ts).
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // What services see as `ctx.db`: inside a keyed write, that request's transaction (lib/http/idempotency.ts).
  const db = requestScoped(opts.database.db);
  const files = opts.files ?? createStorage(opts.config, db);
  if (files.root) mkdirSync(files.root, { recursive: true });
  const metrics = createMetrics({ db: opts.database.db, database: opts.database });
  const mailer = metrics.countMail(
    opts.mailer ??
      createMailer({
        smtpUrl: opts.config.smtpUrl,
        from: opts.config.mailFrom,
        outboxDir: path.join(opts.config.dataDir, 'outbox'),
        log: app.log,
      }),
  );
  const liveEvents = createLiveEventHub(opts.database, app.log);
  const ctx: AppContext = {
    db,
    readDb: opts.database.readDb,
    database: opts.database,
    config: opts.config,
    files,
    mailer,
    liveEvents,
  };
  app.decorate('ctx', ctx);
  // Every process listens for its suppliers' events once it is ready; streams end before it closes.
  // Not awaited: a database out of reach at start delays the events, never the start itself.
  app.addHook('onReady', async () => {
    liveEvents.start().catch((err: unknown) => app.log.warn({ err }, 'live events: not listening'));
  });
  app.addHook('preClose', () => liveEvents.stop());
  app.decorate('inFlight', trackInFlight(app));

  app.addHook('onSend', async (request, reply) => {
    reply.header('fb-api-version', opts.config.version);
    reply.header('x-request-id', request.id);
  });

  // The rest of each request runs inside its trace: lines logged anywhere during it carry its id.
  app.addHook('onRequest', (request, _reply, done) => runInTrace(request.raw, done));
  registerErrorHandler(app);
  // First of all hooks: every later check reads the one canonical, routed path.
  await app.register(canonicalUrl);
  await app.register(metricsPlugin, {
    metrics,
    token: opts.config.metricsToken,
    trustProxy: opts.config.trustProxy,
  });
  if (opts.config.tracingEndpoint) {
    await startTracing(app, { endpoint: opts.config.tracingEndpoint, version: opts.config.version });
  }
  await app.register(securityHeaders);
  // ETag/304 on the large lists; before compress, so the tag is the JSON's and a 304 compresses nothing.
  await app.register(listRevalidation);
  // Before compress too: a write's kept answer is its plain body (lib/http/idempotency.ts).
  await app.register(idempotencyKeys, { db: opts.database.db });
  // Large answers with an ETag: each encoding's copy is made once per version (compressed-copies.ts).
  await app.register(compressedCopies);
  // Large answers wait for their supplier's share of what they cost (answer-pace.ts).
  await app.register(answerPace, { bytesPerSecond: opts.config.answerPaceBytesPerSecond });
  // JSON answers above 1 KB go out compressed (brotli at a quick level, else gzip); built assets are
  // compressed once at build time and sent as they are (lib/http/web-app.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimits, { db: ctx.db });
  // The image limit the portal states before uploading is this one (packages/domain).
  await app.register(multipart, { limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1 } });
  await app.register(openApi, { version: opts.config.version, listFields: LIST_FIELDS });
  await app.register(maintenanceHook);
  await app.register(authHook, { secret: opts.config.jwtSecret });
  await app.register(accessHook, { requireStaff2fa: opts.config.requireStaff2fa });
  // Once the supplier is known: one over its share of the process waits while others are served.
  await app.register(tenantShare, { enabled: opts.config.tenantShare });

  await app.register(
    async (api) => {
      for (const routes of areaRoutes) await api.register(routes(ctx));
    },
    { prefix: '/api' },
  );

  // `npm run backup` while the server owns the embedded database (lib/backup/backup.ts).
  if (opts.database.pglite) {
    await backupRoute(app, { pglite: opts.database.pglite, jwtSecret: opts.config.jwtSecret });
  }

  await servePublicFiles(app, files);
  if (opts.serveWeb) await serveWebApp(app, WEB_DIST);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Handlers still running, for a shutdown that closes the database only after them. */
    inFlight: ReturnType<typeof trackInFlight>;
  }
}
