import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { compressedCopies } from './compressed-copies.ts';
import {
  answerPace,
  answerPacer,
  PACE_MAX_WAIT_MS,
  PACED_ANSWER_MIN_BYTES,
  TOO_MANY_LARGE_ANSWERS,
} from './answer-pace.ts';

const MB = 1024 * 1024;

describe("a supplier's share of large answers", () => {
  it('gives a burst of 8 seconds at once, then makes each answer wait for its bytes', () => {
    let now = 0;
    const pacer = answerPacer(4 * MB, () => now);
    // 32 MB at once: four lists of 8 MB go straight out.
    for (let i = 0; i < 4; i++) expect(pacer.take(1, 8 * MB).waitMs).toBe(0);
    expect(pacer.take(1, 8 * MB).waitMs).toBe(2000); // the fifth waits 2 s for its 8 MB
    expect(pacer.take(1, 8 * MB).waitMs).toBe(4000); // a sixth at the same moment queues behind it
    now = 4000;
    expect(pacer.take(1, 2 * MB).waitMs).toBe(500); // by then 16 MB came back: 16 - 16 owed - 2 → 0.5 s
  });

  it('refuses, taking nothing, an answer that would wait more than 15 seconds', () => {
    const pacer = answerPacer(1 * MB, () => 0);
    expect(pacer.take(1, 8 * MB)).toEqual({ waitMs: 0, refused: false });
    expect(pacer.take(1, 15 * MB)).toEqual({ waitMs: PACE_MAX_WAIT_MS, refused: false });
    expect(pacer.take(1, 1 * MB)).toEqual({ waitMs: 16_000, refused: true });
    expect(pacer.take(1, 1)).toEqual({ waitMs: 15_001, refused: true }); // still owed 15 MB
  });

  it("is each supplier's own, and fills up again while the supplier is quiet", () => {
    let now = 0;
    const pacer = answerPacer(1 * MB, () => now);
    expect(pacer.take(1, 8 * MB).waitMs).toBe(0);
    expect(pacer.take(1, 1 * MB).waitMs).toBe(1000);
    expect(pacer.take(2, 8 * MB).waitMs).toBe(0); // another supplier is not held by the first
    now = 60_000;
    expect(pacer.take(1, 8 * MB).waitMs).toBe(0); // the bucket never holds more than the burst
    expect(pacer.take(1, 1 * MB).waitMs).toBe(1000);
  });
});

describe('the pace in the server', () => {
  const waits: number[] = [];
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    waits.length = 0;
    await app?.close();
  });

  /** A server whose one route answers `size` bytes to the actor named by x-supplier (0: none). */
  async function server(bytesPerSecond: number) {
    app = Fastify();
    app.decorateRequest('actor', null);
    app.addHook('onRequest', async (request) => {
      const supplierId = Number(request.headers['x-supplier'] ?? 0);
      if (supplierId) request.actor = { supplierId } as NonNullable<typeof request.actor>;
    });
    await app.register(answerPace, {
      bytesPerSecond,
      now: () => 0,
      wait: async (ms) => waits.push(ms),
    });
    app.get<{ Querystring: { size: string; status?: string } }>('/answer', async (request, reply) => {
      reply.code(Number(request.query.status ?? 200)).type('application/json');
      return 'x'.repeat(Number(request.query.size));
    });
    return (supplier: number, size: number, status = 200) =>
      app!.inject({
        url: `/answer?size=${size}&status=${status}`,
        headers: { 'x-supplier': String(supplier) },
      });
  }

  it('holds a large answer to a supplier past its burst, and sends it whole', async () => {
    const get = await server(PACED_ANSWER_MIN_BYTES); // burst: 8 answers of the smallest paced size
    for (let i = 0; i < 8; i++) await get(1, PACED_ANSWER_MIN_BYTES);
    expect(waits).toEqual([]);
    const ninth = await get(1, PACED_ANSWER_MIN_BYTES);
    expect(waits).toEqual([1000]);
    expect(ninth.statusCode).toBe(200);
    expect(ninth.rawPayload.length).toBe(PACED_ANSWER_MIN_BYTES);
  });

  it('answers 429 in the one error shape when the wait would pass 15 seconds', async () => {
    const get = await server(PACED_ANSWER_MIN_BYTES); // 1 s an answer, after a burst of 8
    for (let i = 0; i < 8 + 15; i++) await get(1, PACED_ANSWER_MIN_BYTES);
    expect(waits.at(-1)).toBe(15_000);
    const refused = await get(1, PACED_ANSWER_MIN_BYTES);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.json()).toEqual({
      errors: [{ param: '', message: TOO_MANY_LARGE_ANSWERS, code: 'rate_limited' }],
    });
    expect(waits).toHaveLength(15);
    expect((await get(2, PACED_ANSWER_MIN_BYTES)).statusCode).toBe(200); // another supplier is served
  });

  it('never holds small answers, answers without a supplier, or answers other than 200', async () => {
    const get = await server(PACED_ANSWER_MIN_BYTES / 8); // a burst of exactly one paced answer
    await get(1, PACED_ANSWER_MIN_BYTES - 1);
    await get(0, 4 * PACED_ANSWER_MIN_BYTES);
    await get(1, 4 * PACED_ANSWER_MIN_BYTES, 400);
    await get(1, PACED_ANSWER_MIN_BYTES); // the whole burst: none of the three above took any of it
    expect(waits).toEqual([]);
    await get(1, PACED_ANSWER_MIN_BYTES);
    expect(waits).toEqual([8000]);
  });

  it('is off at 0, and 4 MB a second unless the operator says otherwise', async () => {
    const get = await server(0);
    for (let i = 0; i < 3; i++) await get(1, 4 * PACED_ANSWER_MIN_BYTES);
    expect(waits).toEqual([]);
    expect(loadConfig({ DATA_DIR: '/tmp/x', JWT_SECRET: 'x'.repeat(32) }).answerPaceBytesPerSecond).toBe(
      4 * MB,
    );
    const off = loadConfig({
      DATA_DIR: '/tmp/x',
      JWT_SECRET: 'x'.repeat(32),
      ANSWER_PACE_MB_PER_SECOND: '0',
    });
    expect(off.answerPaceBytesPerSecond).toBe(0);
    const env = { DATA_DIR: '/tmp/x', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...env, ANSWER_PACE_MB_PER_SECOND: '0.5' })).toThrow(
      'ANSWER_PACE_MB_PER_SECOND is 0 (off) or at least 1',
    );
  });
});

