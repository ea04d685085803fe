import { z } from 'zod';
import { exGstPrice, hasMaxDecimals, storedPrice } from '../money.ts';
import {
  decimalText,
  decimalToCents,
  id,
  MAX_MONEY_CENTS,
  MAX_QUANTITY,
  parseDecimal,
  storable,
  text,
  wireNumber,
} from '../primitives/index.ts';
import {
  freePortionIndex,
  PORTION_MESSAGES,
  PORTION_RULE,
  PRODUCT_PRICE_MESSAGES,
  PRODUCT_PRICE_RULE,
} from './product-numbers.ts';
import { unitsCompatible } from '../units.ts';
import { PRODUCT_LIMITS, PRODUCT_MESSAGES as M } from './products.messages.ts';

const unitId = (message: string) => id(message);
const SKU_SAYS = `Product SKU, unique among the supplier's products (at most ${PRODUCT_LIMITS.skuMax} characters)`;

/**
 * The product fields the API accepts (spec 000 section 3, "Product payload sent to the API").
 * Prices are integer cents as stored: incl GST unless gstExempt. The bulk CSV upload reuses it.
 */
export const productPayloadFields = z.object({
  productId: id()
    .optional()
    .describe("The product's id, as the bulk edit's 'Product Id'; a create or PATCH ignores it"),
  name: text({ max: PRODUCT_LIMITS.nameMax, required: M.nameRequired, tooLong: M.nameMax }).describe(
    `Product name (at most ${PRODUCT_LIMITS.nameMax} characters)`,
  ),
  sku: text({ max: PRODUCT_LIMITS.skuMax, required: M.skuRequired, tooLong: M.skuMax }).describe(SKU_SAYS),
  priceInCents: wireNumber(M.priceFormat, M.priceRequired)
    .int(M.priceFormat)
    .positive(M.priceFormat)
    .max(MAX_MONEY_CENTS, M.priceMax)
    .describe('The price in cents (integer), incl GST unless gstExempt; at least $0.10 ex GST'),
  unitOfPriceId: unitId(M.unitOfPriceRequired).describe('The unit of price (an id of GET /portions)'),
  gstExempt: z
    .boolean({ error: 'gstExempt must be true or false' })
    .describe('True when the product has no GST (taxable N)'),
  categories: z
    .array(id(M.categoryUnknown), { error: M.categoriesMin })
    .min(1, M.categoriesMin)
    .max(PRODUCT_LIMITS.maxCategoryDepth, M.categoriesMax)
    .describe('The categories: ordered ids, top to leaf, at most three'),
  unitOfPortionId: unitId(M.unitOfPortionRequired).describe(
    "The unit of portion: the unit of price's own (kilogram and gram are interchangeable)",
  ),
  portions: z
    .array(
      wireNumber(M.portionPositive)
        .positive(M.portionPositive)
        .max(MAX_QUANTITY, M.portionMax)
        .refine((n) => hasMaxDecimals(n, 3), M.portionDecimals),
      { error: M.portionsMin },
    )
    .min(1, M.portionsMin)
    .max(50)
    .describe('The portions a venue may order, in the unit of portion (positive numbers, at least one)'),
  enabled: z
    .boolean({ error: M.enabledRequired })
    .describe('Enable product: disabled products are not shown to venues'),
  outOfStock: z.boolean().optional().describe('Out of stock: an out of stock product cannot be purchased'),
  isBestBuy: z.boolean().optional().describe('Best Buy (staff only)'),
  imageId: id()
    .nullable()
    .optional()
    .describe("The product's image, from the image gallery (staff only); null removes it"),
});

/** The parts of a product its price rules read (absent: not known, that rule is not checked). */
export type ProductRuleFields = {
  unitOfPriceId?: number;
  unitOfPortionId?: number;
  priceInCents?: number;
  gstExempt?: boolean;
  portions?: readonly number[];
};

/**
 * The product's price rules as the first problem ({ param, message }) or null: at least $0.10 ex GST, a
 * portion unit that fits the price unit, and no portion charged $0.00. One rule for every path that writes
 * a product: the form, the create and PATCH payloads (the service checks a partial PATCH merged with the
 * stored product) and the bulk upload and edit.
 */
export function productRulesProblem(value: ProductRuleFields): { param: string; message: string } | null {
  const { unitOfPriceId, unitOfPortionId, priceInCents, gstExempt, portions } = value;
  if (priceInCents !== undefined && gstExempt !== undefined) {
    if (exGstPrice(priceInCents, gstExempt) < PRODUCT_LIMITS.minInlinePriceCents)
      return { param: 'priceInCents', message: M.inlinePriceMin };
  }
  if (unitOfPriceId === undefined || unitOfPortionId === undefined) return null;
  if (!unitsCompatible(unitOfPriceId, unitOfPortionId))
    return { param: 'unitOfPortionId', message: M.unitIncompatible };
  if (priceInCents === undefined || gstExempt === undefined || portions === undefined) return null;
  const free = freePortionIndex({ priceInCents, gstExempt, portions, unitOfPortionId, unitOfPriceId });
  return free >= 0 ? { param: `portions.${free}`, message: M.portionFree } : null;
}

