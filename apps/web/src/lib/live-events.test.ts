import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/msw.ts';
import { setTokenSource } from './api-client.ts';
import { liveEventsOpen, parseEventBlock, startLiveEvents } from './live-events.ts';

/** A token the client accepts (not expired): header.payload.signature, the payload with `exp`. */
const part = (o: object) => btoa(JSON.stringify(o)).replaceAll('=', '');
const token = `${part({ typ: 'JWT', alg: 'HS256' })}.${part({ sub: 1, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

/** An event stream answer that sends `blocks` and ends (as a server restart would). */
const streamOf = (blocks: string[]) =>
  new HttpResponse(
    new ReadableStream({
      start(controller) {
        for (const b of blocks) controller.enqueue(new TextEncoder().encode(b));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream; charset=utf-8' } },
  );

afterEach(() => vi.useRealTimers());

describe('parseEventBlock', () => {
  it('reads id, event and data, and skips comments and retry', () => {
    expect(parseEventBlock('id: 7\nevent: order.created\ndata: {"orderId":3}')).toEqual({
      id: '7',
      type: 'order.created',
      data: '{"orderId":3}',
    });
    expect(parseEventBlock(': ping')).toBeNull();
    expect(parseEventBlock('retry: 3000\n: connected')).toBeNull();
  });
});

describe('startLiveEvents', () => {
  it('sends the token in the Authorization header, and resumes after a lost stream from the last id, nothing twice', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setTokenSource(() => token);
    const asked: Array<{ authorization: string | null; lastEventId: string | null; url: string }> = [];
    server.use(
      http.get('/api/suppliers/events', ({ request }) => {
        asked.push({
          authorization: request.headers.get('authorization'),
          lastEventId: request.headers.get('last-event-id'),
          url: request.url,
        });
        return asked.length === 1
          ? streamOf([
              'retry: 3000\n: connected\n\n',
              'id: 11\nevent: order.created\ndata: {"orderId":501}\n\n',
              'id: 12\nevent: order.updated\ndata: {"orderId":500,"update":"processed"}\n\n',
            ])
          : streamOf(['id: 13\nevent: order.created\ndata: {"orderId":502}\n\n']);
      }),
    );
    const seen: Array<[string, unknown]> = [];
    const stop = startLiveEvents((type, data) => seen.push([type, data]));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    // The stream ended: the next try waits its pause, then names the last event it had.
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    stop();
    expect(seen).toEqual([
      ['order.created', { orderId: 501 }],
      ['order.updated', { orderId: 500, update: 'processed' }],
      ['order.created', { orderId: 502 }],
    ]);
    expect(asked.map((a) => a.lastEventId)).toEqual([null, '12']);
    expect(asked.every((a) => a.authorization === `Bearer ${token}`)).toBe(true);
    // Never a token in the address (EventSource would need one there).
    expect(asked.every((a) => new URL(a.url).search === '')).toBe(true);
    expect(liveEventsOpen()).toBe(false);
  });

  it('stops trying when the API refuses the session, leaving the polls to it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setTokenSource(() => token);
    let calls = 0;
    server.use(
      http.get('/api/suppliers/events', () => {
        calls += 1;
        return HttpResponse.json(
          { errors: [{ param: '', message: 'Invalid or expired token', code: 'unauthorized' }] },
          { status: 401 },
        );
      }),
    );
    const stop = startLiveEvents(() => undefined);
    await vi.waitFor(() => expect(calls).toBe(1));
    await vi.advanceTimersByTimeAsync(60_000);
    stop();
    expect(calls).toBe(1);
  });
});
