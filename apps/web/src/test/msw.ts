import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { onTestFinished } from 'vitest';

/**
 * The web tests' network (MSW): the page's real api-client sends real requests, and a test answers them
 * with handlers (`server.use(http.get('/api/…', …))`), reset after every test (setup.ts). A request to the
 * API that no handler answers fails the request and is printed: a test names everything its page asks.
 */
export const server = setupServer(
  // The signed-in layout opens the live events stream (api/live-events.ts): here it is closed at once, as
  // by a server without events, and the page's polls stand in for it.
  http.get('/api/suppliers/events', () => new HttpResponse(null, { status: 204 })),
);

/** A JSON answer with a status (and headers): `json(200, order)`, `json(409, body, { 'retry-after': '1' })`. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new HttpResponse(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** A request to the API as a test reads it: `path` without '/api/', `url` as the page asked for it. */
export type Call = { method: string; path: string; query: URLSearchParams; url: string; headers: Headers };

/** Records every request to the API from now until the test ends, in the order sent. */
export function recordCalls(): Call[] {
  const calls: Call[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return;
    calls.push({
      method: request.method,
      path: url.pathname.slice('/api/'.length),
      query: url.searchParams,
      url: url.pathname + url.search,
      headers: request.headers,
    });
  });
  return calls;
}

/**
 * Records the body of every upload (lib/api-transfer.ts sends through XMLHttpRequest, which MSW answers
 * with its upload progress) as the page handed it over, in the order sent, until the test ends. The one
 * thing a handler cannot read: jsdom's FormData and File reach MSW through Node's Request, which loses
 * the file's name ('blob') and its bytes ('undefined'), vitest-dev/vitest#11294. A test that checks the
 * form an upload sent reads it here; MSW still answers the request.
 */
export function recordUploadBodies(): unknown[] {
  const bodies: unknown[] = [];
  // MSW's XMLHttpRequest (defined, not assigned, on the global): this one hands each request on to it.
  const answered = Object.getOwnPropertyDescriptor(globalThis, 'XMLHttpRequest')!;
  const recording = new Proxy(answered.value as typeof XMLHttpRequest, {
    construct(target, args, newTarget) {
      const xhr = Reflect.construct(target, args, newTarget) as XMLHttpRequest;
      const send = (body: Document | XMLHttpRequestBodyInit | null = null) => {
        bodies.push(body);
        xhr.send(body);
      };
      return new Proxy(xhr, {
        get: (on, name) => (name === 'send' ? send : (Reflect.get(on, name) as unknown)),
      });
    },
  });
  Object.defineProperty(globalThis, 'XMLHttpRequest', { ...answered, value: recording });
  onTestFinished(() => void Object.defineProperty(globalThis, 'XMLHttpRequest', answered));
  return bodies;
}
