import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  accessOf,
  apiErrorsSchema,
  ERROR_DESCRIPTIONS,
  isFileResponse,
  STATUS_ERROR_CODES,
  type ErrorCode,
  type ErrorStatus,
  type FileResponse,
  type Operation,
} from '@portal/domain';

/** A file body in the document: binary, of the operation's media type (the serializer never sees it). */
const fileBody = z.any().meta({ type: 'string', format: 'binary' });
const mediaOf = (file: FileResponse) => [file.media, ...(file.otherMedia ?? [])];

/** `/zones/{id}` (OpenAPI) → `/zones/:id` (Fastify). */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

type SuccessOf<T extends Operation> = T['response'] extends z.ZodType ? T['response'] : z.ZodAny;

/**
 * The statuses an operation can answer besides success: its own, plus, unless it is public, 401 and 429 (a
 * supplier over its share with too many requests waiting: lib/http/tenant-share.ts).
 */
export function errorStatusesOf(operation: Operation): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(operation.errors);
  if (!operation.public) {
    statuses.add(401);
    statuses.add(429);
  }
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The codes an operation can answer, by status: each status's general codes and the operation's own. In the
 * document as `x-error-codes`, where the contract fuzz test checks every answer against it.
 */
export function errorCodesOf(operation: Operation): Record<string, ErrorCode[]> {
  return Object.fromEntries(
    errorStatusesOf(operation).map((status) => [
      String(status),
      [...STATUS_ERROR_CODES[status], ...(operation.codes?.[status] ?? [])],
    ]),
  );
}

const present = (parts: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(parts).filter(([, part]) => part !== undefined));

function successResponse(operation: Operation) {
  const response = operation.response;
  if (isFileResponse(response)) {
    return {
      description: response.description,
      content: Object.fromEntries(mediaOf(response).map((m) => [m, { schema: fileBody }])),
    };
  }
  if (!response) return z.null().describe('No content');
  if (!operation.alsoAnswers?.length) return response;
  // The JSON body and each file the request may ask for instead, every one under its own media type.
  const files = operation.alsoAnswers.flatMap((file) =>
    mediaOf(file).map((m) => [m, { schema: fileBody.describe(file.description) }] as const),
  );
  return { content: { 'application/json': { schema: response }, ...Object.fromEntries(files) } };
}

/**
 * The Fastify route of an operation: method, URL and a schema that validates the request, serializes the
 * success body through its schema (an undeclared field never leaves; a wrong shape is a 500 in the tests)
 * and documents every error the operation can answer. Its success status is set here, once, before the
 * handler runs (an error still answers its own status: the error handler sets it), so a handler only
 * returns its body (or `reply.send()` for a 204). A route that spreads this must not set `onRequest` itself.
 */
export function routeOf<const T extends Operation>(operation: T) {
  const errors = Object.fromEntries(
    errorStatusesOf(operation).map((status) => [
      status,
      apiErrorsSchema.describe(ERROR_DESCRIPTIONS[status]),
    ]),
  ) as Record<ErrorStatus, typeof apiErrorsSchema>;
  const access = accessOf(operation);
  const schema = {
    operationId: operation.operationId,
    summary: operation.summary,
    description: operation.description ? `${operation.description}\n\n${access.line}` : access.line,
    // Read by the access hook (lib/access-hook.ts) and copied into the document by @fastify/swagger.
    'x-permissions': access.extension,
    'x-error-codes': errorCodesOf(operation),
    tags: [operation.tag],
    ...(operation.public ? { security: [] } : {}),
    // Only the parts an operation has (Fastify warns of an undefined schema); typed as the operation's.
    ...(present({
      params: operation.params,
      querystring: operation.query,
      body: operation.body,
    }) as { params: T['params']; querystring: T['query']; body: T['body'] }),
    response: {
      [operation.status ?? 200]: successResponse(operation),
      ...errors,
    } as Record<NonNullable<T['status']> | 200, SuccessOf<T>> & Record<ErrorStatus, typeof apiErrorsSchema>,
  };
  const status = operation.status ?? 200;
  return {
    method: operation.method,
    url: fastifyPath(operation.path),
    schema,
    onRequest: async (_request: unknown, reply: FastifyReply) => {
      reply.code(status);
    },
    ...(operation.public ? { config: { public: true } } : {}),
  };
}
