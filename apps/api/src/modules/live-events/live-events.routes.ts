import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_EVENTS_HEARTBEAT_MS, LIVE_EVENTS_RETRY_MS, notificationsContract as ops } from '@portal/domain';
import { actorOf, sessionStillValid } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { routeOf } from '../../lib/http/operation.ts';
import { lastEventId, type LiveEvent } from './live-events.repository.ts';

/** `Last-Event-ID` as an event id: digits only, within the ids' range; anything else starts afresh. */
function lastEventIdOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** One event as Server-Sent Events write it. */
export const formatEvent = (e: LiveEvent): string =>
  `id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`;

/** The answer's head, written by hand (the stream bypasses the onSend hooks that add these elsewhere). */
function openStream(request: FastifyRequest, reply: FastifyReply, ctx: AppContext): void {
  reply.hijack();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) headers[name] = String(value);
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Nginx and similar proxies would otherwise hold the events back in a buffer.
    'x-accel-buffering': 'no',
    'fb-api-version': ctx.config.version,
    'x-request-id': request.id,
    ...(request.protocol === 'https'
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  });
  reply.raw.write(`retry: ${LIVE_EVENTS_RETRY_MS}\n: connected\n\n`);
}

export const liveEventsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const hub = ctx.liveEvents;
    if (!hub) return;
    app.route({
      ...routeOf(ops.streamSupplierEvents),
      handler: async (request, reply) => {
        const actor = actorOf(request);
        const start = lastEventIdOf(request) ?? (await lastEventId(ctx.db, actor.supplierId));
        openStream(request, reply, ctx);
        // A stream is no handler at work: a shutdown does not wait for it (it is ended below).
        app.inFlight.release(request);
        const res = reply.raw;
        let ended = false;
        const unsubscribe = hub.subscribe(
          actor.supplierId,
          start,
          (event) => {
            if (!ended) res.write(formatEvent(event));
          },
          () => end(),
        );
        const end = () => {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          unsubscribe();
          res.end();
        };
        // A comment line keeps proxies from closing an idle stream; the session is looked at each time,
        // so a sign-out, 'Sign out everywhere' or a removed person ends it within one beat.
        const heartbeat = setInterval(() => {
          sessionStillValid(ctx, request)
            .then((valid) => (valid && !ctx.shuttingDown ? res.write(': ping\n\n') : end()))
            .catch(() => end());
        }, ctx.config.liveEventsHeartbeatMs ?? LIVE_EVENTS_HEARTBEAT_MS);
        heartbeat.unref();
        request.raw.on('close', end);
        res.on('error', end);
      },
    });
  };
