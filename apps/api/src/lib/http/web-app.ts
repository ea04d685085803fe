import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOf, createLocalStorage, isPublicImageKey, type FileStorage } from '../storage/index.ts';
import { canonicalUrl, routedPath } from './canonical-url.ts';
import { preferredEncoding } from './compressed-copies.ts';
import { contentSecurityPolicyHeader } from './security-headers.ts';

/** Public files are images only: product images, the image gallery and suppliers' store images. */
function publicFileKey(path: string): string | null {
  const key = path.startsWith('/files/') ? path.slice('/files/'.length) : '';
  return isPublicImageKey(key) ? key : null;
}

/**
 * Serves uploaded images at /files/ from the file storage, whichever driver holds them (database, S3,
 * local disk). Generated documents never live here (they go through the signed /api/downloads link);
 * any other path under /files/ is a plain 404, whatever the storage holds.
 */
export async function servePublicFiles(app: FastifyInstance, storage: FileStorage | string) {
  const files = typeof storage === 'string' ? createLocalStorage(storage) : storage;
  // Whoever registers this alone (a test, a static host) still gets the edge's canonical-URL rule.
  if (!app.hasRequestDecorator('canonicalPath')) await app.register(canonicalUrl);
  app.get('/files/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    // The key is the routed path's, never the raw URL's.
    const key = publicFileKey(routedPath(request));
    const content = key ? await files.get(key) : null;
    if (!key || !content) return notFound(reply);
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
  const pages = landingPages(dist);
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
    const url = routedPath(request) || '/';
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
    reply.header('content-security-policy', pages.contentSecurityPolicy());
    const page = pages.htmlFor(url);
    if (!page) return reply.sendFile('index.html', { cacheControl: false });
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const etag = `"${page.hash}${encoding ? `-${encoding}` : ''}"`;
    reply.header('vary', 'accept-encoding').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(encoding ? page[encoding] : page.identity);
  });
}

/** The build's table of what each page preloads (apps/web/vite-route-preloads.ts); never served. */
const ROUTE_PRELOADS = '.vite/route-preloads.json';
/** The build's app shell of each signed-in page (apps/web/vite-landing-shell.ts); never served. */
const ROUTE_SHELLS = '.vite/route-shells.json';
const EMPTY_ROOT = '<div id="root"></div>';

/** One page's index.html, made once in each encoding: the build's .br/.gz exist only for the plain file. */
type PageHtml = { hash: string; identity: Buffer; br: Buffer; gzip: Buffer };
type LandingPage = { segments: string[]; head: string; shell: string; html?: PageHtml };

/**
 * index.html for a navigation, announcing the code of the page it lands on, so it downloads beside the entry rather than after it. The build lists,
 * per page pattern of the route manifest (apps/web/src/app/page-manifest.ts), the chunks beyond the entry a cold load of it needs;
 * sent as <link rel="modulepreload"> they download beside the entry instead of after it has run and
 * the router has asked for them. A signed-in page also gets its app shell (apps/web/src/early/
 * landing-shell.ts) inside #root, painted before any script has run. A path with no entry (or a build
 * without the tables) gets the plain file. The files are read again when any changes on disk, so a
 * rebuild under a running server never pairs a new index.html with old chunk names.
 */
function landingPages(dist: string) {
  const indexFile = path.join(dist, 'index.html');
  const tableFile = path.join(dist, ROUTE_PRELOADS);
  const shellsFile = path.join(dist, ROUTE_SHELLS);
  let loaded: { stamp: string; index: string; csp: string; pages: LandingPage[] } | undefined;

  const stampOf = (file: string) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat ? `${stat.mtimeMs}:${stat.size}` : '-';
  };
  const load = () => {
    const stamp = `${stampOf(indexFile)} ${stampOf(tableFile)} ${stampOf(shellsFile)}`;
    if (loaded?.stamp === stamp) return loaded;
    const table = readTable(tableFile);
    const shells = readShells(shellsFile);
    const pages = Object.entries(table)
      .map(([pattern, files]) => {
        const shell = shells.pages[pattern] ?? '';
        const style = shell ? `\n    <style>${shells.style}</style>` : '';
        return {
          segments: segmentsOf(pattern),
          head: stringsOf(files).map(linkTag).join('\n    ') + style,
          shell,
        };
      })
      .sort((a, b) => rankOf(b.segments) - rankOf(a.segments));
    const index = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '';
    loaded = { stamp, index, csp: contentSecurityPolicyHeader(inlineScriptHashes(index)), pages };
    return loaded;
  };

  return {
    /** The policy for index.html: the site's, allowing the build's inline scripts by their hashes. */
    contentSecurityPolicy: () => load().csp,
    /** The page's index.html, or undefined for the plain file. */
    htmlFor(url: string): PageHtml | undefined {
      const { index, pages } = load();
      const parts = segmentsOf(url).map((part) => part.toLowerCase());
      const page = pages.find(({ segments }) => matches(segments, parts));
      if (!page || !index.includes('</head>')) return undefined;
      page.html ??= encode(
        index
          .replace('</head>', () => `  ${page.head}\n  </head>`)
          .replace(EMPTY_ROOT, () => `<div id="root">${page.shell}</div>`),
      );
      return page.html;
    },
  };
}

/** A table, or none when the build wrote none (or is writing it: read again once it has changed). */
function readTable(file: string): Record<string, unknown> {
  try {
    const table: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return table && typeof table === 'object' ? (table as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The app shells: their CSS, and each page's markup by pattern (none without the file). */
function readShells(file: string): { style: string; pages: Record<string, string> } {
  const { style, pages } = readTable(file);
  if (typeof style !== 'string' || !pages || typeof pages !== 'object') return { style: '', pages: {} };
  const markup = Object.entries(pages).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  // A style element's text ends at the first '</style': the build's CSS never holds one.
  return { style: style.replaceAll('</', '<\\/'), pages: Object.fromEntries(markup) };
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** CSP sources for the inline scripts of a page ('sha256-…' of each <script> without a src). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/** React Router's order: a static segment beats a ':param', which beats a trailing '*'. */
const rankOf = (segments: string[]) =>
  segments.reduce((rank, s) => rank + (s === '*' ? -2 : s.startsWith(':') ? 3 : 10), segments.length);

/** Segment by segment, as the router matches (case-insensitive); a trailing '*' takes the rest, or nothing. */
function matches(pattern: string[], parts: string[]): boolean {
  for (const [i, segment] of pattern.entries()) {
    if (segment === '*') return true;
    const part = parts[i];
    if (part === undefined || (!segment.startsWith(':') && segment !== part)) return false;
  }
  return parts.length === pattern.length;
}

/** As Vite writes index.html's own preloads (crossorigin: the module fetch the page makes later). */
function linkTag(href: string): string {
  const url = href.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return href.endsWith('.css')
    ? `<link rel="stylesheet" crossorigin href="${url}">`
    : `<link rel="modulepreload" crossorigin href="${url}">`;
}

function encode(html: string): PageHtml {
  const identity = Buffer.from(html);
  return {
    hash: createHash('sha1').update(identity).digest('base64url'),
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}
