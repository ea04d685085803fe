import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@portal/domain';
import { AppError } from '../errors.ts';

export const NON_CANONICAL_MESSAGE = 'The request URL must be in its canonical form';
const NON_CANONICAL_CODE = ERROR_CODES.nonCanonicalUrl;

declare module 'fastify' {
  interface FastifyRequest {
    /** The decoded path the router matched, set at the edge (canonical-url.ts). */
    canonicalPath: string | null;
  }
}

/** Characters RFC 3986 never needs escaped, plus the ones whose escape changes what a path means. */
const NEVER_ESCAPED = /^[A-Za-z0-9\-._~/\\%]$/;

/**
 * The request target's path when it is already canonical, or null: origin-form only (no absolute-form,
 * no `*`), no dot segments, no empty segment (`//`), no backslash or fragment, every escape upper-case
 * and only of a character that needs one (never a letter, digit, `.`, `/`, `\` or `%`), and valid UTF-8.
 * Then the raw path and the path the router decodes are the same path.
 */
export function canonicalPathOf(target: string): string | null {
  if (!target.startsWith('/')) return null;
  const raw = target.split('?', 1)[0]!;
  if (/[#\\]/.test(raw) || /%(?![0-9A-F]{2})/.test(raw)) return null;
  for (const [, hex] of raw.matchAll(/%([0-9A-F]{2})/g)) {
    if (NEVER_ESCAPED.test(String.fromCharCode(parseInt(hex!, 16)))) return null;
  }
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const segments = path.split('/').slice(1);
  const inner = segments.slice(0, -1);
  if (segments.some((s) => s === '.' || s === '..') || inner.some((s) => s === '')) return null;
  return path;
}

/** The path every check reads: the routed, decoded path (never the raw `request.url`). */
export function routedPath(request: FastifyRequest): string {
  return request.canonicalPath ?? canonicalPathOf(request.url) ?? '';
}

/**
 * One URL for every check: a request whose raw path differs from its decoded, normalised
 * path, or whose target is absolute-form, is refused with 400 before any other hook or route runs.
 * Register first.
 */
export const canonicalUrl = fp(async (app: FastifyInstance) => {
  app.decorateRequest('canonicalPath', null);
  app.addHook('onRequest', async (request) => {
    const path = canonicalPathOf(request.raw.url ?? '');
    if (path === null) throw AppError.badRequest('', NON_CANONICAL_MESSAGE, NON_CANONICAL_CODE);
    request.canonicalPath = path;
  });
});
