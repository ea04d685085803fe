import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Public files are images only: product images, the image gallery and suppliers' store images. */
const PUBLIC_FILE = /^\/files\/(images|suppliers|gallery)\/[A-Za-z0-9._/-]+\.(jpg|jpeg|png|webp)$/;

/**
 * Serves uploaded images at /files/. Generated documents never live here (they go through the signed
 * /api/downloads link); any other path under /files/ is a plain 404, whatever exists on disk.
 */
export async function servePublicFiles(app: FastifyInstance, root: string, decorateReply: boolean) {
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith('/files/') && (!PUBLIC_FILE.test(url) || url.includes('..'))) {
      return reply.code(404).type('text/plain').send('Not found');
    }
  });
  await app.register(fastifyStatic, { root, prefix: '/files/', decorateReply, index: false, maxAge: '1d' });
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
    if (isFile && !url.endsWith('.map') && existsSync(file)) {
      const immutable = url.startsWith('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(path.relative(dist, file), { cacheControl: false });
    }
    if (url.startsWith('/assets/') || url.startsWith('/files/') || url.endsWith('.map'))
      return notFound(reply);
    if (!isNavigation(request)) return notFound(reply);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });
}
