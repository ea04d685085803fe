import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';
import { verifyToken } from './jwt.ts';
import type { Actor } from './context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** Reachable by a staff token that has not picked a supplier yet. */
    staffWithoutSupplier?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/** Every /api route needs a valid token unless its config says public: tenancy is on by default. */
export const authHook = fp(async (app: FastifyInstance, opts: { secret: string }) => {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    const config = request.routeOptions.config;
    const token = bearerToken(request);
    const claims = token ? verifyToken(token, opts.secret) : null;
    if (claims) {
      request.actor = {
        supplierId: claims.sub,
        staff: claims.staff === true,
        userId: claims.actor ?? null,
        username: claims.username,
        supplierName: claims.supplierName,
        state: claims.state,
      };
    }
    if (config?.public) return;
    if (!request.actor)
      throw AppError.unauthorized(token ? 'Invalid or expired token' : 'Missing bearer token');
    if (request.actor.supplierId === 0 && !config?.staffWithoutSupplier) {
      throw AppError.forbidden('Choose a supplier to act as first');
    }
  });
});

/** The actor of a route that requires sign-in (the hook guarantees it). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw AppError.unauthorized();
  return request.actor;
}

export function requireStaff(actor: Actor): void {
  if (!actor.staff) throw AppError.forbidden();
}
