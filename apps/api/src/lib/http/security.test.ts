import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { clearAll as clearRateLimits } from '../rate-limit/rate-limit.repository.ts';
import { securityHeaders } from './security-headers.ts';
import { servePublicFiles, serveWebApp } from './web-app.ts';

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ trustProxy: 1 });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});
beforeEach(async () => {
  await clearRateLimits(t.database.db);
  await clearRateLimits(proxied.database.db);
});

const SIGN_IN_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('are on signed-in JSON, which is never cached', async () => {
    const res = await t.app.inject({ url: '/api/suppliers/auth/me', headers: await t.auth() });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const viaHttps = { 'x-forwarded-proto': 'https' };
    const trusted = await proxied.app.inject({ url: '/api/', headers: viaHttps });
    expect(trusted.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const untrusted = await t.app.inject({ url: '/api/', headers: viaHttps });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it('are on HTML, assets and public files; source maps, missing assets and non-images are 404', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    const files = mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'index-abc.js.map'), '{"sources":[]}');
    mkdirSync(path.join(files, 'images', '1'), { recursive: true });
    mkdirSync(path.join(files, 'documents', '1'), { recursive: true });
    writeFileSync(path.join(files, 'images', '1', 'a1b2.jpg'), 'jpeg');
    writeFileSync(path.join(files, 'documents', '1', '1-invoices.pdf'), '%PDF');
    const app = Fastify();
    await app.register(securityHeaders);
    await servePublicFiles(app, files);
    await serveWebApp(app, dist);
    const navigate = { accept: 'text/html', 'sec-fetch-mode': 'navigate' };

    const page = await app.inject({ url: '/orders/12', headers: navigate });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(page.headers);

    const asset = await app.inject({ url: '/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset.headers);

    const image = await app.inject({ url: '/files/images/1/a1b2.jpg' });
    expect(image.statusCode).toBe(200);
    expectSecurityHeaders(image.headers);

    for (const url of [
      '/assets/index-abc.js.map',
      '/assets/missing.js',
      '/files/documents/1/1-invoices.pdf',
      '/files/documents/1/2-invoices.pdf',
      '/files/images/1/../../documents/1/1-invoices.pdf',
      '/files/images/1/%2e%2e/%2e%2e/documents/1/1-invoices.pdf',
    ]) {
      const res = await app.inject({ url, headers: navigate });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('%PDF');
      expect(res.body).not.toContain('<div id="root">');
    }
    // A script or fetch asking for a page path gets no HTML in its place.
    expect((await app.inject({ url: '/orders/12', headers: { accept: '*/*' } })).statusCode).toBe(404);
    await app.close();
  });
});

describe('compression', () => {
  it('sends large JSON compressed with brotli or gzip, as the client accepts', async () => {
    const headers = await t.auth();
    for (const encoding of ['br', 'gzip']) {
      const res = await t.app.inject({
        url: '/api/suppliers/orders',
        headers: { ...headers, 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(JSON.parse(body.toString()).data.length).toBeGreaterThan(0);
    }
    const plain = await t.app.inject({ url: '/api/suppliers/orders', headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends the precompressed copy of a built asset', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    const js = 'console.log("portal");'.repeat(200);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dist, 'assets', 'app-1.js'), js);
    writeFileSync(path.join(dist, 'assets', 'app-1.js.br'), brotliCompressSync(js));
    const app = Fastify();
    await app.register(securityHeaders);
    await serveWebApp(app, dist);
    const res = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
    const raw = await app.inject({ url: '/assets/app-1.js' });
    expect(raw.body).toBe(js);
    await app.close();
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404 for every method, signed in or not', async () => {
    const headers = await t.auth();
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const auth of [{}, headers]) {
        const res = await t.app.inject({ method, url: '/api/no-such-thing/1?x=1', headers: auth });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.json().errors[0]).toEqual({
          param: '',
          message: `Route ${method} /api/no-such-thing/1 not found`,
          code: 'not_found',
        });
      }
    }
  });
});

describe('sign-in rate limits', () => {
  const attempt = (app: TestApp, username: string, forwardedFor: string, password = 'wrong-password') =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password, role: 'supplier' },
      remoteAddress: '192.0.2.10',
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('cannot be reset by a forged X-Forwarded-For when no proxy is trusted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await attempt(t, `nobody${i}@example.com`, `203.0.113.${i}`)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    const res = await attempt(t, 'nobody99@example.com', '198.51.100.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(res.json().errors[0]).toEqual({ param: '', message: SIGN_IN_MESSAGE, code: 'rate_limited' });
  });

  it('honours X-Forwarded-For when TRUST_PROXY names the proxy', async () => {
    for (let i = 0; i < 40; i++) {
      expect((await attempt(proxied, `nobody${i}@example.com`, `203.0.113.${i}`)).statusCode).toBe(400);
    }
  });

  it('locks an account after 8 failures from any address, and a right password does not pass the lock', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await attempt(proxied, 'supplier2@example.com', `203.0.113.${i}`)).statusCode).toBe(400);
    }
    const fromNewAddress = await attempt(proxied, 'Supplier2@Example.com', '198.51.100.77', 'password123');
    expect(fromNewAddress.statusCode).toBe(429);
    expect(fromNewAddress.json().errors[0].message).toBe(SIGN_IN_MESSAGE);
  });

  it('a successful sign-in clears the account’s failures', async () => {
    for (let i = 0; i < 7; i++) await attempt(t, 'supplier@example.com', '');
    expect((await attempt(t, 'supplier@example.com', '', 'password123')).statusCode).toBe(200);
    for (let i = 0; i < 7; i++) {
      expect((await attempt(t, 'supplier@example.com', '')).statusCode).toBe(400);
    }
  });

  it('is shared by every API process on the same database', async () => {
    const config = { ...loadConfig({ DATA_DIR: '/tmp/portal-test-data', JWT_SECRET: t.config.jwtSecret }) };
    const second = await buildApp({ database: t.database, config });
    const processes = [t.app, second];
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await processes[i % 2]!.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'supplier2@example.com', password: 'wrong', role: 'supplier' },
        remoteAddress: `192.0.2.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429]);
    await second.close();
  });
});

describe('client error reports', () => {
  it('cannot be flooded with forged addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: { message: 'forged flood' },
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
  });
});

describe('deployment defaults', () => {
  it('seeds the demo world on the embedded database, and on PostgreSQL only with SEED_DEMO=1', () => {
    const base = { DATA_DIR: '/tmp/portal-test-data', JWT_SECRET: t.config.jwtSecret };
    const pg = 'postgres://postgres@127.0.0.1:5432/portal';
    expect(loadConfig(base).seedDemo).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, DATABASE_URL: pg }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, DATABASE_URL: pg, SEED_DEMO: 'yes' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, DATABASE_URL: pg, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('trusts no proxy unless told which', () => {
    const base = { DATA_DIR: '/tmp/portal-test-data', JWT_SECRET: t.config.jwtSecret };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/hop count or addresses/);
  });
});
