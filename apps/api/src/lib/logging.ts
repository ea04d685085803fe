import type { FastifyServerOptions } from 'fastify';
import { traceMixin } from './observability/trace-context.ts';

const CENSOR = '[redacted]';

/** Fields whose values are secrets or personal data wherever they appear in a logged object. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'oldPassword',
  // Second-factor codes, secrets and recovery codes, invitation and reset tokens.
  'otp',
  'secret',
  'otpauthUrl',
  'recoveryCodes',
  'totpSecret',
  'token',
  'access_token',
  'authorization',
  'cookie',
  'jwtSecret',
  'bsb',
  'accountNumber',
  'accountName',
  'account_number',
  'account_name',
  'html',
  'text',
  'attachments',
];

/** Query parameters that carry a credential (the sign-in hand-off token, a download link's signature). */
const SECRET_QUERY = /([?&](?:token|sig|access_token|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, `$1${CENSOR}`);
}

/**
 * A failed statement's message (and so its stack's first lines) ends with its parameters
 * ("params: 1,Fresh Co,062000,…", which may span lines): cut them up to the stack frames.
 */
function withoutParams(text: string): string {
  return text.replace(/\n?params: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${CENSOR}`);
}

type LoggedError = {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  query?: unknown;
  cause?: LoggedError;
};

/**
 * Errors as logged: type, message, stack, SQLSTATE and constraint, the statement without its values.
 * Bound parameters and PostgreSQL's `detail` (which repeats the offending values) are never logged.
 */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return serializeNonError(err);
  const e = err as Error & Record<string, unknown>;
  const logged: LoggedError = {
    type: e.constructor?.name ?? 'Error',
    message: withoutParams(e.message),
    stack: e.stack ? withoutParams(e.stack) : undefined,
  };
  for (const key of ['code', 'constraint', 'table', 'column', 'query'] as const) {
    if (e[key] !== undefined) logged[key] = e[key];
  }
  if (e.cause !== undefined && depth < 3) logged.cause = serializeError(e.cause, depth + 1);
  return logged;
}

/**
 * A thrown value that is not an Error: its code and message when it carries them (a driver's error-like
 * object), else the names of its fields, never "[object Object]".
 */
function serializeNonError(err: unknown): LoggedError {
  if (err === null || typeof err !== 'object')
    return { type: typeof err, message: withoutParams(String(err)) };
  const o = err as Record<string, unknown>;
  const fields = Object.keys(o).slice(0, 8);
  const logged: LoggedError = {
    type: 'object',
    message:
      typeof o.message === 'string'
        ? withoutParams(o.message)
        : `an object with ${fields.length ? fields.join(', ') : 'no fields'}`,
  };
  if (o.code !== undefined) logged.code = o.code;
  return logged;
}

const secretPaths = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

/**
 * The API's logger: JSON lines with secrets, bank details, e-mail bodies and SQL parameters redacted, each
 * written during a request with that request's `trace_id`.
 */
export function loggerOptions(
  level: string,
  stream?: { write: (line: string) => void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    // The running request's trace id on lines written through any logger but the request's own.
    mixin: traceMixin,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', ...secretPaths], censor: CENSOR },
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  } as NonNullable<FastifyServerOptions['logger']>;
}
