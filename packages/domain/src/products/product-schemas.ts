import { z } from 'zod';
import { dollarsToCents, hasMaxDecimals, storedPrice } from '../money.ts';
import { id, MAX_MONEY_CENTS, MAX_QUANTITY, storable, text } from '../primitives/index.ts';
import { unitsCompatible } from '../units.ts';
import { PRODUCT_LIMITS, PRODUCT_MESSAGES as M } from './messages.ts';

const unitId = (message: string) => id(message);

/**
 * The product fields the API accepts (spec 000 section 3, "Product payload sent to the API").
 * Prices are integer cents as stored: incl GST unless gstExempt. The bulk CSV upload reuses it.
 */
export const productPayloadFields = z.object({
  productId: id().optional(),
  name: text({ max: PRODUCT_LIMITS.nameMax, required: M.nameRequired, tooLong: M.nameMax }),
  sku: text({ max: PRODUCT_LIMITS.skuMax, required: M.skuRequired, tooLong: M.skuMax }),
  priceInCents: z
    .number({ error: M.priceRequired })
    .int(M.priceFormat)
    .positive(M.priceFormat)
    .max(MAX_MONEY_CENTS, M.priceMax),
  unitOfPriceId: unitId(M.unitOfPriceRequired),
  gstExempt: z.boolean({ error: 'gstExempt must be true or false' }),
  categories: z
    .array(id(M.categoryUnknown), { error: M.categoriesMin })
    .min(1, M.categoriesMin)
    .max(PRODUCT_LIMITS.maxCategoryDepth, M.categoriesMax),
  unitOfPortionId: unitId(M.unitOfPortionRequired),
  portions: z
    .array(
      z.number({ error: M.portionPositive }).positive(M.portionPositive).max(MAX_QUANTITY, M.portionMax),
      { error: M.portionsMin },
    )
    .min(1, M.portionsMin)
    .max(50),
  enabled: z.boolean({ error: M.enabledRequired }),
  outOfStock: z.boolean().optional(),
  isBestBuy: z.boolean().optional(),
  imageId: id().nullable().optional(),
});

function checkUnits(value: { unitOfPriceId?: number; unitOfPortionId?: number }, ctx: z.RefinementCtx): void {
  if (value.unitOfPriceId === undefined || value.unitOfPortionId === undefined) return;
  if (!unitsCompatible(value.unitOfPriceId, value.unitOfPortionId)) {
    ctx.addIssue({ code: 'custom', path: ['unitOfPortionId'], message: M.unitIncompatible });
  }
}

export const productCreateSchema = productPayloadFields.superRefine(checkUnits);
export type ProductCreatePayload = z.infer<typeof productCreateSchema>;

/** PATCH: the full payload or a part of it ({priceInCents, gstExempt}, {enabled}, {outOfStock}, {imageId}). */
export const productPatchSchema = productPayloadFields
  .partial()
  .extend({ sku: productPayloadFields.shape.sku.nullable().optional() })
  .superRefine(checkUnits);
export type ProductPatchPayload = z.infer<typeof productPatchSchema>;

export const categoryCreateSchema = z.object({
  parentId: id().nullable().optional(),
  name: text({ max: 64, required: M.categoryNameRequired, tooLong: M.categoryNameMax }),
});
export type CategoryCreatePayload = z.infer<typeof categoryCreateSchema>;

/* ---------- The product form (what a person types) ---------- */

const priceText = z
  .string()
  .trim()
  .min(1, M.priceRequired)
  .refine((v) => /^\d*\.?\d*$/.test(v) && Number(v) > 0 && hasMaxDecimals(v, 2), M.priceFormat);

export const productFormFields = z.object({
  name: text({ max: PRODUCT_LIMITS.nameMax, required: M.nameRequired, tooLong: M.nameMax }),
  sku: storable(z.string().trim().max(PRODUCT_LIMITS.skuMax, M.skuMax)),
  /** Ex GST, in dollars as typed. */
  price: priceText,
  unitOfPriceId: z.string().min(1, M.unitOfPriceRequired),
  hasGST: z.boolean(),
  categories: z.array(z.number().int().positive()).min(1, M.categoriesSelect).max(3),
  unitOfPortionId: z.string().min(1, M.unitOfPortionRequired),
  portions: z
    .array(
      z
        .string()
        .trim()
        .refine((v) => /^\d*\.?\d+$/.test(v) && Number(v) > 0, M.portionPositive)
        .refine((v) => !(Number(v) > MAX_QUANTITY), M.portionMax),
    )
    .min(1, M.portionsAdd),
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
    const cents = dollarsToCents(form.price);
    if (Number.isFinite(cents) && storedPrice(cents, !form.hasGST) > MAX_MONEY_CENTS) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: M.priceMax });
    }
    if (form.unitOfPriceId && form.unitOfPortionId) {
      if (!unitsCompatible(Number(form.unitOfPriceId), Number(form.unitOfPortionId))) {
        ctx.addIssue({ code: 'custom', path: ['unitOfPortionId'], message: M.unitIncompatible });
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
    priceInCents: storedPrice(dollarsToCents(form.price), gstExempt),
    unitOfPriceId: Number(form.unitOfPriceId),
    gstExempt,
    categories: form.categories,
    unitOfPortionId: Number(form.unitOfPortionId),
    portions: form.portions.map(Number),
    enabled: form.enabled,
    outOfStock: form.outOfStock,
    isBestBuy: form.isBestBuy,
    imageId: form.imageId,
  };
}

// The server's field names on the form are schema-free, in product-terms.ts.
export { PRODUCT_FIELD_MAP } from './product-terms.ts';

/** Inline price edit: dollars ex GST, at least $0.10. */
export const inlinePriceSchema = z
  .string()
  .trim()
  .min(1, M.priceRequired)
  .refine((v) => /^\d*\.?\d*$/.test(v) && v !== '.' && Number.isFinite(Number(v)), M.priceFormat)
  .refine((v) => hasMaxDecimals(v, 2), M.priceFormat)
  .refine((v) => dollarsToCents(v) >= PRODUCT_LIMITS.minInlinePriceCents, M.inlinePriceMin)
  .refine((v) => dollarsToCents(v) <= MAX_MONEY_CENTS, M.priceMax);
