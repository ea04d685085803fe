import { exGstPrice, lineTotal } from '../money.ts';
import {
  MAX_MONEY_CENTS,
  MAX_QUANTITY,
  type DecimalMessages,
  type DecimalRule,
} from '../primitives/index.ts';
import { MASS_CONVERSION_FACTOR, quantityPriced } from '../units.ts';
import { PRODUCT_LIMITS, PRODUCT_MESSAGES as M } from './products.messages.ts';

/**
 * A product's price as typed, dollars ex GST: at least $0.10 wherever it is typed (the product form, the
 * inline edit and the CSV upload alike), at most $1,000,000 (the stored price incl GST is
 * checked too), at most 2 decimals; one leading '$' is allowed.
 */
export const PRODUCT_PRICE_RULE: DecimalRule = {
  places: 2,
  min: PRODUCT_LIMITS.minInlinePriceCents / 100,
  max: MAX_MONEY_CENTS / 100,
  dollars: true,
};

export const PRODUCT_PRICE_MESSAGES: DecimalMessages = {
  required: M.priceRequired,
  number: M.priceFormat,
  decimals: M.priceFormat,
  min: M.inlinePriceMin,
  negative: M.priceFormat,
  max: M.priceMax,
};

/** A portion size as typed: positive, at most 3 decimals, at most 100,000. */
export const PORTION_RULE: DecimalRule = { places: 3, min: 0, minExclusive: true, max: MAX_QUANTITY };

export const PORTION_MESSAGES: DecimalMessages = {
  required: M.portionPositive,
  number: M.portionPositive,
  decimals: M.portionDecimals,
  min: M.portionPositive,
  max: M.portionMax,
};

/** The stored price (cents) of one portion: the product's stored price times the quantity priced. */
export function portionPriceCents(
  priceInCents: number,
  portion: number,
  unitOfPortionId: number,
  unitOfPriceId: number,
): number {
  return lineTotal(priceInCents, quantityPriced(portion, 1, unitOfPortionId, unitOfPriceId));
}

/**
 * What one portion is charged and its part ex GST, by the one rule an order charges: the stored price (incl
 * GST unless exempt) times the quantity priced, rounded to the cent; ex GST is that less its GST (one
 * eleventh), as the invoice splits it. 6 units of a $12.34 ex-GST product: $13.57 x 6 = $81.42 ($74.02 ex).
 */
export function portionCharge(p: {
  priceInCents: number;
  gstExempt: boolean;
  portion: number;
  unitOfPortionId: number;
  unitOfPriceId: number;
}): { charged: number; exGst: number } {
  const charged = portionPriceCents(p.priceInCents, p.portion, p.unitOfPortionId, p.unitOfPriceId);
  return { charged, exGst: exGstPrice(charged, p.gstExempt) };
}

/**
 * The index of the first portion charged $0.00 (nothing a venue could be charged for), or -1. Prices are
 * the stored ones (incl GST unless exempt), charged as an order charges them (portionCharge).
 */
export function freePortionIndex(p: {
  priceInCents: number;
  gstExempt: boolean;
  portions: readonly number[];
  unitOfPortionId: number;
  unitOfPriceId: number;
}): number {
  return p.portions.findIndex((portion) => portionCharge({ ...p, portion }).charged === 0);
}

/**
 * Portion sizes moved to another mass unit (spec 002 section 9, factor 1000): 0.25 kg → 250 g, 500 g →
 * 0.5 kg. Any other change keeps the numbers (the units are then the same, or not interchangeable).
 */
export function convertPortions(portions: readonly string[], fromUnitId: number, toUnitId: number): string[] {
  const factor =
    fromUnitId === 1 && toUnitId === 2
      ? MASS_CONVERSION_FACTOR
      : fromUnitId === 2 && toUnitId === 1
        ? 1 / MASS_CONVERSION_FACTOR
        : 1;
  if (factor === 1) return [...portions];
  return portions.map((p) => {
    const n = Number(p);
    if (!Number.isFinite(n) || p.trim() === '') return p;
    // Integer arithmetic on thousandths: 0.001 kg is exactly 1 g, 1 g exactly 0.001 kg.
    const thousandths = Math.round(n * 1000);
    return String(factor > 1 ? thousandths : thousandths / 1_000_000);
  });
}
