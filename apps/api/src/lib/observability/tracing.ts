import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Span } from '@opentelemetry/api';
import { setQueryTracer } from './db-spans.ts';
import { currentTrace } from './trace-context.ts';

/**
 * OpenTelemetry tracing, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/decisions/operations.md).
 * The SDK and the exporter are imported only then, so a process without tracing never loads them.
 * Each request is a SERVER span named by its route template, continuing a caller's W3C `traceparent`;
 * spans go in batches to <endpoint>/v1/traces (OTLP over HTTP, JSON). The app's close flushes them.
 * A request's span has the trace id its log lines carry (trace-context.ts), and each statement it runs
 * is a CLIENT span under it (db-spans.ts).
 */
export async function startTracing(app: FastifyInstance, opts: { endpoint: string; version: string }) {
  const [api, core, sdk, exporter, resources] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new sdk.BasicTracerProvider({
    // A new trace takes the id the request's log lines already carry.
    idGenerator: {
      generateTraceId: () => currentTrace()?.traceId ?? randomBytes(16).toString('hex'),
      generateSpanId: () => randomBytes(8).toString('hex'),
    },
    resource: resources.resourceFromAttributes({
      'service.name': 'supplier-portal-api',
      'service.version': opts.version,
    }),
    spanProcessors: [
      new sdk.BatchSpanProcessor(
        new exporter.OTLPTraceExporter({ url: `${opts.endpoint.replace(/\/$/, '')}/v1/traces` }),
      ),
    ],
  });
  const tracer = provider.getTracer('supplier-portal-api', opts.version);
  const propagator = new core.W3CTraceContextPropagator();
  const getter = {
    keys: (carrier: FastifyRequest['headers']) => Object.keys(carrier),
    get: (carrier: FastifyRequest['headers'], key: string) => carrier[key],
  };
  const spans = new WeakMap<FastifyRequest, Span>();

  app.addHook('onRequest', async (request) => {
    const parent = propagator.extract(api.ROOT_CONTEXT, request.headers, getter);
    const span = tracer.startSpan(
      `${request.method} ${request.routeOptions.url ?? '(unmatched)'}`,
      { kind: api.SpanKind.SERVER, attributes: { 'http.request.method': request.method } },
      parent,
    );
    spans.set(request, span);
    const trace = currentTrace();
    if (trace) trace.span = span;
  });
  setQueryTracer(async (statement, run) => {
    const parent = currentTrace()?.span as Span | undefined;
    if (!parent) return run();
    const span = tracer.startSpan(
      statement.trimStart().split(/\s/, 1)[0]!.toUpperCase() || 'SQL',
      {
        kind: api.SpanKind.CLIENT,
        attributes: { 'db.system.name': 'postgresql', 'db.query.text': statement.slice(0, 2000) },
      },
      api.trace.setSpan(api.ROOT_CONTEXT, parent),
    );
    try {
      return await run();
    } catch (error) {
      span.setStatus({ code: api.SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (!span) return;
    span.setAttributes({
      'http.route': request.routeOptions.url ?? '(unmatched)',
      'http.response.status_code': reply.statusCode,
    });
    if (reply.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
    span.end();
  });
  app.addHook('onClose', async () => {
    setQueryTracer(undefined);
    await provider.shutdown();
  });
}
