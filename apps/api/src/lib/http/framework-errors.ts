import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '@portal/domain';

/*
 * The answers the router gives before any route runs, in the one error shape ({ errors: [{ param,
 * message, code }] }) like every other answer: an address that is not valid (400) or too long (414).
 * What Node's HTTP parser refuses (431, 408, not HTTP) is answered by client-errors.ts.
 */

const body = (message: string, code: ErrorCode) => ({ errors: [{ param: '', message, code }] });

/** The router's own errors (Fastify's `frameworkErrors`): a malformed or too long address. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, answer] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, body('The address is too long', ERROR_CODES.uriTooLong)]
      : [400, body('The address is not valid', ERROR_CODES.badRequest)];
  void reply.status(status).send(answer);
}
