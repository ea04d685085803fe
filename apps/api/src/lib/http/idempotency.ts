import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, type ErrorCode } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import * as repo from './idempotency.repository.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer replayed from an earlier run of the same write. */
export const REPLAYED_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  reused: 'This Idempotency-Key was already used for a different request: send a new key for a new write',
  inProgress: 'A request with this Idempotency-Key is still in progress: retry in a moment',
} as const;
export const IDEMPOTENCY_CODES = {
  reused: ERROR_CODES.idempotencyKeyReused,
  inProgress: ERROR_CODES.idempotencyInProgress,
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
const PURGE_EVERY_MS = 10 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: repo.KeyedRequest & { renewal: NodeJS.Timeout };
  }
}

const refuse = (reply: FastifyReply, status: number, param: string, message: string, code: ErrorCode) =>
  reply.status(status).send({ errors: [{ param, message, code }] });

/**
 * What the body is, for telling a retry from another write under the same key. A multipart body is not
 * parsed yet here: its length and type stand for it.
 */
function bodyHash(request: FastifyRequest): string {
  const body = request.isMultipart()
    ? `multipart:${request.headers['content-length'] ?? ''}`
    : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(body).digest('base64url');
}

/**
 * Idempotency keys (docs/decisions/operations.md): a signed-in write (POST, PUT, PATCH, DELETE) sent with an
 * `Idempotency-Key` is run once per caller and key; a retry gets the first answer again (with
 * `Idempotent-Replayed: true`) for 24 hours. The same key with another method, path or body: 409; while
 * the first is still running: 409 with Retry-After. 5xx and 429 answers are not kept (the retry runs).
 * Registered before compression, so the kept answer is the plain body.
 */
export const idempotencyKeys = fp(
  async (app: FastifyInstance, opts: { db: Db }) => {
    let purgedAt = 0;
    app.addHook('preHandler', async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (key === undefined || !WRITES.has(request.method) || !request.actor) return;
      if (typeof key !== 'string' || !VALID_KEY.test(key)) {
        return refuse(
          reply,
          400,
          'Idempotency-Key',
          IDEMPOTENCY_MESSAGES.invalid,
          ERROR_CODES.invalidParameter,
        );
      }
      const actor = request.actor;
      const keyed = {
        scope: `${actor.supplierId}:${actor.userId ?? 0}:${actor.staff ? 'staff' : 'supplier'}`,
        key,
        method: request.method,
        path: request.url,
        bodyHash: bodyHash(request),
      };
      const held = await repo.claimKey(opts.db, keyed);
      if (!held) {
        const renew = () => repo.renewLease(opts.db, keyed).catch(() => undefined);
        const renewal = setInterval(() => void renew(), repo.IDEMPOTENCY_RENEW_MS);
        renewal.unref();
        request.idempotency = { ...keyed, renewal };
        return;
      }
      if (held.method !== keyed.method || held.path !== keyed.path || held.bodyHash !== keyed.bodyHash) {
        return refuse(reply, 409, 'Idempotency-Key', IDEMPOTENCY_MESSAGES.reused, IDEMPOTENCY_CODES.reused);
      }
      if (held.status === null) {
        reply.header('retry-after', '1');
        return refuse(
          reply,
          409,
          'Idempotency-Key',
          IDEMPOTENCY_MESSAGES.inProgress,
          IDEMPOTENCY_CODES.inProgress,
        );
      }
      reply.status(held.status).header(REPLAYED_HEADER, 'true');
      if (held.contentType) reply.header('content-type', held.contentType);
      return reply.send(held.body || undefined);
    });

    // An answer that never reached onSend (the connection failed first) still stops the renewal.
    app.addHook('onResponse', async (request) => {
      if (request.idempotency) clearInterval(request.idempotency.renewal);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const keyed = request.idempotency;
      if (!keyed) return payload;
      request.idempotency = undefined;
      clearInterval(keyed.renewal);
      const keep = reply.statusCode < 500 && reply.statusCode !== 429;
      const text = typeof payload === 'string' ? payload : payload == null ? '' : null;
      try {
        if (keep && text !== null) {
          const contentType = reply.getHeader('content-type');
          await repo.storeAnswer(opts.db, keyed, {
            status: reply.statusCode,
            contentType: typeof contentType === 'string' ? contentType : null,
            body: text,
          });
        } else {
          // Not kept (worth a retry, or a streamed answer): the key is free for the retry.
          await repo.releaseKey(opts.db, keyed);
        }
        if (Date.now() - purgedAt > PURGE_EVERY_MS) {
          purgedAt = Date.now();
          await repo.purgeKeys(opts.db);
        }
      } catch (error) {
        request.log.warn({ err: error }, 'idempotency key not updated');
      }
      return payload;
    });
  },
  { name: 'idempotency-keys' },
);
