import type { PGlite } from '@electric-sql/pglite';
import { currentTrace } from './trace-context.ts';

/*
 * What each request costs the process, as the time its database statements take, told to the request's
 * meter (the tenant share's account of its supplier). On the embedded database a statement runs on the
 * event loop, so its time is the time nobody else was served; on PostgreSQL it is the time a statement
 * took on its connection (the database's work, not the wait for a connection). A request's own JavaScript
 * is not counted: its answers are kept copies or small, and a statement's time is the part that grows.
 */
const charge = (ms: number) => currentTrace()?.meter?.(ms);

/** Meters each statement PGlite runs (its one synchronous call into WebAssembly, whoever called it). */
export function meterPglite(pglite: PGlite): void {
  const run = pglite.execProtocolRawSync.bind(pglite);
  pglite.execProtocolRawSync = (message: Uint8Array) => {
    const started = performance.now();
    try {
      return run(message);
    } finally {
      charge(performance.now() - started);
    }
  };
}

type Queryable = { query: (...args: never[]) => unknown };

/** Meters a node-postgres client's promised statements, from sent to answered. */
export function meterQueries<C extends Queryable>(client: C): C {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const answer = query(...args);
    if (!(answer instanceof Promise) || !currentTrace()?.meter) return answer;
    const started = performance.now();
    const done = () => charge(performance.now() - started);
    answer.then(done, done);
    return answer;
  }) as C['query'];
  return client;
}
