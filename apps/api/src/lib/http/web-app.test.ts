import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serveWebApp } from './web-app.ts';

describe('the built portal (issue 21)', () => {
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
