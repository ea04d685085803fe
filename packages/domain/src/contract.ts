import { z } from 'zod';
import { PERMISSIONS, staffExcluded, type Permission } from './accounts/roles.ts';
import { ERROR_CODES, type ErrorCode } from './errors.ts';

/**
 * One contract per endpoint. An operation names its method, path, request schemas, success body and the
 * errors it can answer; the API registers the route from it (apps/api/src/lib/http/operation.ts, and so the
 * OpenAPI document) and the web infers its types from it (apps/web/src/api/). Change a payload here, once.
 */

export const apiFieldErrorSchema = z.object({
  param: z
    .string()
    .describe('The request field the error is about; empty when it is about the whole request'),
  message: z.string().describe("The spec's wording, ready to show"),
  code: z.string().describe('A stable code: invalid_parameter, not_found, conflict, rate_limited, …'),
});

/** Every 4xx and 503 answers this envelope (extra keys, such as a conflict's current state, may follow). */
export const apiErrorsSchema = z
  .looseObject({ errors: z.array(apiFieldErrorSchema).min(1) })
  .meta({ id: 'Errors', description: 'The error envelope of every 4xx and 503 answer' });

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202 | 204;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** What each error status means in this API, for the document. */
export const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The request is invalid: each error names the field (`param`) and the message to show',
  401: 'No valid session: sign in again (code `unauthorized`)',
  403: 'The signed-in user may not do this (code `forbidden`), e.g. a staff-only action',
  404: "Not found, or another supplier's (code `not_found`): the API never reveals which",
  409: 'The request conflicts with the current state (code `conflict` or a more specific one)',
  413: 'The upload is larger than allowed',
  415: 'The upload is not of an accepted type',
  429: 'Too many requests (code `rate_limited`); `Retry-After` says when to try again',
  503: 'Briefly unavailable (maintenance or the database out of reach); `Retry-After` says when to try again',
};

/**
 * The general codes of each error status, which any operation answering that status may give (validation,
 * sign-in, access, not found, rate limits, maintenance, idempotency, …); an operation's own `codes` add to them.
 */
export const STATUS_ERROR_CODES = {
  400: [ERROR_CODES.invalidParameter, ERROR_CODES.badRequest, ERROR_CODES.nonCanonicalUrl],
  401: [ERROR_CODES.unauthorized],
  403: [ERROR_CODES.forbidden],
  404: [ERROR_CODES.notFound],
  409: [ERROR_CODES.conflict, ERROR_CODES.idempotencyKeyReused, ERROR_CODES.idempotencyInProgress],
  413: [ERROR_CODES.payloadTooLarge],
  415: [ERROR_CODES.unsupportedMediaType],
  429: [ERROR_CODES.rateLimited],
  503: [ERROR_CODES.unavailable, ERROR_CODES.maintenance],
} as const satisfies Record<ErrorStatus, readonly ErrorCode[]>;

/** A file answer (PDF, CSV, ZIP, image): its media type (and any other it may come as) and what it holds. */
export type FileResponse = { media: string; description: string; otherMedia?: readonly string[] };

export type Operation = {
  method: HttpMethod;
  /** Under /api, with `{name}` path parameters as OpenAPI writes them. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status; 200 unless said. */
  status?: SuccessStatus;
  /** The JSON success body (omit for 204), or a file. */
  response?: z.ZodType | FileResponse;
  /**
   * Files the same success may answer instead of the JSON body, as the request asks (the orders list with
   * `format=csv`): each media type is in the document beside `application/json`, for a client to pick.
   */
  alsoAnswers?: readonly FileResponse[];
  /** What it can answer besides success. 401 is added for every operation that is not public. */
  errors: readonly ErrorStatus[];
  /** The codes it answers beyond its statuses' general ones (STATUS_ERROR_CODES), by status: the web's to match. */
  codes?: { readonly [S in ErrorStatus]?: readonly ErrorCode[] };
  /** Reachable without a session. */
  public?: boolean;
  /**
   * Who may call it: a permission of `PERMISSIONS` (accounts/roles.ts), i.e. the roles of a
   * supplier's team that hold it; staff acting as a supplier hold every one. Enforced by one hook in the API.
   */
  access: Permission;
};

/** The line the document adds to an operation's description, and its `x-permissions` extension. */
export function accessOf(operation: Operation) {
  const roles = PERMISSIONS[operation.access] as readonly string[];
  const who =
    operation.access === 'public'
      ? 'anyone, without a session'
      : operation.access === 'staff'
        ? 'marketplace staff only'
        : staffExcluded(operation.access)
          ? `${roles.join(', ')}; not staff`
          : `${roles.join(', ')}; staff acting as the supplier`;
  return {
    line: `Permission \`${operation.access}\`: ${who}.`,
    extension: { permission: operation.access, roles: [...roles], staff: !staffExcluded(operation.access) },
  };
}

/** Declares an operation; `const` keeps the literal types so routes and the web infer from it. */
export const defineOperation = <const T extends Operation>(operation: T): T => operation;

export const isFileResponse = (response: Operation['response']): response is FileResponse =>
  typeof response === 'object' && response !== null && 'media' in response && 'description' in response;

/** The success body's type of an operation (after serialization: what the web receives). */
export type ResponseOf<T extends Operation> = T['response'] extends z.ZodType
  ? z.output<T['response']>
  : never;
/** The request body's type of an operation (what the web sends). */
export type BodyOf<T extends Operation> = T['body'] extends z.ZodType ? z.input<T['body']> : never;
/** The names of a path template's `{name}` parameters: `/orders/{id}/lines/{lineId}` → `'id' | 'lineId'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;
/**
 * The path parameters a call to an operation must give, one per `{name}` of its path (`{}` when it has none):
 * read from the template itself, so a call cannot leave one out or misspell it.
 */
export type PathParamsOf<T extends Operation> = { [K in PathParamNames<T['path']>]: string | number };
/** The query's type of an operation (what the web sends). */
export type QueryOf<T extends Operation> = T['query'] extends z.ZodType ? z.input<T['query']> : never;

/** The error statuses an operation can answer: its own, and 401 unless public. */
export type ErrorStatusOf<T extends Operation> =
  | T['errors'][number]
  | (T['public'] extends true ? never : 401);
/** The codes an operation can answer with a status: the status's general codes and the operation's own. */
export type ErrorCodeOf<T extends Operation, S extends ErrorStatus> =
  | (typeof STATUS_ERROR_CODES)[S][number]
  | (NonNullable<T['codes']>[S] extends readonly (infer C)[] ? C : never);

/** `{ data: [...] }`, the list envelope of the spec's calls. */
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** `{ data, perPage, total, currentPage }`, the paged envelope of the list query (orders, venues, reviews, audit). */
export const pagedOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), perPage: z.number(), total: z.number(), currentPage: z.number() });
