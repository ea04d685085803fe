import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, server } from '../test/msw.ts';
import { api, ApiError, NoResponseError, WRITE_RETRY_DELAYS_MS } from './api-client.ts';

/**
 * Writes carry an Idempotency-Key; requests are retried (a write under its key) when the connection is
 * lost, and a write when the server says to try again.
 */

type Sent = { method: string; key: string | undefined };
let sent: Sent[];
let answers: Array<() => Response>;

/** The connection is lost: the request fails as fetch fails, with no answer. */
const lost = () => HttpResponse.error();

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  answers = [];
  server.use(
    http.all('/api/things*', ({ request }) => {
      sent.push({ method: request.method, key: request.headers.get('idempotency-key') ?? undefined });
      const next = answers.shift() ?? (() => json(200, { ok: true }));
      return next();
    }),
  );
});
afterEach(() => vi.useRealTimers());

describe('lost connections', () => {
  it('sends a new key with each write, none with a read', async () => {
    await api.post('things', { a: 1 });
    await api.patch('things/1', { a: 2 });
    await api.delete('things/1');
    await api.get('things');
    const keys = sent.map((s) => s.key);
    expect(keys.slice(0, 3).every((k) => /^[0-9a-f-]{36}$/.test(k ?? ''))).toBe(true);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys[3]).toBeUndefined();
  });

  it('retries a write whose connection was lost under the same key, waiting out a key still held', async () => {
    answers = [lost, () => json(409, { errors: [] }, { 'retry-after': '1' }), () => json(201, { id: 9 })];
    const done = api.post<{ id: number }>('things', { a: 1 });
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ id: 9 });
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
  });

  it('retries a write answered 503 with Retry-After under the same key: the server ran nothing and let the key go', async () => {
    const down = { errors: [{ param: '', message: 'Down', code: 'service_unavailable' }] };
    answers = [() => json(503, down, { 'retry-after': '2' }), () => json(200, { id: 9 })];
    const done = api.put<{ id: number }>('things/1', { a: 1 });
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ id: 9 });
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
  });

  it('never retries any other answer: a 500, a 503 without Retry-After, maintenance, a 4xx', async () => {
    const error = { errors: [{ param: '', message: 'No', code: 'x' }] };
    for (const answer of [
      () => json(500, error),
      () => json(503, error),
      () => json(503, error, { 'retry-after': '120', 'fb-maintenance': 'on' }),
      () => json(409, error),
      () => json(400, error),
    ]) {
      sent = [];
      answers = [answer];
      await expect(api.put('things/1', { a: 1 })).rejects.toBeInstanceOf(ApiError);
      expect(sent).toHaveLength(1);
    }
  });

  it('gives up after its retries with NoResponseError', async () => {
    answers = Array.from({ length: WRITE_RETRY_DELAYS_MS.length + 1 }, () => lost);
    const done = api.post('things', { a: 1 });
    const outcome = expect(done).rejects.toBeInstanceOf(NoResponseError);
    await vi.runAllTimersAsync();
    await outcome;
    expect(sent).toHaveLength(WRITE_RETRY_DELAYS_MS.length + 1);
  });

  it('retries a read whose connection was lost (reading twice is harmless), without a key', async () => {
    answers = [lost, () => json(200, { data: [] })];
    const done = api.get('things');
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ data: [] });
    expect(sent).toEqual([
      { method: 'GET', key: undefined },
      { method: 'GET', key: undefined },
    ]);
  });
});
