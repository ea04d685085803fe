import {
  COMMISSION_EXISTS_CODE,
  ERROR_CODES,
  CUSTOM_PRICE_EXISTS_CODE,
  CUSTOM_PRICE_MESSAGES,
  CUSTOMER_MESSAGES,
  PRODUCT_MESSAGES,
  REVIEW_ERROR_CODES,
  REVIEW_MESSAGES,
  SETTINGS_MESSAGES,
  ZONE_NAME_TAKEN_CODE,
  ZONE_NAME_TAKEN_MESSAGE,
} from '@portal/domain';
import { AppError } from './errors.ts';

/**
 * The one place that turns a database error into an API answer (see docs/decisions.md, "the database
 * error mapping"). Drizzle wraps the driver's error (DrizzleQueryError, whose message carries the SQL
 * parameters); we read only the SQLSTATE, constraint and column of the error underneath, so no value
 * from the query ever reaches a response body.
 */
export type DbErrorFields = {
  /** SQLSTATE (five characters) or a Node socket code such as ECONNRESET. */
  code?: string;
  constraint?: string;
  column?: string;
  detail?: string;
  /** PostgreSQL's (and PgBouncer's) severity: FATAL ends the connection. */
  severity?: string;
  message: string;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);
/** node-postgres reports a lost socket with these messages and no code. */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Client was closed and is not queryable',
];

/** The driver's error under any wrappers (DrizzleQueryError.cause, …), or null when none looks like one. */
export function dbErrorOf(error: unknown): DbErrorFields | null {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const candidate = e as Partial<DbErrorFields> & { cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : undefined;
    if (code && (SQLSTATE.test(code) || SOCKET_CODES.has(code))) return candidate as DbErrorFields;
    if (typeof candidate.message === 'string' && LOST_CONNECTION_MESSAGES.includes(candidate.message)) {
      return candidate as DbErrorFields;
    }
    e = candidate.cause;
  }
  return null;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = dbErrorOf(error);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** Serialization failure or deadlock: the server rolled the transaction back; running it again is safe. */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = dbErrorOf(error)?.code;
  return code === '40001' || code === '40P01';
}

/** The connection went away (failover, restart, pooler, admin): the statement's outcome is unknown. */
export function isConnectionLost(error: unknown): boolean {
  const e = dbErrorOf(error);
  if (!e) return false;
  if (e.code) {
    return (
      e.code === '57P01' || // admin_shutdown (pg_terminate_backend, fast shutdown)
      e.code === '57P02' || // crash_shutdown
      e.code === '57P03' || // cannot_connect_now (starting up, in recovery)
      // read_only_sql_transaction: a write reached a node that is no longer the leader (a switchover or
      // failover demoted it while the pooler still held a connection to it); nothing was written.
      e.code === '25006' ||
      // Connection exceptions, but not an 08P01 protocol_violation of severity ERROR: that is a bug of ours
      // (e.g. more than 65,535 bind parameters in one statement) and fails again on every retry.
      // A FATAL one ends the connection: PgBouncer reports a server connection it lost that way ('server
      // conn crashed?' when pg_terminate_backend or a failover ends it mid-transaction), and its own
      // refusals ('query_wait_timeout').
      (e.code.startsWith('08') && (e.code !== '08P01' || e.severity === 'FATAL')) ||
      SOCKET_CODES.has(e.code)
    );
  }
  return LOST_CONNECTION_MESSAGES.includes(e.message);
}

/**
 * The database cannot serve the request now, whatever the reason: the connection was lost or refused
 * (isConnectionLost: 08xxx, 57P01-57P03, socket errors), the server lacks resources (53xxx: too many
 * connections, disk full, out of memory), or it ended the session with a FATAL error, which it does only
 * at connect or shutdown: 55000 (ALLOW_CONNECTIONS false), 3D000 (the database is gone), 28xxx (the role
 * or its password is refused), 53300 (the role's connection limit). An ERROR of those codes in a running
 * session (e.g. 55000 "lastval is not yet defined") is a bug of ours and stays a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isConnectionLost(error)) return true;
  const e = dbErrorOf(error);
  const code = e?.code ?? '';
  return code.startsWith('53') || (SQLSTATE.test(code) && e?.severity === 'FATAL');
}

/**
 * What the sequential duplicate check of each service answers, keyed by unique index: a request that
 * loses a race to the index gets exactly the answer of a request that comes second.
 */
