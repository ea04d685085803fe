import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Counts the requests whose handlers still run. Fastify's close() waits for open connections only, so a
 * request whose client has gone (a timed-out caller, a load generator that stopped) may still be
 * querying when the server closes; shutting the database then would fail it with a logged 500.
 * A request counts from onRequest until its answer is handed over (onSend, which runs after the
 * handler even when the client has gone) or, for answers that skip onSend, until onResponse.
 */
/** When this process last began answering a request (heavy reads pace themselves by it: turns.ts). */
let lastRequestAt = Number.NEGATIVE_INFINITY;
export const lastRequestStart = (): number => lastRequestAt;

export function trackInFlight(app: FastifyInstance) {
  let running = 0;
  const done = new WeakSet<FastifyRequest>();
  let wake: (() => void) | null = null;
  const finish = (request: FastifyRequest) => {
    if (done.has(request)) return;
    done.add(request);
    running--;
    if (running === 0) wake?.();
  };
  app.addHook('onRequest', async () => {
    running++;
    lastRequestAt = performance.now();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    finish(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => finish(request));
  return {
    get running() {
      return running;
    },
    /** A request that is no longer a handler at work (an open event stream): a shutdown won't wait for it. */
    release: finish,
    /** Resolves when no handler runs (at once when none does). */
    drained(): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => {
        wake = () => {
          wake = null;
          resolve();
        };
      });
    },
  };
}
