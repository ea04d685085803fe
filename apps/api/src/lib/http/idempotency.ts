import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, IMAGE_UPLOAD_MAX_BYTES, type ErrorCode } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { openRequestTransaction, type RequestTransaction } from '../../db/request-transaction.ts';
import { isConnectionLost } from '../db-errors.ts';
import { AppError } from '../errors.ts';
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
/** How many more runs a keyed write gets when its connection is lost before COMMIT. */
export const KEYED_WRITE_RERUNS = 2;
/** Reruns and COMMIT outcomes looked up since the process started (read by tests). */
export const keyedWriteStats = { reruns: 0, commitsFound: 0 };
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
const PURGE_EVERY_MS = 10 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: Keyed;
  }
}

type Keyed = repo.KeyedRequest & { renewal: NodeJS.Timeout; transaction?: RequestTransaction };
type Answer = { status: number; contentType: string | null; body: string };

const refuse = (reply: FastifyReply, status: number, param: string, message: string, code: ErrorCode) =>
  reply.status(status).send({ errors: [{ param, message, code }] });

/** The most a keyed multipart body may hold: an image at its limit and the form around it. */
const KEYED_MULTIPART_MAX_BYTES = IMAGE_UPLOAD_MAX_BYTES + 64 * 1024;

/**
 * What the body is, for telling a retry from another write under the same key: the hash of its bytes.
 * A multipart body is not parsed yet here (the handler streams it), so it is read whole first (up to
 * KEYED_MULTIPART_MAX_BYTES), hashed, and handed to the multipart parser from memory: another file of the
 * same size is another body.
 */
async function bodyHash(request: FastifyRequest): Promise<string> {
  const hash = createHash('sha256');
  if (!request.isMultipart()) return hash.update(JSON.stringify(request.body ?? null)).digest('base64url');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > KEYED_MULTIPART_MAX_BYTES) {
      throw new AppError(413, [
        { param: '', message: 'The upload is too large', code: ERROR_CODES.payloadTooLarge },
      ]);
    }
    chunks.push(chunk);
    hash.update(chunk);
  }
  replayBody(request.raw, Buffer.concat(chunks));
  return `multipart:${hash.digest('base64url')}`;
}

/** The multipart parser pipes the request into its own parser: give it the bytes already read. */
function replayBody(raw: FastifyRequest['raw'], body: Buffer): void {
  raw.pipe = <T extends NodeJS.WritableStream>(destination: T): T => {
    destination.end(body);
    return destination;
  };
  raw.unpipe = () => raw;
}

/** The answer to keep for a retry, or null: 5xx and 429 are worth a retry, a stream cannot be kept. */
function answerToKeep(reply: FastifyReply, payload: unknown): Answer | null {
  const text = typeof payload === 'string' ? payload : payload == null ? '' : null;
  if (reply.statusCode >= 500 || reply.statusCode === 429 || text === null) return null;
  const contentType = reply.getHeader('content-type');
  return {
    status: reply.statusCode,
    contentType: typeof contentType === 'string' ? contentType : null,
    body: text,
  };
}

/**
 * COMMIT (or storing the answer) failed: committed or not? A lost connection leaves it unknown, so the
 * key's row is read on another connection: an answer there was committed with the write.
 */
async function committedAnyway(db: Db, keyed: Keyed, error: unknown): Promise<boolean> {
  if (!isConnectionLost(error)) return false;
  const found = await repo.findKey(db, keyed).catch(() => null);
  if (found?.status == null) return false;
  keyedWriteStats.commitsFound += 1;
  return true;
}

/**
 * Ends a keyed write: its answer is stored in the write's own transaction, then COMMIT, so the write
 * and its answer are kept together or not at all. An answer not kept rolls the write back (5xx, 429)
 * or commits it (a streamed answer) and frees the key for a retry. If storing or COMMIT fails, the
 * write is not acknowledged (unless the key's row shows it committed after all): the key is freed and
 * the error answered instead.
 */
async function settle(db: Db, keyed: Keyed, answer: Answer | null, streamed: boolean): Promise<void> {
  const transaction = keyed.transaction;
  try {
    if (answer) {
      await repo.storeAnswer(transaction?.tx ?? db, keyed, answer);
      await transaction?.end(true);
      return;
    }
    await transaction?.end(streamed);
  } catch (error) {
    await transaction?.end(false).catch(() => undefined);
    if (answer && (await committedAnyway(db, keyed, error))) return;
    await repo.releaseKey(db, keyed).catch(() => undefined);
    throw error;
  }
  await repo.releaseKey(db, keyed);
}

type Handler = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Runs a keyed write's handler in its request transaction. A connection lost before COMMIT committed
 * nothing, so the handler runs again on a fresh transaction (KEYED_WRITE_RERUNS times at most): the
 * request's body is still here, except a multipart one, which was read as it streamed.
 */
async function runKeyed(db: Db, keyed: Keyed, run: () => unknown, request: FastifyRequest) {
  for (let rerun = 0; ; rerun++) {
    keyed.transaction = await openRequestTransaction(db);
    try {
      return await keyed.transaction.run(run);
    } catch (error) {
      if (rerun >= KEYED_WRITE_RERUNS || !isConnectionLost(error) || request.isMultipart()) throw error;
      await keyed.transaction.end(false).catch(() => undefined);
      keyedWriteStats.reruns += 1;
      request.log.warn({ rerun: rerun + 1 }, 'connection lost before COMMIT: the keyed write runs again');
      // A moment for the pool to drop the other clients the same failover broke.
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}

/**
 * Idempotency keys (docs/decisions/operations.md): a signed-in write (POST, PUT, PATCH, DELETE) sent with an
 * `Idempotency-Key` is run once per caller and key; a retry gets the first answer again (with
 * `Idempotent-Replayed: true`) for 24 hours. The same key with another method, path or body: 409; while
 * the first is still running: 409 with Retry-After. 5xx and 429 answers are not kept (the retry runs).
 * The handler of a keyed write runs in one transaction (db/request-transaction.ts) that also stores its
 * answer: a process that dies before COMMIT leaves neither, one that dies after leaves both.
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
        bodyHash: await bodyHash(request),
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

    // The handler of a keyed write runs inside the request's transaction, opened just before it (so no
    // other hook waits on it), as `ctx.db`.
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!methods.some((method) => WRITES.has(method))) return;
      const handler = route.handler as Handler;
      route.handler = async function (this: FastifyInstance, request, reply) {
        const keyed = request.idempotency;
        if (!keyed) return handler.call(this, request, reply);
        return runKeyed(opts.db, keyed, () => handler.call(this, request, reply), request);
      };
    });

    // An answer that never reached onSend (the connection failed first) still ends all it holds.
    app.addHook('onResponse', async (request) => {
      const keyed = request.idempotency;
      if (!keyed) return;
      request.idempotency = undefined;
      clearInterval(keyed.renewal);
      await settle(opts.db, keyed, null, false).catch(() => undefined);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const keyed = request.idempotency;
      if (!keyed) return payload;
      request.idempotency = undefined;
      clearInterval(keyed.renewal);
      await settle(
        opts.db,
        keyed,
        answerToKeep(reply, payload),
        payload != null && typeof payload !== 'string',
      );
      if (Date.now() - purgedAt > PURGE_EVERY_MS) {
        purgedAt = Date.now();
        await repo.purgeKeys(opts.db).catch((error: unknown) => {
          request.log.warn({ err: error }, 'idempotency keys not purged');
        });
      }
      return payload;
    });
  },
  { name: 'idempotency-keys' },
);
