import { isApiErrorBody, type ApiFieldError } from '@portal/domain';
import { isExpired, readToken } from './token.ts';

/**
 * The one HTTP client of the portal. It adds the bearer token, refuses to send a request with an
 * expired token, and raises session events the app listens to: a 401, a maintenance answer, a new
 * API version (which reloads the page).
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

  get code(): string | undefined {
    return this.fieldErrors[0]?.code;
  }
}

/** No answer at all (network down, server unreachable, timed out). */
export class NoResponseError extends Error {}

export type ApiEvent = 'unauthorized' | 'expired' | 'maintenance' | 'api-error';
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
/** The current bearer token, for the rare request fetch cannot make (upload progress needs XMLHttpRequest). */
export const currentToken = (): string | null => getToken();

let knownVersion: string | null = null;
function trackVersion(response: Response) {
  const version = response.headers.get('fb-api-version');
  if (!version) return;
  if (knownVersion && knownVersion !== version) {
    window.location.reload();
    return;
  }
  knownVersion = version;
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

async function send(method: string, path: string, opts: RequestOptions = {}): Promise<Response> {
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
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? API_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, opts.query), { method, headers, body, signal });
  } catch (error) {
    if (opts.signal?.aborted) throw error;
    throw new NoResponseError('No response');
  }
  trackVersion(response);
  if (response.headers.get('fb-maintenance') === 'on') emit('maintenance');
  if (!response.ok) {
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    if (response.status === 401 && !opts.anonymous && !opts.allowUnauthorized) emit('unauthorized');
    throw new ApiError(response.status, parsed);
  }
  return response;
}

async function json<T>(method: string, path: string, opts?: RequestOptions): Promise<T> {
  const response = await send(method, path, opts);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type DownloadedFile = { blob: Blob; filename: string };

function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? fallback;
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => json<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => json<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => json<T>('PUT', path, { ...opts, body }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    json<T>('PATCH', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => json<T>('DELETE', path, opts),
  /** A file answer (CSV, PDF, ZIP) with the server's filename. */
  download: async (path: string, fallbackName: string, opts?: RequestOptions): Promise<DownloadedFile> => {
    const response = await send('GET', path, opts);
    return { blob: await response.blob(), filename: filenameOf(response, fallbackName) };
  },
};