function checkUnits(value: ProductRuleFields, ctx: z.RefinementCtx): void {
  const problem = productRulesProblem(value);
  if (!problem) return;
  const [field, index] = problem.param.split('.');
  ctx.addIssue({
    code: 'custom',
    path: index === undefined ? [field!] : [field!, Number(index)],
    message: problem.message,
  });
}

export const productCreateSchema = productPayloadFields.superRefine(checkUnits);
export type ProductCreatePayload = z.infer<typeof productCreateSchema>;

/** PATCH: the full payload or a part of it ({priceInCents, gstExempt}, {enabled}, {outOfStock}, {imageId}). */
export const productPatchSchema = productPayloadFields
  .partial()
  .extend({
    sku: productPayloadFields.shape.sku.nullable().optional().describe(`${SKU_SAYS}; null clears it`),
  })
  .superRefine(checkUnits);
export type ProductPatchPayload = z.infer<typeof productPatchSchema>;

export const categoryCreateSchema = z.object({
  parentId: id()
    .nullable()
    .optional()
    .describe('The parent category; null or left out for a top-level category (at most 3 levels)'),
  name: text({ max: 64, required: M.categoryNameRequired, tooLong: M.categoryNameMax }).describe(
    "The category's name",
  ),
});
export type CategoryCreatePayload = z.infer<typeof categoryCreateSchema>;

/* ---------- The product form (what a person types) ---------- */

const priceText = decimalText(PRODUCT_PRICE_RULE, PRODUCT_PRICE_MESSAGES);

export const productFormFields = z.object({
  name: text({ max: PRODUCT_LIMITS.nameMax, required: M.nameRequired, tooLong: M.nameMax }),
  sku: storable(z.string().trim().max(PRODUCT_LIMITS.skuMax, M.skuMax)),
  /** Ex GST, in dollars as typed. */
  price: priceText,
  unitOfPriceId: z.string().min(1, M.unitOfPriceRequired),
  hasGST: z.boolean(),
  categories: z.array(z.number().int().positive()).min(1, M.categoriesSelect).max(3),
  unitOfPortionId: z.string().min(1, M.unitOfPortionRequired),
  portions: z.array(decimalText(PORTION_RULE, PORTION_MESSAGES)).min(1, M.portionsAdd),
  enabled: z.boolean({ error: M.enabledRequired }),
  outOfStock: z.boolean(),
  isBestBuy: z.boolean(),
  imageId: z.number().int().positive().nullable(),
});
export type ProductForm = z.infer<typeof productFormFields>;

/** The form's schema; SKU is required only when creating. */
export function productFormSchema(mode: 'create' | 'update') {
  return productFormFields.superRefine((form, ctx) => {
    if (mode === 'create' && !form.sku.trim()) {
      ctx.addIssue({ code: 'custom', path: ['sku'], message: M.skuRequired });
    }
    const cents = decimalToCents(form.price);
    if (Number.isFinite(cents) && storedPrice(cents, !form.hasGST) > MAX_MONEY_CENTS) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: M.priceMax });
    }
    if (form.unitOfPriceId && form.unitOfPortionId) {
      const [unitOfPriceId, unitOfPortionId] = [Number(form.unitOfPriceId), Number(form.unitOfPortionId)];
      if (!unitsCompatible(unitOfPriceId, unitOfPortionId)) {
        ctx.addIssue({ code: 'custom', path: ['unitOfPortionId'], message: M.unitIncompatible });
      } else if (cents >= PRODUCT_LIMITS.minInlinePriceCents) {
        const portions = form.portions.map((p) => parseDecimal(p) ?? Number.NaN);
        const free = freePortionIndex({
          priceInCents: cents,
          gstExempt: true,
          portions,
          unitOfPortionId,
          unitOfPriceId,
        });
        if (free >= 0) ctx.addIssue({ code: 'custom', path: ['portions', free], message: M.portionFree });
      }
    }
  });
}

/** Form values to the API payload: price typed ex GST becomes stored cents (incl GST unless exempt). */
export function productFormToPayload(form: ProductForm): ProductCreatePayload {
  const gstExempt = !form.hasGST;
  return {
    name: form.name.trim(),
    sku: form.sku.trim(),
    priceInCents: storedPrice(decimalToCents(form.price), gstExempt),
    unitOfPriceId: Number(form.unitOfPriceId),
    gstExempt,
    categories: form.categories,
    unitOfPortionId: Number(form.unitOfPortionId),
    portions: form.portions.map((p) => parseDecimal(p) ?? Number.NaN),
    enabled: form.enabled,
    outOfStock: form.outOfStock,
    isBestBuy: form.isBestBuy,
    imageId: form.imageId,
  };
}

/** Inline price edit: dollars ex GST, at least $0.10 (the product price rule). */
export const inlinePriceSchema = decimalText(PRODUCT_PRICE_RULE, PRODUCT_PRICE_MESSAGES);
