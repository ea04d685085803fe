import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';

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
});
