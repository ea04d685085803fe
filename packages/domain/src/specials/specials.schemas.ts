import { z } from 'zod';
import { exGstPrice } from '../money.ts';
import { decimalProblem, id, idParam, isCalendarDay, MAX_MONEY_CENTS } from '../primitives/index.ts';
import { SPECIAL_STATUSES, type SpecialStatus } from './specials.messages.ts';
import { ERROR_CODES } from '../errors.ts';

/** The spec's special messages (spec 001 sections 5 and 8), shared by the API and the Create Special form. */
export const SPECIAL_MESSAGES = {
  productRequired: 'Product is required',
  dateInFuture: 'Date must be in the future',
  /** Spec 001 section 5 gives one message for a start or end date that is missing or before yesterday. */
  startDateRequired: 'Date must be in the future',
  endDateRequired: 'Date must be in the future',
  endAfterStart: 'End date cannot be before the start date',
  tooLong: 'A special can run for at most 4 weeks',
  discountType: 'Please select a valid type of discount',
  /** Spec 001 section 5: 'special price required and at least 0.1' share the one message. */
  priceRequired: 'Special price must be at least 10 cents',
  priceMin: 'Special price must be at least 10 cents',
  // Not in spec 001 section 5 for specials; worded like its other money inputs (docs/decisions.md).
  priceNumber: 'Special price must be a number',
  priceDecimals: 'Special price must have a maximum of 2 decimal places',
  priceNegative: 'Special price cannot be negative',
  priceMax: 'Special price must be $1,000,000.00 or less',
  percentageDecimals: 'Percentage off must have a maximum of 2 decimal places',
  priceSupplier: 'Special price must be at least 5% less than the current price',
  priceStaff: 'Special price must be at least 1% less than the current price',
  significantDiscount: 'Warning: This is a significant discount!',
  categoryLimit: (category: string) =>
    `There can be at most 8 active specials in the ${category} category at once`,
  overlap: 'This product already has a special during these dates',
  alreadyArchived: 'This special is already archived',
  archivedNotFeatured: 'An archived special cannot be featured',
  loadProducts: 'Unable to load products',
  createFailedToast: 'Unable to create special. Please see the errors above',
  archiveFailed: 'Unable to archive special. Please try again.',
  archived: 'Successfully archived special',
  updateFailed: 'Unable to update special. Please try again.',
  updated: (product: string) => `Successfully updated special for ${product}`,
  created: (product: string, price: string, unit: string) =>
    `Successfully created special for ${product} at $${price}/${unit}`,
} as const;

export const SPECIAL_CODES = {
  categoryLimit: ERROR_CODES.specialCategoryLimit,
  overlap: ERROR_CODES.specialOverlaps,
  alreadyArchived: ERROR_CODES.specialAlreadyArchived,
} as const;

/** Spec 001 section 9. */
export const SPECIAL_RULES = {
  maxActivePerCategory: 8,
  minPriceCents: 10,
  /** The special price may be at most this share of the current price. */
  maxShareSupplier: 0.95,
  maxShareStaff: 0.99,
  significantDiscountPercent: 30,
  /** The last day may be at most 27 days after the first: 4 weeks counting both ends (docs/decisions.md). */
  maxDaysAfterStart: 27,
  /** The end picker's reach while no start date is chosen. */
  maxDaysFromTodayWithoutStart: 30,
  searchDebounceMs: 200,
} as const;

// The statuses are schema-free, in specials.messages.ts.
export { SPECIAL_STATUSES, type SpecialStatus } from './specials.messages.ts';

