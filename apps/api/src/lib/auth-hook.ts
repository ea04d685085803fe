import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';
import { routedPath } from './http/canonical-url.ts';
import { issuedAtMs, verifyToken } from './jwt.ts';
import type { Actor, AppContext } from './context.ts';
import { findSessionCutoff } from '../modules/auth/auth.repository.ts';
import { isRole, type Role, type TokenClaims } from '@portal/domain';

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

/**
 * A signed token is still a session only while its user exists and it was issued at or after the
 * user's cut-off (set by a password change or 'Sign out everywhere'). Read from the database on every
 * request, never cached, so a revocation holds at once in every API process.
 */
type Session = { role: Role; totp: boolean };

/** The session's current role and factor (read with the cut-off), or null when it has ended. */
async function currentSession(ctx: AppContext, claims: TokenClaims): Promise<Session | null> {
  // Tokens from before people had roles were the supplier's one (owner) login.
  if (typeof claims.actor !== 'number') return { role: 'owner', totp: false };
  const user = await findSessionCutoff(ctx.db, claims.actor);
  if (!user) return null;
  if (user.validAfter && issuedAtMs(claims) < user.validAfter.getTime()) return null;
  return { role: isRole(user.role) ? user.role : 'owner', totp: user.totp };
}

/**
 * Whether the session a request came with still holds (its token unexpired, its person not signed out
 * everywhere or removed): an open event stream asks at each heartbeat and ends when it does not.
 */
export async function sessionStillValid(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const token = bearerToken(request);
  const signed = token ? await verifyToken(token, ctx.config.jwtSecret) : null;
  return signed !== null && (await currentSession(ctx, signed)) !== null;
}

export const SESSION_ROLE_HEADER = 'fb-session-role';

/** Every /api route needs a valid token unless its config says public: tenancy is on by default. */
export const authHook = fp(async (app: FastifyInstance, opts: { secret: string }) => {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request, reply) => {
    // An unknown path is a 404 for everyone, signed in or not (the not-found handler answers it).
    const path = routedPath(request);
    if (!path.startsWith('/api/') || path.startsWith('/api/docs') || request.is404) return;
    const config = request.routeOptions.config;
    const token = bearerToken(request);
    const signed = token ? await verifyToken(token, opts.secret) : null;
    const session = signed ? await currentSession(app.ctx, signed) : null;
    const claims = session ? signed : null;
    if (claims && session) {
      request.actor = {
        supplierId: claims.sub,
        staff: claims.staff === true,
        userId: claims.actor ?? null,
        username: claims.username,
        supplierName: claims.supplierName,
        state: claims.state,
        sessionExpiresAt: claims.exp,
        role: claims.staff === true ? null : session.role,
        totp: session.totp,
      };
    }
    // A role changed since the token was issued: every answer says so until the portal takes a new token.
    if (
      claims &&
      session &&
      claims.staff !== true &&
      typeof claims.actor === 'number' &&
      claims.role !== session.role
    )
      reply.header(SESSION_ROLE_HEADER, session.role);
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
