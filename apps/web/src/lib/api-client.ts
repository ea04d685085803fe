import type {
  BodyOf,
  ErrorCode,
  ErrorCodeOf,
  ErrorStatusOf,
  Operation,
  PathParamNames,
  PathParamsOf,
  QueryOf,
  ResponseOf,
} from '@portal/domain';
import { isApiErrorBody, type ApiFieldError } from '@portal/domain';
import { takeEarlyAnswer } from '../early/early-answers.ts';
import { observeVersion } from './new-build.ts';
import { isExpired, readToken } from './token.ts';

/**
 * The one HTTP client of the portal. It adds the bearer token, refuses to send a request with an
 * expired token, and raises session events the app listens to: a 401, a maintenance answer. Each answer's
 * API version is passed to lib/new-build.ts (a new release loads at the next navigation).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message?: string,
  ) {
    super(message ?? `Request failed with status ${status}`);
  }

  /** The field errors of a 400, or an empty list. */
  get fieldErrors(): ApiFieldError[] {
    return isApiErrorBody(this.body) ? this.body.errors : [];
  }

  get code(): ErrorCode | undefined {
    return this.fieldErrors[0]?.code;
  }
}

/**
 * Whether `error` is the operation's answer `status` carrying `code`: a code its contract declares for that
 * status (or one of the status's general codes), so the web matches no free string.
 */
export function isErrorOf<T extends Operation, S extends ErrorStatusOf<T>>(
  error: unknown,
  _operation: T,
  status: S,
  code: ErrorCodeOf<T, S>,
): error is ApiError {
  return (
    error instanceof ApiError && error.status === status && error.fieldErrors.some((e) => e.code === code)
  );
}

/** No answer at all (network down, server unreachable, timed out). */
export class NoResponseError extends Error {}

export type ApiEvent = 'unauthorized' | 'expired' | 'maintenance' | 'api-error' | 'role-changed';
type Listener = (detail?: unknown) => void;
const listeners = new Map<ApiEvent, Set<Listener>>();

export function onApiEvent(event: ApiEvent, listener: Listener): () => void {
  const set = listeners.get(event) ?? new Set();
  set.add(listener);
  listeners.set(event, set);
  return () => set.delete(listener);
}

function emit(event: ApiEvent, detail?: unknown) {
  listeners.get(event)?.forEach((l) => l(detail));
}

let getToken: () => string | null = () => null;
export function setTokenSource(source: () => string | null): void {
  getToken = source;
}

