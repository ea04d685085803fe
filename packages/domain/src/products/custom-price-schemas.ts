import { z } from 'zod';
import { hasMaxDecimals } from '../money.ts';
import { id, MAX_MONEY_CENTS } from '../primitives/index.ts';
import { CUSTOM_PRICE_MESSAGES as M } from './messages.ts';

/** POST and PATCH custom-pricing: priceInCents is the stored price (incl GST unless the product is exempt). */
export const customPricePayloadSchema = z.object({
  venueId: id(M.venueRequired),
  productId: id(M.productRequired),
  priceInCents: z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? M.priceRequired : M.priceNumber),
    })
    .int(M.priceDecimals)
    .min(0, M.priceNegative)
    .max(MAX_MONEY_CENTS, M.priceNumber),
});
export type CustomPricePayload = z.infer<typeof customPricePayloadSchema>;

/** One row of the per-product custom pricing dialog: price typed in dollars ex GST. */
export const customPriceRowSchema = z.object({
  id: id().nullable(),
  venueId: id(M.venueIdRequired),
  priceInDollarsExGST: z
    .string()
    .trim()
    .min(1, M.priceRequired)
    .refine(
      (v) => /^-?\d*\.?\d*$/.test(v) && v !== '.' && v !== '-' && Number.isFinite(Number(v)),
      M.priceNumber,
    )
    .refine((v) => !(Number(v) < 0), M.priceNegative)
    .refine((v) => hasMaxDecimals(v, 2), M.priceDecimals),
  apiMethod: z.enum(['post', 'patch', 'delete']),
});
export type CustomPriceRow = z.infer<typeof customPriceRowSchema>;
export const customPriceDialogSchema = z.object({ rows: z.array(customPriceRowSchema) });
export type CustomPriceDialogForm = z.infer<typeof customPriceDialogSchema>;
