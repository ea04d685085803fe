import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, ERROR_CODES } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../errors.ts';
import { clearKey, countHit, purgeExpired } from './rate-limit.repository.ts';

type LimitRule = {
  max: number;
  windowMs: number;
  message: string;
  /** What the limit counts by; null skips the limit (e.g. no supplier to count against). */
  keyOf: (request: FastifyRequest) => string | null;
};

const perAddress = (request: FastifyRequest) => request.ip;
const perSupplier = (request: FastifyRequest) =>
  request.actor && request.actor.supplierId > 0 ? String(request.actor.supplierId) : null;
const perUser = (request: FastifyRequest) =>
  request.actor ? (request.actor.userId?.toString() ?? request.actor.username) : null;
const perAccount = (request: FastifyRequest) => {
  const username = (request.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim().toLowerCase() : null;
};

/** A reset request counts against the address it names, whether or not it has an account. */
const perResetEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
};

export const TOO_MANY_REPORTS = 'Too many error reports. Please try again later';
export const TOO_MANY_EVENTS = 'Too many events. Please try again later';
export const TOO_MANY_FEEDBACK = 'Too many feedback answers. Please try again later';
export const TOO_MANY_UPLOADS = 'Too many image uploads. Please try again later';

/**
 * Every limit the API enforces. The address is the socket's unless TRUST_PROXY names the proxies in
 * front (see config.ts), so a forged X-Forwarded-For never buys a new window. The per-account sign-in
 * limit counts attempts from every address, so a locked account stays locked wherever guesses come from.
 */
export const RATE_LIMITS = {
  signInPerAddress: {
    max: 30,
    windowMs: 60_000,
    message: AUTH_MESSAGES.tooManyAttempts,
    keyOf: perAddress,
  },
  signInPerAccount: {
    max: 8,
    windowMs: 15 * 60_000,
    message: AUTH_MESSAGES.tooManyAttempts,
    keyOf: perAccount,
  },
  passwordResetPerAccount: {
    max: 5,
    windowMs: 15 * 60_000,
    message: AUTH_MESSAGES.tooManyAttempts,
    keyOf: perResetEmail,
  },
  // Change-password checks the current password: guesses count like sign-in failures.
  passwordChecksPerUser: {
    max: 8,
    windowMs: 15 * 60_000,
    message: AUTH_MESSAGES.tooManyAttempts,
    keyOf: perUser,
  },
  clientErrorsPerAddress: { max: 20, windowMs: 60_000, message: TOO_MANY_REPORTS, keyOf: perAddress },
  clientErrorsPerSupplier: { max: 20, windowMs: 60_000, message: TOO_MANY_REPORTS, keyOf: perSupplier },
  eventsPerSupplier: { max: 120, windowMs: 60_000, message: TOO_MANY_EVENTS, keyOf: perSupplier },
  feedbackPerSupplier: { max: 10, windowMs: 60_000, message: TOO_MANY_FEEDBACK, keyOf: perSupplier },
  // Each upload costs about a second of CPU to decode and re-encode: store and gallery images.
  imageUploadsPerSupplier: { max: 20, windowMs: 10 * 60_000, message: TOO_MANY_UPLOADS, keyOf: perSupplier },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof RATE_LIMITS;

type RateLimitResult = { isExceeded?: boolean; ttlInSeconds?: number };

/** Roughly one hit in this many also drops long-ended windows. */
const PURGE_EVERY = 500;

/** @fastify/rate-limit's store interface over the rate_limits table, shared by every API process. */
function databaseStore(db: Db) {
  return class DatabaseStore {
    incr(
      key: string,
      done: (err: Error | null, state?: { current: number; ttl: number }) => void,
      // Passed by @fastify/rate-limit at run time, though its types leave it out.
      timeWindow = 60_000,
    ) {
      if (Math.random() * PURGE_EVERY < 1) void purgeExpired(db).catch(() => undefined);
      countHit(db, key, timeWindow).then(
        (state) => done(null, { current: state.hits, ttl: state.ttlMs }),
        (err: Error) => done(err),
      );
    }
    child() {
      return new DatabaseStore();
    }
  };
}

const keyFor = (name: LimitName, request: FastifyRequest) => {
  const key = RATE_LIMITS[name].keyOf(request);
  return key === null ? null : `${name}:${key}`;
};

/**
 * Decorates the app with `rateLimited(name)`, a preHandler that counts the request against a named
 * limit and answers 429 with Retry-After once it is spent, and `clearRateLimit(request, name)`.
 */
export const rateLimits = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  await app.register(rateLimit, { global: false, store: databaseStore(opts.db) });
  const checks = new Map<LimitName, (request: FastifyRequest) => Promise<RateLimitResult>>();
  for (const name of Object.keys(RATE_LIMITS) as LimitName[]) {
    const rule = RATE_LIMITS[name];
    const check = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => keyFor(name, request) ?? '',
    });
    checks.set(name, check as (request: FastifyRequest) => Promise<RateLimitResult>);
  }

  app.decorate('rateLimited', (name: LimitName) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (keyFor(name, request) === null) return;
    const result = await checks.get(name)!(request);
    if (!result.isExceeded) return;
    reply.header('retry-after', String(Math.max(1, result.ttlInSeconds ?? 1)));
    throw new AppError(429, [
      { param: '', message: RATE_LIMITS[name].message, code: ERROR_CODES.rateLimited },
    ]);
  });
  app.decorate('clearRateLimit', async (request: FastifyRequest, name: LimitName) => {
    const key = keyFor(name, request);
    if (key !== null) await clearKey(opts.db, key);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    rateLimited: (name: LimitName) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    clearRateLimit: (request: FastifyRequest, name: LimitName) => Promise<void>;
  }
}
