import { z } from 'zod';
import { decimalText, id, MAX_MONEY_CENTS } from '../primitives/index.ts';
import { CUSTOM_PRICE_MESSAGES as M } from './products.messages.ts';

/** POST and PATCH custom-pricing: priceInCents is the stored price (incl GST unless the product is exempt). */
export const customPricePayloadSchema = z.object({
  venueId: id(M.venueRequired).describe('The venue the price is for'),
  productId: id(M.productRequired).describe('The product'),
  priceInCents: z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? M.priceRequired : M.priceNumber),
    })
    .refine((n) => !Object.is(n, -0), M.priceNumber)
    .int(M.priceDecimals)
    .min(0, M.priceNegative)
    .max(MAX_MONEY_CENTS, M.priceMax)
    .describe('The custom price in cents, as stored: incl GST unless the product is GST exempt'),
});
export type CustomPricePayload = z.infer<typeof customPricePayloadSchema>;

/**
 * A custom price as typed, dollars ex GST. $0.00 is allowed (spec 002 section 7: 'not below 0'); the
 * dialog says so in words (docs/decisions/screens.md). The ceiling is the stored price's: $1,000,000
 * incl GST, so at most $909,090.90 ex GST for a product with GST; the API checks the stored cents.
 */
const CUSTOM_PRICE_RULE = { places: 2, min: 0, max: MAX_MONEY_CENTS / 100, dollars: true };

const customPriceText = () =>
  decimalText(CUSTOM_PRICE_RULE, {
    required: M.priceRequired,
    number: M.priceNumber,
    decimals: M.priceDecimals,
    min: M.priceNegative,
    max: M.priceMax,
  });

/** The Add / Edit Custom Price dialog of the Custom Prices page: pickers and the price typed ex GST. */
export const customPriceFormSchema = z.object({
  venueId: z.number({ error: M.venueRequired }).int().positive(M.venueRequired),
  productId: z.number({ error: M.productRequired }).int().positive(M.productRequired),
  price: customPriceText(),
});
export type CustomPriceForm = z.infer<typeof customPriceFormSchema>;

/** One row of the per-product custom pricing dialog: price typed in dollars ex GST. */
export const customPriceRowSchema = z.object({
  id: id().nullable(),
  venueId: id(M.venueIdRequired),
  priceInDollarsExGST: customPriceText(),
  apiMethod: z.enum(['post', 'patch', 'delete']),
});
export type CustomPriceRow = z.infer<typeof customPriceRowSchema>;
export const customPriceDialogSchema = z.object({ rows: z.array(customPriceRowSchema) });
export type CustomPriceDialogForm = z.infer<typeof customPriceDialogSchema>;
