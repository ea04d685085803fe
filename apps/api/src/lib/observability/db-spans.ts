/**
 * Database spans: while tracing is on (tracing.ts sets the tracer), each statement a request runs is a
 * CLIENT span under the request's span, named by its first word, with the statement's text (never its
 * parameters). Off, a statement costs one check.
 */
type QueryTracer = <T>(statement: string, run: () => Promise<T>) => Promise<T>;
let tracer: QueryTracer | undefined;

export function setQueryTracer(next: QueryTracer | undefined): void {
  tracer = next;
}

/** Runs `run` (one statement) inside a span when tracing is on. */
export function tracedQuery<T>(statement: string, run: () => Promise<T>): Promise<T> {
  return tracer ? tracer(statement, run) : run();
}

type Queryable = { query: (...args: never[]) => unknown };

/**
 * Wraps a driver client's `query` (node-postgres, PGlite) so each promised statement is traced; calls with
 * a callback or a submittable (a cursor, a COPY stream) pass through as they are.
 */
export function traceQueries<C extends Queryable>(client: C): C {
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [first] = args;
    const statement = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    const passThrough =
      !tracer ||
      typeof statement !== 'string' ||
      typeof args.at(-1) === 'function' ||
      typeof (first as { submit?: unknown } | undefined)?.submit === 'function';
    return passThrough
      ? original(...args)
      : tracedQuery(statement, () => original(...args) as Promise<unknown>);
  }) as C['query'];
  return client;
}
