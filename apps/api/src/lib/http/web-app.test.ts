import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { serveWebApp } from './web-app.ts';

describe('the built portal', () => {
  it('caches hashed assets for a year, revalidates index.html, and never serves build metadata', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(path.join(dist, 'assets', 'login-page-abc123.js'), 'export {};');
    writeFileSync(path.join(dist, 'assets', 'login-page-abc123.js.map'), '{}');
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{}}');
    const app = Fastify();
    await serveWebApp(app, dist);

    const asset = await app.inject({ url: '/assets/login-page-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const page = await app.inject({ url: '/dashboard', headers: { 'sec-fetch-mode': 'navigate' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Portal</title>');

    for (const url of ['/.vite/manifest.json', '/assets/login-page-abc123.js.map']) {
      const hidden = await app.inject({ url, headers: { 'sec-fetch-mode': 'navigate' } });
      expect(hidden.statusCode, url).toBe(404);
      expect(hidden.body).toBe('Not found');
    }
    await app.close();
  });
});

describe('the code a page preloads', () => {
  const INDEX = '<!doctype html><html><head><title>Portal</title>\n  </head><body></body></html>';
  const TABLE = {
    '/orders': ['/assets/query-layer-a.js', '/assets/orders-list-page-b.js', '/assets/data-table-c.js'],
    '/orders/:id': ['/assets/query-layer-a.js', '/assets/order-page-d.js', '/assets/order-page-e.css'],
    '/reports/*': ['/assets/reports-page-f.js'],
    '/products/new': ['/assets/product-form-page-g.js'],
    '/products/:id': ['/assets/product-form-page-g.js', '/assets/product-id-only-h.js'],
  };

  async function portal() {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'query-layer-a.js'), 'export {};');
    writeFileSync(path.join(dist, '.vite', 'route-preloads.json'), JSON.stringify(TABLE));
    const app = Fastify();
    await serveWebApp(app, dist);
    return { app, dist };
  }
  const navigate = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { 'sec-fetch-mode': 'navigate', ...headers } });
  const preloads = (html: string) => [...html.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)];

  it("sends each page's index.html with its chunks to preload, and the plain file to any other path", async () => {
    const { app } = await portal();

    const orders = await navigate(app, '/orders');
    expect(orders.statusCode).toBe(200);
    expect(orders.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(orders.headers['cache-control']).toBe('no-cache');
    expect(preloads(orders.body).map(([, rel, href]) => [rel, href])).toEqual(
      TABLE['/orders'].map((href) => ['modulepreload', href]),
    );
    expect(orders.body).toMatch(/<title>Portal<\/title>\s*(<link [^>]*>\s*){3}<\/head><body><\/body>/);

    // A page's own CSS goes in as a stylesheet; a query string and a trailing slash change nothing.
    const order = await navigate(app, '/orders/123/?tab=lines');
    expect(preloads(order.body).map(([, rel, href]) => [rel, href])).toEqual([
      ['modulepreload', '/assets/query-layer-a.js'],
      ['modulepreload', '/assets/order-page-d.js'],
      ['stylesheet', '/assets/order-page-e.css'],
    ]);

    // A static segment wins over ':id'; a trailing '*' takes the rest of the path, or nothing.
    expect(preloads((await navigate(app, '/products/new')).body)).toHaveLength(1);
    expect(preloads((await navigate(app, '/products/42')).body)).toHaveLength(2);
    for (const url of ['/reports', '/reports/sales/by-day', '/REPORTS'])
      expect(preloads((await navigate(app, url)).body), url).toHaveLength(1);

    for (const url of ['/', '/orders/1/lines', '/unknown', '/order', '/maintenance']) {
      const plain = await navigate(app, url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.body, url).toBe(INDEX);
      expect(plain.headers['cache-control'], url).toBe('no-cache');
    }
    // Not a navigation (a script asking for a missing chunk): still a 404, never index.html.
    const script = await app.inject({ url: '/orders', headers: { 'sec-fetch-mode': 'cors' } });
    expect(script.statusCode).toBe(404);
    expect((await navigate(app, '/.vite/route-preloads.json')).statusCode).toBe(404);
    await app.close();
  });

  it('sends it brotli- or gzip-compressed when accepted, with a validator per encoding', async () => {
    const { app } = await portal();
    const plain = await navigate(app, '/orders', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');

    const br = await navigate(app, '/orders', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await navigate(app, '/orders', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const etags = new Set([plain, br, gzip].map((reply) => reply.headers.etag));
    expect(etags.size).toBe(3);
    const again = await navigate(app, '/orders', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await app.close();
  });

  it('reads the build again when it changes under a running server', async () => {
    const { app, dist } = await portal();
    expect((await navigate(app, '/orders')).body).toContain('orders-list-page-b.js');
    writeFileSync(
      path.join(dist, '.vite', 'route-preloads.json'),
      JSON.stringify({ '/orders': ['/assets/x-new.js'] }),
    );
    writeFileSync(path.join(dist, 'index.html'), INDEX.replace('Portal', 'Portal 2'));
    const rebuilt = (await navigate(app, '/orders')).body;
    expect(rebuilt).toContain('<title>Portal 2</title>');
    expect(preloads(rebuilt).map(([, , href]) => href)).toEqual(['/assets/x-new.js']);
    await app.close();
  });
});

describe('the app shell a signed-in page paints before its code', () => {
  const GATE = "document.documentElement.classList.add('has-session')";
  const INDEX = `<!doctype html><html><head><title>Portal</title><script>${GATE}</script>\n  </head><body><div id="root"></div></body></html>`;
  const SHELLS = {
    style: '.app-shell{display:none}',
    pages: { '/orders': '<div class="app-shell"><h1>Orders</h1></div>' },
  };

  async function portal() {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    const table = { '/orders': ['/assets/orders-a.js'], '/login': ['/assets/login-b.js'] };
    writeFileSync(path.join(dist, '.vite', 'route-preloads.json'), JSON.stringify(table));
    writeFileSync(path.join(dist, '.vite', 'route-shells.json'), JSON.stringify(SHELLS));
    const app = Fastify();
    await serveWebApp(app, dist);
    return app;
  }
  const navigate = (app: FastifyInstance, url: string) =>
    app.inject({ url, headers: { 'sec-fetch-mode': 'navigate' } });

  it("puts the page's shell in #root and its CSS in the head; the sign-in page and others get none", async () => {
    const app = await portal();
    const orders = (await navigate(app, '/orders')).body;
    expect(orders).toContain(`<style>${SHELLS.style}</style>\n  </head>`);
    expect(orders).toContain(`<div id="root">${SHELLS.pages['/orders']}</div>`);
    for (const url of ['/login', '/unknown']) {
      const page = (await navigate(app, url)).body;
      expect(page, url).toContain('<div id="root"></div>');
      expect(page, url).not.toContain('<style>');
    }
    await app.close();
  });

  it("allows index.html's inline script by its hash, and no other inline script", async () => {
    const app = await portal();
    const hash = createHash('sha256').update(GATE).digest('base64');
    for (const url of ['/orders', '/login', '/unknown']) {
      const csp = String((await navigate(app, url)).headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src '));
      expect(scriptSrc, url).toBe(`script-src 'self' 'sha256-${hash}'`);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
    }
    await app.close();
  });
});