export const API_TIMEOUT_MS = 65_000;

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined | null | Array<string | number>>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Send without the token (sign-in). */
  anonymous?: boolean;
  /** A 401 here means something else (a wrong current password), not an ended session. */
  allowUnauthorized?: boolean;
};

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const clean = path.replace(/^\/+/, '');
  const url = new URL(`/api/${clean}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.pathname + url.search;
}

/**
 * The headers and body of a request: the bearer token unless anonymous (an expired token is refused here,
 * before anything is sent, and ends the session), JSON unless the body is a FormData.
 */
export function prepare(opts: RequestOptions): {
  headers: Record<string, string>;
  body: FormData | string | undefined;
} {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (!opts.anonymous) {
    const token = getToken();
    if (token) {
      const claims = readToken(token);
      if (!claims || isExpired(claims)) {
        emit('expired');
        throw new ApiError(401, null, 'Session expired');
      }
      headers.authorization = `Bearer ${token}`;
    }
  }
  let body: FormData | string | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  return { headers, body };
}

/** What every answer is checked for, whatever made the request: the API version and maintenance. */
export function observe(header: (name: string) => string | null) {
  observeVersion(header('fb-api-version'));
  if (header('fb-maintenance') === 'on') emit('maintenance');
  // The person's role changed since the token was issued (the API says so on every answer, a 403 too).
  const role = header('fb-session-role');
  if (role) emit('role-changed', role);
}

/** The ApiError of a failed answer (its body parsed when JSON); a 401 ends the session unless told not to. */
export function failure(status: number, text: string, opts: RequestOptions): ApiError {
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  if (status === 401 && !opts.anonymous && !opts.allowUnauthorized) emit('unauthorized');
  return new ApiError(status, parsed);
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Waits before each retry of a request whose connection was lost: about 8 s in all, past the 5 s a
 * process that died holding the write's key can keep it (lib/http/idempotency.repository.ts).
 */
export const WRITE_RETRY_DELAYS_MS = [250, 500, 1000, 2000, 2000, 2000];

/**
 * Worth the same write again under its key: the key is still held by an earlier try (on a process that
 * may have died), ours after a lost connection or one the load balancer made on our behalf (409 with
 * Retry-After); or the server was briefly unavailable (503 with Retry-After, not maintenance): a keyed
 * write answered 5xx was rolled back and its key let go (the API's lib/http/idempotency.ts).
 */
const worthRetrying = (response: Response) =>
  response.headers.get('retry-after') !== null &&
  ((response.status === 409 && response.headers.get('idempotent-replayed') === null) ||
    (response.status === 503 && response.headers.get('fb-maintenance') === null));

/**
 * Sends, and retries on a lost connection: a read because reading twice is harmless (a process killed
 * while streaming its answer), a write under the same Idempotency-Key, so the server runs it once
 * whichever try reached it. A write told to try again (worthRetrying) waits and does. Any other answer
 * is final.
 */
async function fetchOnce(url: string, method: string, init: RequestInit, opts: RequestOptions) {
  const write = WRITES.has(method);
  for (let attempt = 0; ; attempt++) {
    const timeout = AbortSignal.timeout(opts.timeoutMs ?? API_TIMEOUT_MS);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    const delay = WRITE_RETRY_DELAYS_MS[attempt];
    try {
      const response = await fetch(url, { ...init, method, signal });
      if (!(write && delay !== undefined && worthRetrying(response))) return response;
    } catch (error) {
      if (opts.signal?.aborted) throw error;
      // A write cut off by the browser going offline waits for the network, however long, and is sent
      // again under its key: the order being processed goes when the connection returns.
      if (write && !navigator.onLine) {
        await networkBack(opts.signal);
        attempt = -1;
        continue;
      }
      if (timeout.aborted || delay === undefined) throw new NoResponseError('No response');
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** Resolves when the browser is online again (or `signal` aborts). */
function networkBack(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    window.addEventListener('online', done);
    signal?.addEventListener('abort', done);
  });
}

export async function send(method: string, path: string, opts: RequestOptions = {}): Promise<Response> {
  const { headers, body } = prepare(opts);
  // One key per logical write, the same on each of its retries (lib/http/idempotency.ts on the server).
  if (WRITES.has(method)) headers['idempotency-key'] = crypto.randomUUID();
  const url = buildUrl(path, opts.query);
  // A cold load's first GETs may already have been asked by the early script (early/start.ts).
  const early =
    method === 'GET' && headers.authorization ? takeEarlyAnswer(url, headers.authorization) : undefined;
  let response: Response;
  try {
    response = (early && (await early)) || (await fetchOnce(url, method, { headers, body }, opts));
  } catch (error) {
    if (opts.signal?.aborted) throw error;
    throw new NoResponseError('No response');
  }
  observe((name) => response.headers.get(name));
  if (!response.ok) throw failure(response.status, await response.text(), opts);
  return response;
}

async function json<T>(method: string, path: string, opts?: RequestOptions): Promise<T> {
  const response = await send(method, path, opts);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => json<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => json<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => json<T>('PUT', path, { ...opts, body }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    json<T>('PATCH', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => json<T>('DELETE', path, opts),
};

/**
 * The path parameters of a call: required, one per `{name}` of the operation's path, when it has any (so a
 * call cannot leave one out: a type error, not a run-time one); none otherwise.
 */
export type ParamsInput<T extends Operation> = [PathParamNames<T['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParamsOf<T> };

/** The path, query and body of a call to an operation of the contract, typed from it. */
export type OperationInput<T extends Operation> = ParamsInput<T> & {
  query?: QueryOf<T>;
  body?: BodyOf<T>;
};

type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs' | 'allowUnauthorized' | 'anonymous'>;

/** The input argument: optional only when the operation has no path parameters. */
type InputArgs<T extends Operation, I, O> = [PathParamNames<T['path']>] extends [never]
  ? [input?: I, opts?: O]
  : [input: I, opts?: O];

/**
 * Calls an operation of the contract (packages/domain `*.contract.ts`): its method and path come from the
 * contract, the answer is typed by its response schema, and the session, version and maintenance handling of
 * `send` apply. The one way features reach a JSON endpoint.
 */
export function callOperation<T extends Operation>(
  operation: T,
  ...[input, opts = {}]: InputArgs<T, OperationInput<T>, CallOptions>
): Promise<ResponseOf<T>> {
  return json<ResponseOf<T>>(operation.method, pathOf(operation, input?.params), {
    ...opts,
    query: input?.query as RequestOptions['query'],
    body: input?.body,
  });
}

/** The operation's path with its `{name}` parameters filled in. */
export function pathOf(operation: Operation, params: Record<string, string | number> | undefined): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${operation.operationId}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
