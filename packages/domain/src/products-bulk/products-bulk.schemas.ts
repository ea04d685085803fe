import { z } from 'zod';
import {
  productPayloadFields,
  productRulesProblem,
  type ProductRuleFields,
} from '../products/products.schemas.ts';
import { unitsCompatible } from '../units.ts';
import { BULK_LIMITS, BULK_MESSAGES as M } from './products-bulk.messages.ts';

const fields = productPayloadFields.omit({ productId: true, imageId: true, isBestBuy: true });

/**
 * The product's price rules (`productRulesProblem`, the form's): at least $0.10 ex GST, a portion unit that
 * fits the price unit (in the CSV's own words), no portion charged $0.00. A bulk edit row is checked as far
 * as it carries the fields; the service checks the rest against the stored product.
 */
function checkProductRules(value: ProductRuleFields, ctx: z.RefinementCtx): void {
  // The units in the CSV's own words, whatever else is wrong with the row.
  const { unitOfPriceId, unitOfPortionId } = value;
  if (
    unitOfPriceId !== undefined &&
    unitOfPortionId !== undefined &&
    !unitsCompatible(unitOfPriceId, unitOfPortionId)
  )
    ctx.addIssue({ code: 'custom', path: ['unitOfPortionId'], message: M.unitsInconsistent });
  const problem = productRulesProblem(value);
  if (!problem || problem.param === 'unitOfPortionId') return;
  const [field, index] = problem.param.split('.');
  ctx.addIssue({
    code: 'custom',
    path: index === undefined ? [field!] : [field!, Number(index)],
    message: problem.message,
  });
}

/** One product of POST suppliers/products/bulk-upload: the whole product, SKU required. */
export const bulkAddProductSchema = fields
  .extend({ outOfStock: z.boolean().default(false) })
  .superRefine(checkProductRules);
export type BulkAddProduct = z.infer<typeof bulkAddProductSchema>;

/**
 * One product of PATCH suppliers/products/bulk-upload: only what changed, but always productId,
 * sku and both unit ids (so the units can be checked together); price and GST come together.
 */
export const bulkEditProductSchema = fields
  .partial()
  .extend({
    productId: z
      .number({ error: M.productIdPositive })
      .int(M.productIdPositive)
      .positive(M.productIdPositive),
    sku: fields.shape.sku.nullable(),
    unitOfPriceId: fields.shape.unitOfPriceId,
    unitOfPortionId: fields.shape.unitOfPortionId,
  })
  .superRefine(checkProductRules)
  .superRefine((value, ctx) => {
    if ((value.priceInCents === undefined) !== (value.gstExempt === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['priceInCents'],
        message: 'Price and GST must be sent together',
      });
    }
  });
export type BulkEditProduct = z.infer<typeof bulkEditProductSchema>;

/**
 * The request envelope. Its products are `unknown` on purpose: the service checks each one on its
 * own against the row schema, bulkAddProductSchema (POST) or bulkEditProductSchema (PATCH), so that the
 * all-or-nothing 400 lists every product's problems at once (`BulkUploadErrorBody.products`, by index) and
 * what the server read of it; a row schema here would refuse the whole body at the first bad product, in the
 * plain envelope, before the spec's per-product answer could be built. The web sends the rows it read
 * from the CSV (BulkProductPayload, csv-rows.ts) and shows the server's per-product errors against them.
 */
export const bulkUploadBodySchema = z.object({
  products: z
    .array(z.unknown(), { error: M.zeroProducts })
    .min(1, M.zeroProducts)
    .max(BULK_LIMITS.maxProducts, M.overLimit)
    .describe(
      'The products, each checked on its own against the add (POST) or edit (PATCH) product fields so the 400 ' +
        'lists every product with its errors',
    ),
});

export type BulkProductError = { param: string; message: string };

/**
 * The 400 of bulk-upload. `errors` is the usual envelope (one summary entry, code invalid_products);
 * `products` lists only the products with errors: `index` is the product's position in the request's
 * `products` array, `productSanitized` what the server read of it, `productErrors` its problems with
 * the payload's field names (`categories.1` is the second category level).
 */
export type BulkUploadErrorBody = {
  errors: Array<{ param: string; message: string; code: string }>;
  products: Array<{
    index: number;
    productId: number | null;
    productSanitized: unknown;
    productErrors: BulkProductError[];
  }>;
};

/** What bulk-upload answers: every product saved. */
export const bulkUploadResponseSchema = z.object({
  productIds: z.array(z.number().int()).describe('The saved products, in the order sent'),
  uploadId: z
    .number()
    .int()
    .describe(
      'The saved upload; an edit upload can be undone with POST suppliers/products/bulk-upload/{id}/undo',
    ),
  customPriced: z
    .array(
      z.object({
        id: z.number().int(),
        sku: z.string().nullable(),
        name: z.string(),
        venues: z.number().int().describe('How many venues have a custom price for it'),
      }),
    )
    .describe('Edited products whose price changed while venues keep their own custom price'),
});
export type BulkUploadResponse = z.infer<typeof bulkUploadResponseSchema>;

export const bulkUndoResponseSchema = z.object({
  productIds: z.array(z.number().int()).describe('The products put back as they were'),
});
export type BulkUndoResponse = z.infer<typeof bulkUndoResponseSchema>;
