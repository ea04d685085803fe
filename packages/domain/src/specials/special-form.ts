import { z } from 'zod';
import { exGstPrice, storedPrice } from '../money.ts';
import { decimalToCents, parseDecimal } from '../primitives/index.ts';
import {
  discountPercent,
  DISCOUNT_TYPES,
  SPECIAL_MESSAGES,
  specialDateProblems,
  specialPriceProblem,
  typedPercentageProblem,
  typedSpecialPriceProblem,
  type CreateSpecialBody,
} from './specials.schemas.ts';

/** A product as the Create Special picker knows it (GET suppliers/products). */
export type SpecialProductOption = {
  id: number;
  sku: string | null;
  name: string;
  priceInCents: number;
  gstExempt: boolean;
  unitOfPrice: { unit: string };
};

/** What a person fills in on Create Special. Prices are typed ex GST, in dollars. */
export type SpecialFormValues = {
  productId: number | null;
  startDate: string;
  endDate: string;
  discountType: string;
  specialPrice: string;
  percentage: string;
  isBanner: boolean;
};

/** The product's current price ex GST, in cents: what the form shows as the original price. */
export function originalExGst(product: SpecialProductOption): number {
  return exGstPrice(product.priceInCents, product.gstExempt);
}

/** The special's price ex GST in cents from the form, or NaN while it cannot be worked out. */
export function specialExCents(values: SpecialFormValues, product: SpecialProductOption | undefined): number {
  if (values.discountType === 'PERCENTAGE OFF') {
    const pct = parseDecimal(values.percentage);
    if (!product || pct === null) return Number.NaN;
    // In hundredths of a percent, so 5.01% is exact: round(2901 x 9499 / 10000).
    return Math.round((originalExGst(product) * (10000 - Math.round(pct * 100))) / 10000);
  }
  return decimalToCents(values.specialPrice);
}

/**
 * The discount the form's summary shows, in percent: the percentage typed when the special is made from
 * one (1% off shows 'Discount 1%', although the price rounded to the cent is 0.96% less), otherwise the
 * discount of the typed price to one decimal. Null while it cannot be worked out.
 */
export function specialDiscountShown(
  values: SpecialFormValues,
  product: SpecialProductOption | undefined,
): number | null {
  if (!product) return null;
  if (values.discountType === 'PERCENTAGE OFF') return parseDecimal(values.percentage);
  const ex = specialExCents(values, product);
  return Number.isFinite(ex) && ex >= 0 ? discountPercent(originalExGst(product), ex) : null;
}

/** The price sent to the server: GST added unless the product is GST exempt. */
export function specialSentPrice(exCents: number, product: SpecialProductOption): number {
  return storedPrice(exCents, product.gstExempt);
}

/**
 * The Create Special form's rules (spec 001 section 5), the same functions the server runs.
 * `today` is the supplier's day; the product list lets the price rules see the current price.
 */
export function createSpecialFormSchema(opts: {
  isStaff: boolean;
  today: string;
  productById: (id: number) => SpecialProductOption | undefined;
}) {
  return z
    .object({
      productId: z.number({ error: SPECIAL_MESSAGES.productRequired }).nullable(),
      startDate: z.string(),
      endDate: z.string(),
      discountType: z.string(),
      specialPrice: z.string(),
      percentage: z.string(),
      isBanner: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const product = v.productId === null ? undefined : opts.productById(v.productId);
      if (!product)
        ctx.addIssue({ code: 'custom', path: ['productId'], message: SPECIAL_MESSAGES.productRequired });
      if (!v.startDate)
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: SPECIAL_MESSAGES.startDateRequired });
      if (!v.endDate)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: SPECIAL_MESSAGES.endDateRequired });
      if (v.startDate && v.endDate) {
        for (const p of specialDateProblems(v.startDate, v.endDate, opts.today)) {
          ctx.addIssue({ code: 'custom', path: [p.param], message: p.message });
        }
      } else if (
        v.startDate &&
        specialDateProblems(v.startDate, v.startDate, opts.today).some((p) => p.param === 'startDate')
      ) {
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: SPECIAL_MESSAGES.dateInFuture });
      }
      if (!(DISCOUNT_TYPES as readonly string[]).includes(v.discountType)) {
        ctx.addIssue({ code: 'custom', path: ['discountType'], message: SPECIAL_MESSAGES.discountType });
        return;
      }
      const field = v.discountType === 'PERCENTAGE OFF' ? 'percentage' : 'specialPrice';
      const raw = field === 'percentage' ? v.percentage : v.specialPrice;
      const typed =
        field === 'percentage' ? typedPercentageProblem(raw, opts.isStaff) : typedSpecialPriceProblem(raw);
      if (typed) {
        ctx.addIssue({ code: 'custom', path: [field], message: typed });
        return;
      }
      if (!product) return;
      const ex = specialExCents(v, product);
      const problem = specialPriceProblem({
        priceInCents: specialSentPrice(ex, product),
        currentPriceInCents: product.priceInCents,
        gstExempt: product.gstExempt,
        isStaff: opts.isStaff,
      });
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    });
}

/** The POST specials body from valid form values. */
export function toCreateSpecialBody(
  values: SpecialFormValues,
  product: SpecialProductOption,
  isStaff: boolean,
): CreateSpecialBody {
  return {
    productId: product.id,
    priceInCents: specialSentPrice(specialExCents(values, product), product),
    startDate: values.startDate,
    endDate: values.endDate,
    isBanner: isStaff && values.isBanner,
  };
}