export const DISCOUNT_TYPES = ['LOWER PRICE', 'PERCENTAGE OFF'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** The special price as typed (dollars ex GST), under the one number rule (primitives/decimal.ts). */
const SPECIAL_PRICE_RULE = {
  places: 2,
  min: SPECIAL_RULES.minPriceCents / 100,
  max: MAX_MONEY_CENTS / 100,
  dollars: true,
};
const SPECIAL_PRICE_MESSAGES = {
  required: SPECIAL_MESSAGES.priceRequired,
  number: SPECIAL_MESSAGES.priceNumber,
  decimals: SPECIAL_MESSAGES.priceDecimals,
  min: SPECIAL_MESSAGES.priceMin,
  negative: SPECIAL_MESSAGES.priceNegative,
  max: SPECIAL_MESSAGES.priceMax,
};

/**
 * The typed special price (dollars, ex GST) as one spec message or null: required and at least
 * 10 cents (one message, spec 001 section 5), a number, not negative, at most 2 decimals.
 * `abc` → must be a number, `10.123` → 2 decimal places, `-5` → cannot be negative.
 */
export function typedSpecialPriceProblem(raw: string): string | null {
  return decimalProblem(raw, SPECIAL_PRICE_RULE, SPECIAL_PRICE_MESSAGES);
}

/**
 * The typed percentage off: a plain decimal, at most 2 decimals, in the words of spec 001's special price
 * rules (the percentage only sets the special price): below the actor's minimum discount (1% staff, 5%
 * others) 'Special price must be at least N% less than the current price'; 100 or more leaves no price,
 * 'Special price must be at least 10 cents'.
 */
export function typedPercentageProblem(raw: string, isStaff: boolean): string | null {
  const tooSmall = isStaff ? SPECIAL_MESSAGES.priceStaff : SPECIAL_MESSAGES.priceSupplier;
  const minimum = Math.round(
    (1 - (isStaff ? SPECIAL_RULES.maxShareStaff : SPECIAL_RULES.maxShareSupplier)) * 100,
  );
  return decimalProblem(
    raw,
    { places: 2, min: minimum, max: 99.99 },
    {
      required: SPECIAL_MESSAGES.priceRequired,
      number: SPECIAL_MESSAGES.priceNumber,
      decimals: SPECIAL_MESSAGES.percentageDecimals,
      min: tooSmall,
      max: SPECIAL_MESSAGES.priceMin,
    },
  );
}

/** YYYY-MM-DD plus n days (calendar arithmetic in UTC, no time zone drift). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A real calendar day 'YYYY-MM-DD' (the primitives' rule). */
export const isDay = isCalendarDay;

/**
 * Status of a special on a day: archived once archived or once its last day has passed,
 * scheduled before its first day, otherwise active. `today` is the supplier's day (dayInZone).
 */
export function specialStatus(
  s: { startDate: string; endDate: string; archived: boolean },
  today: string,
): SpecialStatus {
  if (s.archived || s.endDate < today) return 'archived';
  if (s.startDate > today) return 'scheduled';
  return 'active';
}

/**
 * The largest special price, ex GST, the actor may set: the current price ex GST less exactly the minimum
 * discount, rounded to the nearest cent (half up), the same rounding '5% off' gets on the form. So the
 * advertised minimum itself is accepted: 95% of 1881 is 1786.95, and a special of 1787 passes; 1788 does
 * not. Integer arithmetic only.
 */
export function maxSpecialPrice(currentExGstCents: number, isStaff: boolean): number {
  const share = isStaff ? SPECIAL_RULES.maxShareStaff : SPECIAL_RULES.maxShareSupplier;
  return Math.floor((currentExGstCents * Math.round(share * 100) + 50) / 100);
}

/**
 * The price rules of a special, as one message or null. Prices arrive on the product's stored basis
 * (incl GST unless GST exempt) and are compared like with like, once, ex GST: the price the person
 * typed (or the percentage took off) against the current price the form shows. incGst and
 * exGst undo each other exactly for every amount up to $1,000,000, so nothing is lost on the way.
 */
export function specialPriceProblem(input: {
  priceInCents: number;
  currentPriceInCents: number;
  gstExempt: boolean;
  isStaff: boolean;
}): string | null {
  const { priceInCents, currentPriceInCents, gstExempt, isStaff } = input;
  if (!Number.isFinite(priceInCents)) return SPECIAL_MESSAGES.priceRequired;
  const ex = exGstPrice(priceInCents, gstExempt);
  if (ex < SPECIAL_RULES.minPriceCents) return SPECIAL_MESSAGES.priceMin;
  if (ex > maxSpecialPrice(exGstPrice(currentPriceInCents, gstExempt), isStaff)) {
    return isStaff ? SPECIAL_MESSAGES.priceStaff : SPECIAL_MESSAGES.priceSupplier;
  }
  return null;
}

/** Date rules as [param, message] pairs; `today` is the supplier's day. */
export function specialDateProblems(
  startDate: string,
  endDate: string,
  today: string,
): Array<{ param: 'startDate' | 'endDate'; message: string }> {
  const problems: Array<{ param: 'startDate' | 'endDate'; message: string }> = [];
  // Yesterday is still accepted: a supplier a time zone behind the marketplace is not turned away.
  const earliest = addDays(today, -1);
  if (startDate < earliest) problems.push({ param: 'startDate', message: SPECIAL_MESSAGES.dateInFuture });
  if (endDate < earliest) problems.push({ param: 'endDate', message: SPECIAL_MESSAGES.dateInFuture });
  // A one-day special (the same start and end day) is allowed.
  else if (endDate < startDate) problems.push({ param: 'endDate', message: SPECIAL_MESSAGES.endAfterStart });
  else if (endDate > addDays(startDate, SPECIAL_RULES.maxDaysAfterStart)) {
    problems.push({ param: 'endDate', message: SPECIAL_MESSAGES.tooLong });
  }
  return problems;
}

/**
 * Percent off, one decimal, from the original and the special price on the same basis. A special made from
 * a typed percentage shows that percentage (specialDiscountShown), not this figure of the rounded price.
 */
export function discountPercent(originalCents: number, specialCents: number): number {
  if (originalCents <= 0) return 0;
  return Math.round(((originalCents - specialCents) / originalCents) * 1000) / 10;
}

const dayField = (required: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isDay, SPECIAL_MESSAGES.dateInFuture);

/** POST specials: productId, priceInCents, startDate, endDate, isBanner. */
export const createSpecialBodySchema = z.object({
  productId: id(SPECIAL_MESSAGES.productRequired).describe('The product on special'),
  priceInCents: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? SPECIAL_MESSAGES.priceRequired
          : SPECIAL_MESSAGES.priceNumber,
    })
    .refine((n) => !Object.is(n, -0), SPECIAL_MESSAGES.priceNumber)
    .int(SPECIAL_MESSAGES.priceNumber)
    .min(0, SPECIAL_MESSAGES.priceNegative)
    .max(MAX_MONEY_CENTS, SPECIAL_MESSAGES.priceMax)
    .describe(
      "The special price in cents, on the product's basis: incl GST unless the product is GST exempt",
    ),
  startDate: dayField(SPECIAL_MESSAGES.startDateRequired).describe(
    "The special's first day (YYYY-MM-DD), not before yesterday",
  ),
  endDate: dayField(SPECIAL_MESSAGES.endDateRequired).describe("The special's last day (YYYY-MM-DD)"),
  isBanner: z
    .boolean()
    .default(false)
    .describe('Feature this special on the marketplace banner (staff only)'),
});
export type CreateSpecialBody = z.infer<typeof createSpecialBodySchema>;

export const specialsQuerySchema = z.object({ status: z.enum(SPECIAL_STATUSES).optional() });

export const specialIdParamsSchema = z.object({ id: idParam() });

/** PATCH specials/{id}: the spec's snake_case is_banner. */
export const featureSpecialBodySchema = z.object({
  is_banner: z
    .boolean({ error: 'is_banner must be true or false' })
    .describe('True features the special on the marketplace banner, false unfeatures it'),
});

export const specialSchema = z.object({
  id: z.number(),
  product: z.object({
    id: z.number(),
    sku: z.string().nullable(),
    name: z.string(),
    priceInCents: z.number(),
    priceUnit: z.string(),
  }),
  startDate: z.string(),
  endDate: z.string(),
  specialPrice: z.number(),
  status: z.enum(SPECIAL_STATUSES),
  isBanner: z.boolean(),
});
export type Special = z.infer<typeof specialSchema>;

export const specialsResponseSchema = z.object({
  active: z.array(specialSchema),
  scheduled: z.array(specialSchema),
  archived: z.array(specialSchema),
});
export type SpecialsResponse = z.infer<typeof specialsResponseSchema>;
