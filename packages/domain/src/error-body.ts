import type { ErrorCode } from './errors.ts';

/*
 * The error envelope on its own (the sign-in page's API client reads it): the list of codes stays in the
 * chunks of the pages that match them, not in the first paint.
 */
/** The API's error envelope: every 4xx and 503 answers { errors: ApiFieldError[] }. */
export type ApiFieldError = { param: string; message: string; code: ErrorCode };
export type ApiErrorBody = { errors: ApiFieldError[] };

export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && Array.isArray((body as { errors?: unknown }).errors);
}
