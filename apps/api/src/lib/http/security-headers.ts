import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The portal's Content-Security-Policy: scripts only from our own origin (the built bundles; the
 * one inline script, the app shell's gate in index.html, is allowed by its hash there), styles from our origin plus the style elements MUI's emotion inserts at
 * run time, images from our origin (uploads under /files) and data:/blob: previews, API calls to
 * our origin only, and never inside a frame.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The policy as a header value, as helmet writes it, with more script sources where a page needs them:
 * the built index.html allows its one inline script (the app shell's gate) by its hash (web-app.ts).
 */
export function contentSecurityPolicyHeader(moreScriptSources: string[] = []): string {
  const directives = {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...moreScriptSources],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join(';');
}

const ONE_YEAR_SECONDS = 31_536_000;
const LINK_TOKEN_IN_QUERY = /[?&]token=/i;

/**
 * Security headers on every response (HTML, JSON, files): CSP, frame-ancestors/X-Frame-Options,
 * nosniff, Referrer-Policy, and HSTS when the request came over HTTPS. Every answer (API or not, refused
 * or not, whatever its URL looked like) is `Cache-Control: no-store` unless its route chose otherwise.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below only over HTTPS: over plain HTTP the header means nothing and misleads.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    // A page whose address carries a link's token (a password reset, an invitation) sends no referrer:
    // neither its own requests nor a link followed from it carry the token in a Referer header.
    if (LINK_TOKEN_IN_QUERY.test(request.url)) reply.header('referrer-policy', 'no-referrer');
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    }
    if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
});
