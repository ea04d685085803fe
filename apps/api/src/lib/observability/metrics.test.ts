import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { enqueueJob } from '../jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const scrape = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('GET /metrics', () => {
  it('holds request counts and latency by route template and status, the runtime, pool, queue and e-mails', async () => {
    const auth = await t.auth();
    for (const id of [1, 2, 3]) {
      await t.app.inject({ method: 'GET', url: `/api/suppliers/orders/${id}`, headers: auth });
    }
    await t.app.inject({ method: 'GET', url: '/api/suppliers/orders/999999', headers: auth });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/42' });
    await enqueueJob(t.database.db, 'metrics-test', {});
    await t.app.ctx.mailer.send({ to: 'ops@example.com', subject: 'Metrics', text: 'Counted.' });

    const text = await scrape();
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/suppliers\/orders\/:id",status="200"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/suppliers\/orders\/:id",status="404"\} 1$/m,
    );
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\(unmatched\)",status="404"\} 1$/m);
    // Raw URLs never become labels.
    expect(text).not.toContain('orders/999999');
    expect(text).not.toContain('no-such-thing');
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/suppliers\/orders\/:id",status="200"\} \d+$/m,
    );
    expect(text).toMatch(/^http_request_duration_seconds_count\{.*route="\/api\/suppliers\/orders\/:id"/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+$/m);
    expect(text).toMatch(/^portal_db_pool_connections\{state="total"\} [1-9]\d*$/m);
    expect(text).toMatch(/^portal_db_pool_connections\{state="waiting"\} \d+$/m);
    expect(text).toMatch(/^portal_job_queue_depth [1-9]\d*$/m);
    expect(text).toMatch(/^portal_job_queue_oldest_age_seconds [\d.e-]+$/m);
    expect(text).toMatch(/^portal_emails_sent_total 1$/m);
    expect(text).toMatch(/^portal_emails_failed_total 0$/m);
  });

  it('is answered as Prometheus text and never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is refused to anything relayed by a proxy or coming from another machine', async () => {
    const relayed = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(relayed.statusCode).toBe(403);
    expect(relayed.json()).toEqual({
      errors: [
        {
          param: '',
          message: 'Metrics are served only on loopback unless METRICS_TOKEN is set',
          code: 'forbidden',
        },
      ],
    });
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.7' });
    expect(remote.statusCode).toBe(403);
    // A supplier's token is no key to the metrics.
    const supplier = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '198.51.100.7',
      headers: await t.auth(),
    });
    expect(supplier.statusCode).toBe(403);
  });
});

describe('GET /metrics behind a proxy on this machine', () => {
  const FORBIDDEN = 'Metrics are served only on loopback unless METRICS_TOKEN is set';
  it('is refused whatever header the relay uses (Forwarded, X-Real-IP, Via, X-Forwarded-Host)', async () => {
    for (const headers of [
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { via: '1.1 nginx' },
      { 'x-forwarded-host': 'portal.example' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().errors[0].message).toBe(FORBIDDEN);
    }
  });

  it(
    'is refused to a loopback peer TRUST_PROXY names as a proxy, even when it sends no header',
    { timeout: 300_000 },
    async () => {
      const settings: Array<number | string[]> = [1, ['127.0.0.1'], ['127.0.0.0/8', '::1']];
      for (const trustProxy of settings) {
        const proxied = await createTestApp({ trustProxy });
        try {
          const res = await proxied.app.inject({ method: 'GET', url: '/metrics' });
          expect(res.statusCode, JSON.stringify(trustProxy)).toBe(403);
          expect(res.json().errors[0].message).toBe(FORBIDDEN);
        } finally {
          await proxied.close();
        }
      }
      // A trusted proxy elsewhere leaves a direct loopback scraper its metrics.
      const elsewhere = await createTestApp({ trustProxy: ['10.0.0.0/8'] });
      try {
        expect((await elsewhere.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
      } finally {
        await elsewhere.close();
      }
    },
  );
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'metrics-token-0123456789abcdef';
  let tokened: TestApp;
  beforeAll(async () => {
    tokened = await createTestApp({ metricsToken: token });
  });
  afterAll(() => tokened.close());

  it('answers the bearer of the token from anywhere, and no one else', async () => {
    const remote = { remoteAddress: '198.51.100.7' };
    const ok = await tokened.app.inject({
      method: 'GET',
      url: '/metrics',
      ...remote,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('# TYPE http_requests_total counter');
    for (const headers of [{}, { authorization: `Bearer ${token}x` }]) {
      const res = await tokened.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        errors: [{ param: '', message: 'Metrics need the METRICS_TOKEN bearer token', code: 'unauthorized' }],
      });
    }
  });
});
