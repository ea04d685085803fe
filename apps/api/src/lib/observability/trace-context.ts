import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Each request's trace: its id goes on every log line written while the request runs (the request's own
 * logger and anything logging through the app's), so an operator can follow one slow request through the
 * logs and, with tracing on, to its spans. The id is the caller's W3C `traceparent` trace id when it sends
 * one, else a new one; the tracer gives the request's span the same id (tracing.ts).
 */
type Trace = {
  traceId: string;
  /** The request's span while tracing is on: the parent of its database spans. */
  span?: unknown;
  /** What the request's database work costs is told to this (tenant-share.ts sets it; request-cost.ts calls it). */
  meter?: (ms: number) => void;
};

const traces = new AsyncLocalStorage<Trace>();
const ids = new WeakMap<IncomingMessage, string>();
const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/;
/** A logger that already carries its request's trace id as a binding (mixin adds nothing to it). */
const BOUND = Symbol('trace id bound');

/** The request's trace id (the same for every call on one request). */
export function traceIdOf(raw: IncomingMessage): string {
  let id = ids.get(raw);
  if (!id) {
    const header = raw.headers.traceparent;
    const match = typeof header === 'string' ? TRACEPARENT.exec(header.trim().toLowerCase()) : null;
    id = match && !/^0+$/.test(match[1]!) ? match[1]! : randomBytes(16).toString('hex');
    ids.set(raw, id);
  }
  return id;
}

/** The running request's trace, if any. */
export const currentTrace = (): Trace | undefined => traces.getStore();

/** Runs `next` (the rest of the request) inside the request's trace. */
export function runInTrace(raw: IncomingMessage, next: () => void): void {
  traces.run({ traceId: traceIdOf(raw) }, next);
}

type Logger = { child: (bindings: object, options?: object) => object };

/** Fastify's childLoggerFactory: each request's logger carries its trace id from its first line on. */
export function traceChildLogger(
  logger: Logger,
  bindings: object,
  options: object,
  raw: IncomingMessage,
): never {
  const child = logger.child({ ...bindings, trace_id: traceIdOf(raw) }, options) as Record<symbol, boolean>;
  child[BOUND] = true;
  return child as never;
}

/** pino's mixin: the trace id for lines written during a request through any other logger. */
export function traceMixin(_object: object, _level: number, logger?: object): { trace_id?: string } {
  if (logger && (logger as Record<symbol, unknown>)[BOUND]) return {};
  const trace = traces.getStore();
  return trace ? { trace_id: trace.traceId } : {};
}
