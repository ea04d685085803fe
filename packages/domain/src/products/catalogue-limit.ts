import { ERROR_CODES } from '../errors.ts';
/**
 * How many products one supplier's catalogue may hold (docs/decisions/catalogue-limit.md).
 * The portal's products page loads the whole list and pages and filters it in the browser (spec 000
 * section 5), so the list must stay a size one answer and one browser handle: 20,000 is the bulk
 * upload's own limit of rows (BULK_LIMITS.maxProducts), so a full catalogue still downloads and uploads
 * as one file, and its list is about 8 MB of JSON (about 1 MB compressed).
 */
export const CATALOGUE_LIMIT = 20_000;

export const CATALOGUE_FULL_CODE = ERROR_CODES.catalogueFull;

const formatCount = (n: number) => n.toLocaleString('en-AU');

export const CATALOGUE_MESSAGES = {
  full: `Your catalogue already has ${formatCount(CATALOGUE_LIMIT)} products, the most it can hold. Please edit a product you no longer sell instead`,
  wouldOverflow: (existing: number, adding: number) =>
    `This upload would take your catalogue to ${formatCount(existing + adding)} products. A catalogue can hold at most ${formatCount(CATALOGUE_LIMIT)} products`,
} as const;

/** The refusal for adding `adding` products to a catalogue of `existing`, or null when they fit. */
export function catalogueLimitProblem(existing: number, adding: number): string | null {
  if (existing + adding <= CATALOGUE_LIMIT) return null;
  return adding === 1 ? CATALOGUE_MESSAGES.full : CATALOGUE_MESSAGES.wouldOverflow(existing, adding);
}
