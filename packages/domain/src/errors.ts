import { COMMISSION_EXISTS_CODE } from './customers/customers.schemas.ts';
import { CSV_TOO_LARGE_CODE } from './orders/order-terms.ts';
import { BULK_INVALID_CODE } from './products-bulk/messages.ts';
import { CATALOGUE_FULL_CODE } from './products/catalogue-limit.ts';
import { CUSTOM_PRICE_EXISTS_CODE } from './products/messages.ts';
import { REVIEW_ERROR_CODES } from './reviews/reviews.ts';
import { SPECIAL_CODES } from './specials/specials.ts';
import { ZONE_NAME_TAKEN_CODE } from './zones/zone-rules.ts';

/**
 * Every error code the API answers, once (issue 39): the API can throw no other (lib/errors.ts takes an
 * `ErrorCode`), the web matches these and not free strings, and an operation's contract names the ones it
 * can answer beyond its statuses' general codes (`codes`, contract.ts).
 */
export const ERROR_CODES = {
  // General: one per status (STATUS_ERROR_CODES in contract.ts).
  invalidParameter: 'invalid_parameter',
  badRequest: 'bad_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  maintenance: 'maintenance',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
  nonCanonicalUrl: 'non_canonical_url',
  idempotencyKeyReused: 'idempotency_key_reused',
  idempotencyInProgress: 'idempotency_in_progress',
  // Sign-in, accounts and settings.
  invalidCredentials: 'invalid_credentials',
  otpRequired: 'otp_required',
  invalidOtp: 'invalid_otp',
  invalidPassword: 'invalid_password',
  invalidToken: 'invalid_token',
  expiredToken: 'expired_token',
  invalidHandOff: 'invalid_hand_off',
  emailTaken: 'email_taken',
  alreadyInvited: 'already_invited',
  lastOwner: 'last_owner',
  ownerContactExists: 'owner_contact_exists',
  // Orders and documents.
  exportTooLarge: CSV_TOO_LARGE_CODE,
  ineligibleOrders: 'ineligible_orders',
  linkExpired: 'link_expired',
  // Products, prices, customers.
  catalogueFull: CATALOGUE_FULL_CODE,
  invalidProducts: BULK_INVALID_CODE,
  customPriceExists: CUSTOM_PRICE_EXISTS_CODE,
  commissionExists: COMMISSION_EXISTS_CODE,
  lossProductsLimit: 'loss_products_limit',
  // Zones.
  zoneNameTaken: ZONE_NAME_TAKEN_CODE,
  invalidActivation: 'invalid_activation',
  dayBlocked: 'day_blocked',
  suburbUnknown: 'suburb_unknown',
  suburbBlocked: 'suburb_blocked',
  // Reviews and specials.
  alreadyReplied: REVIEW_ERROR_CODES.alreadyReplied,
  reviewArchived: REVIEW_ERROR_CODES.archived,
  platformReply: REVIEW_ERROR_CODES.platformReply,
  specialCategoryLimit: SPECIAL_CODES.categoryLimit,
  specialOverlaps: SPECIAL_CODES.overlap,
  specialAlreadyArchived: SPECIAL_CODES.alreadyArchived,
} as const;

/** One of the API's error codes. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The API's error envelope: every 4xx and 503 answers { errors: ApiFieldError[] }. */
export type ApiFieldError = { param: string; message: string; code: ErrorCode };
export type ApiErrorBody = { errors: ApiFieldError[] };

export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && Array.isArray((body as { errors?: unknown }).errors);
}
