/**
 * Every error code the API answers, once: the API can throw no other (lib/errors.ts takes an
 * `ErrorCode`), the web matches these and not free strings, and an operation's contract names the ones it
 * can answer beyond its statuses' general codes (`codes`, contract.ts). It imports nothing, so the sign-in page
 * matches codes without loading a schema; the areas' own names for their codes are read from here.
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
  // Before any route runs (the router and the HTTP parser): too long an address, too large headers, too slow.
  uriTooLong: 'uri_too_long',
  headersTooLarge: 'headers_too_large',
  requestTimeout: 'request_timeout',
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
  exportTooLarge: 'export_too_large',
  ineligibleOrders: 'ineligible_orders',
  linkExpired: 'link_expired',
  einvoiceIncomplete: 'einvoice_incomplete',
  // Products, prices, customers.
  catalogueFull: 'catalogue_full',
  invalidProducts: 'invalid_products',
  customPriceExists: 'custom_pricing_already_exists_for_product_and_customer',
  commissionExists: 'custom_commission_exists',
  lossProductsLimit: 'loss_products_limit',
  // Zones.
  zoneNameTaken: 'zone_name_taken',
  invalidActivation: 'invalid_activation',
  dayBlocked: 'day_blocked',
  suburbUnknown: 'suburb_unknown',
  suburbBlocked: 'suburb_blocked',
  // Reviews and specials.
  alreadyReplied: 'already_replied',
  reviewArchived: 'review_archived',
  platformReply: 'platform_reply',
  specialCategoryLimit: 'special_category_limit',
  specialOverlaps: 'special_overlaps',
  specialAlreadyArchived: 'special_already_archived',
} as const;

/** One of the API's error codes. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
