import { z } from 'zod';
import { hasMaxDecimals } from '../money.ts';
import { CUSTOM_PRICE_MESSAGES as M } from './messages.ts';

/** POST and PATCH custom-pricing: priceInCents is the stored price (incl GST unless the product is exempt). */
export const customPricePayloadSchema = z.object({
  venueId: z.number({ error: M.venueRequired }).int(M.venueRequired).positive(M.venueRequired),
  productId: z.number({ error: M.productRequired }).int(M.productRequired).positive(M.productRequired),
  priceInCents: z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? M.priceRequired : M.priceNumber),
    })
    .int(M.priceDecimals)
    .min(0, M.priceNegative)
    .max(100_000_000, M.priceNumber),
});
export type CustomPricePayload = z.infer<typeof customPricePayloadSchema>;

/** One row of the per-product custom pricing dialog: price typed in dollars ex GST. */
export const customPriceRowSchema = z.object({
  id: z.number().int().positive().nullable(),
  venueId: z.number({ error: M.venueIdRequired }).int(M.venueIdRequired).positive(M.venueIdRequired),
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
