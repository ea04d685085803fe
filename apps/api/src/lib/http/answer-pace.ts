import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@portal/domain';
import { keptCopyUse, type KeptCopyUse } from './compressed-copies.ts';

/** Answers smaller than this are never paced: every page of an ordinary tenant stays as it is. */
export const PACED_ANSWER_MIN_BYTES = 256 * 1024;
/** A supplier may take this many seconds' worth at once before the pace applies (a few whole lists). */
const BURST_SECONDS = 8;
/** The longest an answer waits; past it (a client asking for many at once) the answer is a 429. */
export const PACE_MAX_WAIT_MS = 15_000;
export const TOO_MANY_LARGE_ANSWERS = 'Too many large downloads at once. Please try again shortly';

export type AnswerPaceOptions = {
  /** Cost of large answers (answerCost) per supplier per second, in bytes; 0 turns the pace off. */
  bytesPerSecond: number;
  /** The clock and the wait, for tests; default the real ones. */
  now?: () => number;
  wait?: (ms: number) => Promise<unknown>;
};

type Bucket = { bytes: number; at: number };

/**
 * A token bucket per supplier, in bytes: what an answer may take now, and how long it waits for the rest.
 * The balance may go below zero, so concurrent answers queue one behind the other, each waiting for its own.
 */
export function answerPacer(bytesPerSecond: number, now: () => number = Date.now) {
  const burst = bytesPerSecond * BURST_SECONDS;
  const buckets = new Map<number, Bucket>();
  return {
    /**
     * Takes `bytes` from the supplier's bucket; answers the milliseconds to wait before sending, or, when
     * that would pass PACE_MAX_WAIT_MS, takes nothing and answers `refused` with the wait it would need.
     */
    take(supplierId: number, bytes: number): { waitMs: number; refused: boolean } {
      const at = now();
      const bucket = buckets.get(supplierId) ?? { bytes: burst, at };
      const refilled = Math.min(burst, bucket.bytes + ((at - bucket.at) / 1000) * bytesPerSecond);
      const left = refilled - bytes;
      const waitMs = left >= 0 ? 0 : Math.ceil((-left / bytesPerSecond) * 1000);
      const refused = waitMs > PACE_MAX_WAIT_MS;
      buckets.set(supplierId, { bytes: refused ? refilled : left, at });
      if (buckets.size > 10_000) forgetFull(buckets, burst, bytesPerSecond, at);
      return { waitMs, refused };
    },
  };
}

/**
 * What an answer costs the process, in bytes: the bytes it sends, plus the plain answer's bytes when they
 * were compressed (or encoded) for it. A kept copy sent again costs only its bytes on the wire (a 20,000-
 * product list: 0.8 MB with gzip, 8 MB uncompressed); an answer compressed per request costs its whole text.
 */
function answerCost(sentBytes: number, plainBytes: number, kept: KeptCopyUse | undefined): number {
  if (!kept) return plainBytes; // compressed (or not) by @fastify/compress as it goes: its whole text
  return sentBytes + (kept.made ? plainBytes : 0);
}

/** Drops the buckets that have filled up again (they start full when next seen). */
function forgetFull(buckets: Map<number, Bucket>, burst: number, rate: number, at: number) {
  for (const [id, b] of buckets) if (b.bytes + ((at - b.at) / 1000) * rate >= burst) buckets.delete(id);
}

/**
 * One supplier reading its whole catalogue (up to 7.9 MB of JSON) in a loop took a core that
 * every tenant shares, in requests too cheap for a per-request limit to tell from a busy ordinary tenant.
 * Large answers to a supplier are paced instead, per process: beyond a burst, each waits until the
 * supplier's share of bytes allows it, up to 15 s (more at once is a 429 with Retry-After, so a client
 * asking for dozens at a time cannot hold connections open). A person opening pages never meets the pace.
 * The share is of cost, not of plain bytes (answerCost): the same list sent again from its kept copy costs
 * what goes on the wire, so a client reading it compressed in a loop is paced ten times more loosely than
 * one refusing compression, and one whose answers are compressed afresh pays for that work. Registered
 * after the kept copies (compressed-copies.ts), so it sees what an answer is sent as, and before
 * @fastify/compress, so an answer compressed per request is compressed only when it goes.
 */
export const answerPace = fp(async (app: FastifyInstance, opts: AnswerPaceOptions) => {
  if (opts.bytesPerSecond <= 0) return;
  const pacer = answerPacer(opts.bytesPerSecond, opts.now);
  const wait = opts.wait ?? sleep;
  app.addHook('onSend', async (request, reply, payload) => {
    const supplierId = request.actor?.supplierId ?? 0;
    if (supplierId <= 0 || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const kept = keptCopyUse(request);
    const plainBytes = kept?.plainBytes ?? Buffer.byteLength(payload);
    if (plainBytes < PACED_ANSWER_MIN_BYTES) return payload;
    const cost = answerCost(Buffer.byteLength(payload), plainBytes, kept);
    const { waitMs, refused } = pacer.take(supplierId, cost);
    if (refused) {
      reply
        .code(429)
        .removeHeader('etag')
        .removeHeader('content-encoding')
        .removeHeader('content-length')
        .header('cache-control', 'no-store')
        .header('retry-after', String(Math.ceil((waitMs - PACE_MAX_WAIT_MS) / 1000)))
        .type('application/json; charset=utf-8');
      const error = { param: '', message: TOO_MANY_LARGE_ANSWERS, code: ERROR_CODES.rateLimited };
      return JSON.stringify({ errors: [error] });
    }
    if (waitMs > 0) await wait(waitMs);
    return payload;
  });
});
