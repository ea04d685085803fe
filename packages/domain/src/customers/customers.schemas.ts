import { z } from 'zod';
import { hasMaxDecimals } from '../money.ts';
import { decimalText, id, MAX_MONEY_CENTS } from '../primitives/index.ts';
import { ERROR_CODES } from '../errors.ts';

/** The 409 code of a custom rake for a venue that already has one (the web then updates it instead). */
export const COMMISSION_EXISTS_CODE = ERROR_CODES.commissionExists;

export const CUSTOMER_MESSAGES = {
  rakeRequired: 'Rake is required',
  rakeMin: 'Rake must be greater then 0%',
  rakeMax: 'Rake must be less then 100%',
  rakeDecimals: 'Rake must have no more than two decimal places',
  // Not in the spec: worded like its other number messages.
  rakeNumber: 'Rake must be a number',
  thresholdNumber: 'Price must be a number',
  thresholdMax: 'Price must be $1,000,000.00 or less',
  venueRequired: 'Venue is required',
  productRequired: 'Product is required',
  thresholdRequired: 'Price is required',
  thresholdNegative: 'Price cannot be negative',
  thresholdDecimals: 'Price must have a maximum of 2 decimal places',
  lossProductsLimit: 'You can have at most 10 loss leader products',
  thresholdFirst: 'Please set an order threshold before adding loss leaders',
  lossProductExists: 'This product is already a loss leader',
  lossVenueExists: 'This venue is already on your loss leader list',
  commissionExists: 'This venue already has a custom rake. Edit it instead',
  venueNotEligible: 'Only active venues that are not for personal use can have a custom rake',
  listLoadFailed: 'We were unable to load venues. Our engineers have been notified!',
  venuesLoadFailed: 'Unable to load venues',
  rakeCreated: 'Successfully created custom rake',
  rakeUpdated: 'Successfully updated custom rake',
  rakeCreateFailed: 'Unable to create new custom commission',
  rakeUpdateFailed: 'Unable to change new custom commission',
} as const;

export const MAX_LOSS_PRODUCTS = 10;
export const CUSTOMERS_PAGE_SIZE = 20;
// The trade venue rule ('Personal use' excluded) is schema-free, in customers.messages.ts.
export { EXCLUDED_VENUE_TYPE, isTradeVenue } from './customers.messages.ts';

/** A rake as typed: a plain decimal percentage from 0 to 100 with at most 2 decimals. */
export const RAKE_RULE = { places: 2, min: 0, max: 100 };
const RAKE_MESSAGES = {
  required: CUSTOMER_MESSAGES.rakeRequired,
  number: CUSTOMER_MESSAGES.rakeNumber,
  decimals: CUSTOMER_MESSAGES.rakeDecimals,
  min: CUSTOMER_MESSAGES.rakeMin,
  max: CUSTOMER_MESSAGES.rakeMax,
};

const rakeNumber = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? CUSTOMER_MESSAGES.rakeRequired
        : CUSTOMER_MESSAGES.rakeNumber,
  })
  .refine((n) => !Object.is(n, -0), CUSTOMER_MESSAGES.rakeNumber)
  .min(0, CUSTOMER_MESSAGES.rakeMin)
  .max(100, CUSTOMER_MESSAGES.rakeMax)
  .refine((v) => hasMaxDecimals(v, 2), CUSTOMER_MESSAGES.rakeDecimals);

/** POST and PATCH /suppliers/custom-commission */
export const customCommissionBodySchema = z.object({
  venueId: id(CUSTOMER_MESSAGES.venueRequired).describe('The venue the custom rake is for'),
  customCommission: rakeNumber.describe('The custom rake, in percent: 0 to 100 with at most two decimals'),
});
export type CustomCommissionBody = z.infer<typeof customCommissionBodySchema>;

/** The rake form: typed text checked with the same rules. */
export const rakeFormSchema = z.object({
  venueId: id(CUSTOMER_MESSAGES.venueRequired),
  customCommission: decimalText(RAKE_RULE, RAKE_MESSAGES),
});
export type RakeForm = z.infer<typeof rakeFormSchema>;

/** PATCH /suppliers/loss-products-minimum-spend, in cents. */
export const thresholdBodySchema = z.object({
  lossProductsMinimumSpend: z
    .number({ error: CUSTOMER_MESSAGES.thresholdRequired })
    .refine((n) => !Object.is(n, -0), CUSTOMER_MESSAGES.thresholdNumber)
    .int('Amount must be whole cents')
    .min(0, CUSTOMER_MESSAGES.thresholdNegative)
    .max(MAX_MONEY_CENTS, CUSTOMER_MESSAGES.thresholdMax)
    .describe('The order threshold, in cents: the order total from which loss leaders apply'),
});

/** The threshold form, in dollars. */
export const thresholdFormSchema = z.object({
  amount: decimalText(
    { places: 2, min: 0, max: MAX_MONEY_CENTS / 100, dollars: true },
    {
      required: CUSTOMER_MESSAGES.thresholdRequired,
      number: CUSTOMER_MESSAGES.thresholdNumber,
      decimals: CUSTOMER_MESSAGES.thresholdDecimals,
      min: CUSTOMER_MESSAGES.thresholdNegative,
      max: CUSTOMER_MESSAGES.thresholdMax,
    },
  ),
});

/** A row of GET suppliers/venues: a venue that has bought from the supplier. */
export const customerRowSchema = z.object({
  venueId: z.number().int(),
  venueCRN: z.string().nullable(),
  venueName: z.string(),
  venueGroup: z.string().nullable(),
  ownerName: z.string().nullable(),
  postcode: z.string().nullable(),
  suburb: z.string().nullable(),
  commission: z
    .number()
    .nullable()
    .describe("Percent; null when the venue pays the marketplace's standard rake"),
  customCommissionExists: z.boolean(),
  customPrices: z.number().int(),
  totalSpent: z.number().int().describe('Cents: completed orders at their final totals'),
  orderCount: z.number().int(),
  lastOrdered: z.string().nullable(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

/** What POST and PATCH suppliers/custom-commission answer. */
export const customCommissionSchema = z.object({
  venueId: z.number().int(),
  customCommission: z.number().describe('Percent'),
});
export type CustomCommission = z.infer<typeof customCommissionSchema>;
