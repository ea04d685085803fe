import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOf, createLocalStorage, type FileStorage } from '../storage/index.ts';

/** Public files are images only: product images, the image gallery and suppliers' store images. */
const PUBLIC_FILE = /^\/files\/(images|suppliers|gallery)\/[A-Za-z0-9._/-]+\.(jpg|jpeg|png|webp)$/;

/**
 * Serves uploaded images at /files/ from the file storage, whichever driver holds them (database, S3,
 * local disk). Generated documents never live here (they go through the signed /api/downloads link);
 * any other path under /files/ is a plain 404, whatever the storage holds.
 */
export async function servePublicFiles(app: FastifyInstance, storage: FileStorage | string) {
  const files = typeof storage === 'string' ? createLocalStorage(storage) : storage;
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith('/files/') && (!PUBLIC_FILE.test(url) || url.includes('..'))) {
      return reply.code(404).type('text/plain').send('Not found');
    }
  });
  app.get('/files/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const key = (request.url.split('?')[0] ?? '').slice('/files/'.length);
    const content = await files.get(key);
    if (!content) return notFound(reply);
    const etag = `"${createHash('sha1').update(content).digest('base64url')}"`;
    reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(contentTypeOf(key)).send(content);
  });
}

/** A browser navigating to a page (not a script, a fetch or an image asking for a missing file). */
function isNavigation(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  if (mode) return mode === 'navigate';
  return (request.headers.accept ?? '').includes('text/html');
}

const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain').send('Not found');

/**
 * The built portal: hashed assets cached for a year, index.html revalidated every time and served
 * only to navigations outside /api, /assets and /files. Source maps are never served.
 */
export async function serveWebApp(app: FastifyInstance, dist: string) {
  if (!existsSync(dist)) return;
  // serve: false: every file goes through the route below, so nothing (a source map) slips past its rules.
  // preCompressed: the build wrote .br and .gz copies (apps/web/vite-precompress.ts); sent when accepted.
  await app.register(fastifyStatic, {
    root: dist,
    serve: false,
    index: false,
    decorateReply: true,
    preCompressed: true,
  });
  app.get('/*', { config: { public: true }, schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/')) return reply.callNotFound();
    const file = path.join(dist, path.normalize(url));
    const isFile = url !== '/' && !url.endsWith('/') && file.startsWith(dist + path.sep);
    // Build metadata (dist/.vite/manifest.json, read by scripts/check-budgets.mjs) is not served.
    const hidden = url.endsWith('.map') || url.split('/').some((part) => part.startsWith('.'));
    if (isFile && !hidden && existsSync(file)) {
      const immutable = url.startsWith('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(path.relative(dist, file), { cacheControl: false });
    }
    if (url.startsWith('/assets/') || url.startsWith('/files/') || hidden) return notFound(reply);
    if (!isNavigation(request)) return notFound(reply);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });
}
