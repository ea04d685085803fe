import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loggerOptions } from '../logging.ts';

/** A collector's OTLP/HTTP endpoint that keeps what it is sent. */
let collector: Server;
const received: Array<{ path: string; body: string }> = [];
beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

describe('OpenTelemetry tracing', () => {
  it('is off by default: no collector is called', async () => {
    const t = await createTestApp();
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.close();
    expect(received).toEqual([]);
  });

  it('with OTEL_EXPORTER_OTLP_ENDPOINT sends a span per request named by its route, continuing the caller’s trace', async () => {
    const { port } = collector.address() as AddressInfo;
    const t = await createTestApp({ tracingEndpoint: `http://127.0.0.1:${port}` });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/orders/1',
      headers: { ...(await t.auth()), traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    await t.close(); // flushes the batch
    const sent = received.map((r) => r.body).join('\n');
    expect(received.every((r) => r.path === '/v1/traces')).toBe(true);
    expect(sent).toContain('"name":"GET /api/suppliers/orders/:id"');
    expect(sent).toContain(traceId);
    expect(sent).toContain('"key":"http.response.status_code","value":{"intValue":200}');
    expect(sent).toContain('supplier-portal-api');
  });

  it('sends a span per database statement, under the request’s span and in its trace', async () => {
    received.length = 0;
    const { port } = collector.address() as AddressInfo;
    const t = await createTestApp({ tracingEndpoint: `http://127.0.0.1:${port}` });
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const headers = { ...(await t.auth()), traceparent: `00-${traceId}-b7ad6b7169203331-01` };
    await t.app.inject({ method: 'GET', url: '/api/suppliers/orders/1', headers });
    await t.close();
    type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number };
    const spans = received.flatMap((r) =>
      (
        JSON.parse(r.body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> }
      ).resourceSpans.flatMap((rs) => rs.scopeSpans.flatMap((ss) => ss.spans)),
    );
    const request = spans.find((s) => s.name === 'GET /api/suppliers/orders/:id');
    expect(request?.traceId).toBe(traceId);
    const statements = spans.filter((s) => s.parentSpanId === request!.spanId);
    expect(statements.map((s) => s.name)).toContain('SELECT');
    // SpanKind.CLIENT is 3 in OTLP.
    for (const statement of statements) expect([statement.traceId, statement.kind]).toEqual([traceId, 3]);
  });
});

describe('log lines', () => {
  it('carry the request’s trace id, from the caller’s traceparent or a new one', async () => {
    const t = await createTestApp();
    const lines: string[] = [];
    const app = await buildApp({
      database: t.database,
      config: t.config,
      logger: loggerOptions('info', { write: (line) => void lines.push(line) }),
    });
    const traceId = '5bf92f3577b34da6a3ce929d0e0e4736';
    await app.inject({
      method: 'GET',
      url: '/api/suppliers/orders/1',
      headers: { ...(await t.auth()), traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    const first = lines.length;
    await app.inject({ method: 'GET', url: '/api/health/live' });
    app.log.info('outside any request');
    await app.close();
    await t.close();
    const parsed = lines.map((l) => JSON.parse(l) as { trace_id?: string; msg: string });
    const ofFirst = parsed.slice(0, first).filter((l) => l.msg !== 'outside any request');
    expect(ofFirst.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    for (const line of ofFirst) expect(line.trace_id).toBe(traceId);
    const ofSecond = parsed
      .slice(first)
      .filter((l) => /request/.test(l.msg) && l.msg !== 'outside any request');
    expect(ofSecond.length).toBeGreaterThan(0);
    const second = ofSecond[0]!.trace_id;
    expect(second).toMatch(/^[\da-f]{32}$/);
    expect(second).not.toBe(traceId);
    for (const line of ofSecond) expect(line.trace_id).toBe(second);
    expect(parsed.find((l) => l.msg === 'outside any request')?.trace_id).toBeUndefined();
  });
});
