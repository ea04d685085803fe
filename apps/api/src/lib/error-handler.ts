import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiFieldError } from '@portal/domain';
import { AppError } from './errors.ts';

type ZodIssueLike = { path?: PropertyKey[]; message?: string };

/** Turns every failure into the { errors: [{ param, message, code }] } body; 5xx are logged with the request id. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ errors: error.errors, ...error.extra });
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
      // Fastify's own client errors: bad JSON, too large a body, wrong content type.
      return reply
        .status(status)
        .send({ errors: [{ param: '', message: error.message, code: error.code ?? 'bad_request' }] });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(500).send({
      errors: [
        { param: '', message: `Something went wrong (request ${request.id})`, code: ERROR_CODES.internal },
      ],
      requestId: request.id,
    });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      errors: [
        {
          param: '',
          message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
          code: ERROR_CODES.notFound,
        },
      ],
    });
  });
}
