import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiFieldError, type ErrorCode } from '@portal/domain';
import { dbErrorOf, mapDatabaseError } from './db-errors.ts';
import { AppError } from './errors.ts';
import { serializeError } from './logging.ts';
import { routedPath } from './http/canonical-url.ts';
import { isPageNavigation, sendErrorPage } from './http/error-page.ts';

const ABORT_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/** A failure caused by the client closing its connection, not by the server. */
function isClientAbort(request: FastifyRequest, error: FastifyError): boolean {
  return request.raw.aborted || request.raw.socket?.destroyed === true || ABORT_CODES.has(error.code);
}

/** The code of a client error Fastify raises itself (its own `FST_…` code is not one of the API's). */
const CLIENT_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  404: ERROR_CODES.notFound,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
};

type ZodIssueLike = { path?: PropertyKey[]; message?: string };

/**
 * Turns every failure into the { errors: [{ param, message, code }] } body. Database errors are mapped in
 * lib/db-errors.ts (duplicates → the spec's 400/409, bad values → 400, lost connection → 503 + Retry-After);
 * a 500 is left only for bugs, logged with the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // A browser loading a page the server refuses (an address not in its canonical form) gets the
    // portal's page, not the API's JSON.
    const refused = error instanceof AppError ? error.status : (error.statusCode ?? 500);
    if (refused >= 400 && refused < 500 && isPageNavigation(request)) return sendErrorPage(reply, refused);
    const send = (e: AppError) =>
      reply
        .headers(e.headers)
        .status(e.status)
        .send({ errors: e.errors, ...e.extra });
    if (error instanceof AppError) {
      // A 503 says why in the log, at error level with the request's id: its cause when it has one.
      if (error.status >= 500) {
        request.log.error(
          { requestId: request.id, status: error.status, err: serializeError(error.cause ?? error) },
          'request answered as unavailable',
        );
      }
      return send(error);
    }
    if (isClientAbort(request, error)) {
      // The client went away mid-request: nothing to answer and not a server error.
      request.log.info({ code: error.code }, 'client closed the request');
      return reply.status(499).send();
    }
    const mapped = mapDatabaseError(error);
    if (mapped) {
      if (mapped.status >= 500) {
        // Only the SQLSTATE (or node-postgres's fixed lost-connection message) is logged: the driver's
        // message may quote the statement's parameters.
        const db = dbErrorOf(error);
        request.log.error(
          { requestId: request.id, status: mapped.status, dbError: db?.code ?? db?.message },
          'request answered as unavailable: database unavailable',
        );
      }
      return send(mapped);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: ApiFieldError[] = error.validation.map((v) => {
        const issue = (v.params as { issue?: ZodIssueLike }).issue;
        const path =
          issue?.path?.map(String).join('.') ?? v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return {
          param: path,
          message: issue?.message ?? v.message ?? 'Invalid value',
          code: ERROR_CODES.invalidParameter,
        };
      });
      return reply.status(400).send({ errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ errors: [{ param: '', message: error.message, code: ERROR_CODES.rateLimited }] });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, too large a body, wrong content type; coded as the API's codes.
      return reply.status(status).send({
        errors: [
          { param: '', message: error.message, code: CLIENT_ERROR_CODES[status] ?? ERROR_CODES.badRequest },
        ],
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      errors: [
        { param: '', message: `Something went wrong (request ${request.id})`, code: ERROR_CODES.internal },
      ],
      requestId: request.id,
    });
  });
  app.setNotFoundHandler((request, reply) => {
    if (isPageNavigation(request)) return sendErrorPage(reply, 404);
    return reply.status(404).send({
      errors: [
        {
          param: '',
          message: `Route ${request.method} ${routedPath(request)} not found`,
          code: ERROR_CODES.notFound,
        },
      ],
    });
  });
}
