import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The web tests' network (MSW): the page's real api-client sends real requests, and a test answers them
 * with handlers (`server.use(http.get('/api/…', …))`), reset after every test (setup.ts). A request to the
 * API that no handler answers fails the request and is printed: a test names everything its page asks.
 */
export const server = setupServer();

/** A JSON answer with a status: `json(200, order)`, `json(400, { errors: [...] })`. */
export const json = (status: number, body: unknown) =>
  new HttpResponse(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A request to the API as a test reads it: `path` without '/api/'. */
export type Call = { method: string; path: string; query: URLSearchParams };

/** Records every request to the API from now until the test ends, in the order sent. */
export function recordCalls(): Call[] {
  const calls: Call[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return;
    calls.push({ method: request.method, path: url.pathname.slice('/api/'.length), query: url.searchParams });
  });
  return calls;
}
