import { describe, expect, it } from 'vitest';
import { UNITS } from '../units.ts';
import { filterProducts, filterValue } from './product-filter.ts';
import type { Product } from './product-types.ts';

const product = (id: number, customPrices: number): Product => ({
  id,
  sku: `HF-${id}`,
  name: `Product ${id}`,
  priceInCents: 1100,
  gstExempt: false,
  enabled: true,
  outOfStock: false,
  isBestBuy: false,
  unitOfPrice: { ...UNITS[3]! },
  unitOfPortion: { ...UNITS[3]! },
  portions: [1],
  categories: [1],
  image: null,
  customPricing: Array.from({ length: customPrices }, (_, k) => ({
    id: k + 1,
    priceInCents: 900,
    venue: { id: k + 1, venue: `Venue ${k + 1}` },
  })),
  specials: [],
  dateModified: '2026-11-20T01:00:00.000Z',
});

const products = [product(1, 2), product(2, 0)];

describe('product list filters from a link', () => {
  it.each(['9', '0', 'abc', '1e0', ' 1'])('?customPricingFilterId=%s is ignored: the whole list', (value) => {
    expect(filterProducts(products, { customPricingFilterId: value }).map((p) => p.id)).toEqual([1, 2]);
    expect(filterValue('customPricingFilterId', value)).toBe('');
  });

  it('the values the filter has still filter', () => {
    expect(filterProducts(products, { customPricingFilterId: '1' }).map((p) => p.id)).toEqual([1]);
    expect(filterProducts(products, { customPricingFilterId: '2' }).map((p) => p.id)).toEqual([2]);
  });

  it('an unknown special status is ignored too', () => {
    expect(filterProducts(products, { specialStatus: 'soon' }).map((p) => p.id)).toEqual([1, 2]);
    expect(filterValue('specialStatus', 'none')).toBe('none');
  });
});