describe('the pace counts what an answer costs, not its plain size', () => {
  const waits: number[] = [];
  let plainBytes = 0;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    waits.length = 0;
    await app?.close();
  });

  /** A tagged list of ~0.9 MB (the same text each time, as a kept list is) through the kept copies and the pace. */
  async function server() {
    app = Fastify();
    app.decorateRequest('actor', null);
    app.addHook('onRequest', async (request) => {
      request.actor = { supplierId: 1 } as NonNullable<typeof request.actor>;
    });
    await app.register(compressedCopies);
    // A burst of 2 MB, then 256 KB a second.
    await app.register(answerPace, {
      bytesPerSecond: PACED_ANSWER_MIN_BYTES,
      now: () => 0,
      wait: async (ms) => waits.push(ms),
    });
    const list = JSON.stringify({
      data: Array.from({ length: 30_000 }, (_, id) => ({ id, name: 'Product' })),
    });
    plainBytes = Buffer.byteLength(list);
    app.get('/list', async (_, reply) => reply.header('etag', 'W/"v1"').type('application/json').send(list));
    return async (encoding: string) =>
      app!.inject({ url: '/list', headers: { 'accept-encoding': encoding } });
  }

  it('sends a kept compressed copy again for the bytes it sends', async () => {
    const get = await server();
    // Ten at ~0.9 MB of plain text each would be 9 MB, four times the burst.
    for (let i = 0; i < 10; i++) {
      const res = await get('gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
    }
    expect(waits).toEqual([]);
  });

  it('counts the compressing (or encoding) of a copy made for an answer, once', async () => {
    const get = await server();
    const burst = 8 * PACED_ANSWER_MIN_BYTES;
    expect(2 * plainBytes).toBeLessThan(burst);
    expect(3 * plainBytes).toBeGreaterThan(burst);
    await get('identity'); // the plain copy made: its bytes sent and its bytes encoded
    expect(waits).toEqual([]);
    await get('identity'); // sent from the kept copy: its bytes, past the burst
    expect(waits).toEqual([Math.ceil(((3 * plainBytes - burst) / PACED_ANSWER_MIN_BYTES) * 1000)]);
  });

  it('paces an uncompressed copy by its whole size, and refuses in the one error shape', async () => {
    const get = await server();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await get('identity')).statusCode);
    expect(waits.length).toBeGreaterThan(0); // past the 2 MB burst each plain list waits
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(statuses).toContain(429);
    const refused = await get('identity');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(Number(refused.headers['content-length'])).toBe(refused.rawPayload.length);
    expect(refused.json()).toEqual({
      errors: [{ param: '', message: TOO_MANY_LARGE_ANSWERS, code: 'rate_limited' }],
    });
  });
});
