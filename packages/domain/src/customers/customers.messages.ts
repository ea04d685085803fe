/*
 * Which venues are trade venues. No schemas (no zod): the products list and the venue pickers import
 * these without evaluating the customer schemas. customers.schemas.ts re-exports them.
 */

/** Venues of this type are private buyers: no custom prices, rakes or loss leaders. */
export const EXCLUDED_VENUE_TYPE = 'Personal use';

/** Trade venues can get custom prices, rakes and loss leaders: active, and not buying for personal use. */
export function isTradeVenue(venue: { status: string; venueType: string }): boolean {
  return venue.status === 'active' && venue.venueType !== EXCLUDED_VENUE_TYPE;
}
