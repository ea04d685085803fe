import type { ApiFieldError, ErrorCode } from '@portal/domain';
import { ERROR_CODES } from '@portal/domain';

export const UNAVAILABLE_CODE = ERROR_CODES.unavailable;
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
export const RETRY_AFTER_SECONDS = 2;

/**
 * The one error type that services throw. Its status and field errors become the API's
 * { errors: [{ param, message, code }] } body in the error handler (lib/error-handler.ts).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiFieldError[],
    readonly extra: Record<string, unknown> = {},
    /** Response headers to send with it (Retry-After on a 503). */
    readonly headers: Record<string, string> = {},
  ) {
    super(errors[0]?.message ?? `HTTP ${status}`);
  }

  static badRequest(
    param: string,
    message: string,
    code: ErrorCode = ERROR_CODES.invalidParameter,
  ): AppError {
    return new AppError(400, [{ param, message, code }]);
  }

  static fields(errors: Array<{ param: string; message: string; code?: ErrorCode }>): AppError {
    return new AppError(
      400,
      errors.map((e) => ({
        param: e.param,
        message: e.message,
        code: e.code ?? ERROR_CODES.invalidParameter,
      })),
    );
  }

  static unauthorized(message = 'Unauthorized'): AppError {
    return new AppError(401, [{ param: '', message, code: ERROR_CODES.unauthorized }]);
  }

  static forbidden(message = 'This action is only available to staff'): AppError {
    return new AppError(403, [{ param: '', message, code: ERROR_CODES.forbidden }]);
  }

  /** Also the answer for any row of another supplier: never reveal that it exists. */
  static notFound(what = 'Resource'): AppError {
    return new AppError(404, [{ param: '', message: `${what} not found`, code: ERROR_CODES.notFound }]);
  }

  static conflict(
    message: string,
    extra: Record<string, unknown> = {},
    code: ErrorCode = ERROR_CODES.conflict,
  ): AppError {
    return new AppError(409, [{ param: '', message, code }], extra);
  }

  /** The database is briefly out of reach (failover, restart, overload): the client may try again. */
  static unavailable(
    message: string = UNAVAILABLE_MESSAGE,
    retryAfterSeconds = RETRY_AFTER_SECONDS,
  ): AppError {
    return new AppError(
      503,
      [{ param: '', message, code: UNAVAILABLE_CODE }],
      {},
      {
        'retry-after': String(retryAfterSeconds),
      },
    );
  }
}
