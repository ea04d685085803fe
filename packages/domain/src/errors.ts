/** The API's error envelope: every 400 answers { errors: ApiFieldError[] }. */
export type ApiFieldError = { param: string; message: string; code: string };
export type ApiErrorBody = { errors: ApiFieldError[] };

export const ERROR_CODES = {
  invalidParameter: 'invalid_parameter',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  maintenance: 'maintenance',
  internal: 'internal_error',
} as const;

export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && Array.isArray((body as { errors?: unknown }).errors);
}
