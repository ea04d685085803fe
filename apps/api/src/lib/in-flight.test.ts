import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackInFlight } from './in-flight.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function slowApp() {
  const app = Fastify();
  apps.push(app);
  const inFlight = trackInFlight(app);
  let finished = false;
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, 300));
    finished = true;
    return { ok: true };
  });
  app.get('/fail', async () => {
    throw new Error('boom');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, inFlight, url: `http://127.0.0.1:${port}`, finished: () => finished };
}

describe('trackInFlight', () => {
  it('counts a request until its handler is done, also when its client has gone', async () => {
    const { app, inFlight, url, finished } = await slowApp();
    const abort = new AbortController();
    const request = fetch(`${url}/slow`, { signal: abort.signal }).catch(() => 'aborted');
    // Until the request has reached the handler (a first fetch can take a while on a loaded machine).
    await vi.waitFor(() => expect(inFlight.running).toBe(1), { timeout: 120_000 });
    abort.abort();
    expect(await request).toBe('aborted');
    await app.close();
    expect(finished()).toBe(false);
    await inFlight.drained();
    expect(finished()).toBe(true);
    expect(inFlight.running).toBe(0);
  });

  it('counts answered, failed and unknown requests down to zero', async () => {
    const { inFlight, url } = await slowApp();
    const answers = await Promise.all([fetch(`${url}/slow`), fetch(`${url}/fail`), fetch(`${url}/nowhere`)]);
    expect(answers.map((a) => a.status)).toEqual([200, 500, 404]);
    expect(inFlight.running).toBe(0);
    await inFlight.drained();
  });
});