export const UNIQUE_VIOLATIONS: Record<string, () => AppError> = {
  custom_prices_product_venue_idx: () =>
    AppError.badRequest('venueId', CUSTOM_PRICE_MESSAGES.alreadyExists, CUSTOM_PRICE_EXISTS_CODE),
  delivery_zones_supplier_lower_name_idx: () =>
    AppError.badRequest('name', ZONE_NAME_TAKEN_MESSAGE, ZONE_NAME_TAKEN_CODE),
  custom_commissions_supplier_venue_idx: () =>
    AppError.conflict(CUSTOMER_MESSAGES.commissionExists, {}, COMMISSION_EXISTS_CODE),
  loss_products_supplier_product_idx: () =>
    AppError.badRequest('productId', CUSTOMER_MESSAGES.lossProductExists),
  loss_venues_supplier_venue_idx: () => AppError.badRequest('venueId', CUSTOMER_MESSAGES.lossVenueExists),
  products_supplier_sku_idx: () => AppError.badRequest('sku', PRODUCT_MESSAGES.skuTaken),
  categories_parent_name_idx: () => AppError.conflict(PRODUCT_MESSAGES.categoryExists),
  contacts_one_owner_idx: () =>
    new AppError(409, [
      {
        param: 'contactTypeId',
        message: SETTINGS_MESSAGES.ownerExists,
        code: ERROR_CODES.ownerContactExists,
      },
    ]),
  review_replies_one_supplier_reply_idx: () =>
    AppError.badRequest('content', REVIEW_MESSAGES.alreadyReplied, REVIEW_ERROR_CODES.alreadyReplied),
};

/** The answer of a duplicate on this unique index (also thrown by the services' own checks). */
export function duplicateError(index: keyof typeof UNIQUE_VIOLATIONS): AppError {
  return UNIQUE_VIOLATIONS[index]!();
}

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The column named in a constraint detail ("Key (venue_id)=(…) is not present …"); never the value. */
function keyColumn(detail: string | undefined): string {
  const match = detail?.match(/^Key \(([a-z_][a-z0-9_]*)\)=/);
  return match ? camel(match[1]!) : '';
}

const INVALID_VALUE_CODES = new Set(['22P02', '22003', '22007', '22008', '22021', '22001', '22023']);

/**
 * The API answer for a database error, or null when the error is not one (a bug: the caller answers 500).
 * Retries happen before this, in db/transaction.ts; what reaches here is final.
 */
export function mapDatabaseError(error: unknown): AppError | null {
  const e = dbErrorOf(error);
  if (!e) return null;
  const code = e.code ?? '';
  if (code === '23505') {
    const known = e.constraint ? UNIQUE_VIOLATIONS[e.constraint] : undefined;
    return known ? known() : AppError.conflict('This record already exists');
  }
  if (code === '23503') {
    const param = keyColumn(e.detail);
    // Insert/update: the referenced row is missing. Delete: other rows still refer to this one.
    return /is still referenced/.test(e.detail ?? '')
      ? AppError.conflict('This record is still in use and cannot be removed')
      : AppError.badRequest(param, 'The referenced record does not exist');
  }
  if (code === '23514' || code === '23P01') return AppError.badRequest('', 'The value is not allowed');
  if (code === '23502') return AppError.badRequest(e.column ? camel(e.column) : '', 'A value is required');
  if (INVALID_VALUE_CODES.has(code)) return AppError.badRequest('', 'Invalid value');
  if (code === '57014')
    return AppError.unavailable('The request took too long. Please try again in a moment.');
  if (code === '55P03' || isRetryableTransactionError(error) || isDatabaseUnavailable(error)) {
    // lock not available, retries exhausted, the database not available (lost, refused, short of resources)
    return AppError.unavailable();
  }
  return null;
}
