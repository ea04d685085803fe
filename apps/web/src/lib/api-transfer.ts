import type { BodyOf, Operation, ResponseOf } from '@portal/domain';
import {
  API_TIMEOUT_MS,
  ApiError,
  buildUrl,
  failure,
  NoResponseError,
  observe,
  pathOf,
  prepare,
  send,
  type OperationInput,
  type ParamsInput,
  type RequestOptions,
} from './api-client.ts';

/*
 * Files both ways: downloads with the server's filename, uploads with progress. Apart from api-client.ts so
 * the sign-in page's first paint carries none of it (its bundle budget); the same session, version,
 * maintenance and error handling apply, through api-client's `prepare`, `send` and `observe`.
 */

export type DownloadedFile = { blob: Blob; filename: string };

function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? fallback;
}

/** Bytes of an upload's body sent so far. */
export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = Pick<RequestOptions, 'signal' | 'timeoutMs' | 'query'> & {
  /** POST unless said. */
  method?: 'POST' | 'PUT' | 'PATCH';
  /** Called as the body goes out. */
  onProgress?: (progress: UploadProgress) => void;
  /** Called once every byte is sent: from here on it is the server's turn. */
  onSent?: () => void;
};

/** Why an upload stopped: the signal's reason when it is an error, else an AbortError. */
function abortReason(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error ? reason : new DOMException('Aborted', 'AbortError');
}

/**
 * A request whose upload progress is reported (FormData or a JSON body). XMLHttpRequest, because only it
 * reports upload progress; otherwise the same as `send`: the token and its expiry check, the 401 sign-out,
 * the version reload, the maintenance event, ApiError/NoResponseError, the timeout and the abort signal.
 */
export async function upload<T>(path: string, payload: unknown, opts: UploadOptions = {}): Promise<T> {
  const { headers, body } = prepare({ body: payload });
  // Keyed like every write; not retried by itself (the user sends a large body again by choice).
  headers['idempotency-key'] = crypto.randomUUID();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method ?? 'POST', buildUrl(path, opts.query));
    xhr.timeout = opts.timeoutMs ?? API_TIMEOUT_MS;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => opts.onProgress?.({ loaded: e.loaded, total: e.total || e.loaded });
    xhr.upload.onload = () => opts.onSent?.();
    const onAbort = () => xhr.abort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => opts.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      observe((name) => xhr.getResponseHeader(name));
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) return reject(failure(xhr.status, text, {}));
      try {
        resolve((xhr.status === 204 || !text ? undefined : JSON.parse(text)) as T);
      } catch {
        reject(new ApiError(xhr.status, text, 'The answer was not JSON'));
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new NoResponseError('No response'));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new NoResponseError('Timed out'));
    };
    xhr.onabort = () => {
      settle();
      reject(abortReason(opts.signal));
    };
    if (opts.signal?.aborted) {
      settle();
      return reject(abortReason(opts.signal));
    }
    xhr.send(body ?? null);
  });
}

/** A file answer (CSV, PDF, ZIP) with the server's filename. */
export async function download(
  path: string,
  fallbackName: string,
  opts?: RequestOptions,
): Promise<DownloadedFile> {
  const response = await send('GET', path, opts);
  return { blob: await response.blob(), filename: filenameOf(response, fallbackName) };
}

/**
 * Downloads the file an operation of the contract answers (PDF, CSV, ZIP): its path and query come from the
 * contract, the file name from the server's Content-Disposition (else `fallbackName`).
 */
export function downloadOperation<T extends Operation>(
  operation: T,
  input: Omit<OperationInput<T>, 'body'>,
  fallbackName: string,
  opts: Pick<RequestOptions, 'signal' | 'timeoutMs'> = {},
): Promise<DownloadedFile> {
  if (operation.method !== 'GET') throw new Error(`${operation.operationId}: only a GET is downloaded`);
  return download(pathOf(operation, input.params), fallbackName, {
    ...opts,
    query: input.query as RequestOptions['query'],
  });
}

/**
 * Calls an operation of the contract through `upload` (upload progress): a multipart operation takes a
 * FormData, a JSON one its typed body.
 */
export function uploadOperation<T extends Operation>(
  operation: T,
  input: ParamsInput<T> & { body: FormData | BodyOf<T> },
  opts: Omit<UploadOptions, 'method' | 'query'> = {},
): Promise<ResponseOf<T>> {
  if (operation.method !== 'POST' && operation.method !== 'PUT' && operation.method !== 'PATCH') {
    throw new Error(`${operation.operationId}: ${operation.method} carries no upload`);
  }
  return upload<ResponseOf<T>>(pathOf(operation, input.params), input.body, {
    ...opts,
    method: operation.method,
  });
}
