import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  checkDollarPrice,
  checkSuppliedQuantity,
  customPriceFormSchema,
  customPriceRowSchema,
  decimalProblem,
  formatDecimal,
  inlinePriceSchema,
  parseDecimal,
  productFormFields,
  rakeFormSchema,
  thresholdFormSchema,
  typedPercentageProblem,
  typedSpecialPriceProblem,
  validateBulkRows,
  zoneFormSchema,
  type BulkCsvRow,
} from './index.ts';
import { indexCategories } from './products-bulk/index.ts';

/**
 * Every money, percentage and quantity field a person types into follows one rule (plain
 * decimals only; primitives/decimal.ts). One table: each field, each input a person might type.
 */
const REFUSED = ['0x10', '0b11', '0o7', '1e2', 'Infinity', 'abc', '5.', '+5', '7 %', '-0'];

const fieldMessage = (schema: z.ZodType, key: string, base: object) => (v: string) =>
  schema.safeParse({ ...base, [key]: v }).error?.issues.find((i) => i.path[0] === key)?.message ?? null;

const csvIndex = indexCategories([{ id: 1, name: 'Fruit', parentCategoryId: null }]);
const csvRow = (over: Partial<BulkCsvRow>): BulkCsvRow => ({
  productId: '',
  sku: 'A-1',
  name: 'Apple',
  categoryOne: 'Fruit',
  categoryTwo: '',
  categoryThree: '',
  price: '10.00',
  unitOfPrice: 'Kilogram',
  portions: '1',
  unitOfPortion: 'kg',
  taxable: 'Y',
  enabled: 'Y',
  outOfStock: 'N',
  ...over,
});
const csv = (field: 'price' | 'portions') => (v: string) =>
  validateBulkRows([csvRow({ [field]: v })], { mode: 'add', categories: csvIndex })[0]!.errors[field] ?? null;

const product = {
  name: 'Apple',
  sku: 'A',
  price: '10',
  unitOfPriceId: '1',
  hasGST: true,
  categories: [1],
  unitOfPortionId: '1',
  portions: ['1'],
  enabled: true,
  outOfStock: false,
  isBestBuy: false,
  imageId: null,
};

/** [field, how to check a typed value, the limit message for 99999999, a value it takes]. */
const FIELDS: Array<[string, (v: string) => string | null, string, string]> = [
  [
    'custom rake (%)',
    fieldMessage(rakeFormSchema, 'customCommission', { venueId: 1 }),
    'Rake must be less then 100%',
    '12.5',
  ],
  [
    'loss-leader threshold ($)',
    fieldMessage(thresholdFormSchema, 'amount', {}),
    'Price must be $1,000,000.00 or less',
    '12.5',
  ],
  [
    'custom price, Custom Prices page ($)',
    fieldMessage(customPriceFormSchema, 'price', { venueId: 1, productId: 1 }),
    'Custom price must be $1,000,000.00 or less (including GST)',
    '0.25',
  ],
  [
    'custom price, product dialog row ($)',
    fieldMessage(customPriceRowSchema, 'priceInDollarsExGST', { id: null, venueId: 1, apiMethod: 'post' }),
    'Custom price must be $1,000,000.00 or less (including GST)',
    '12',
  ],
  [
    'zone minimum order ($)',
    fieldMessage(zoneFormSchema, 'minimumOrder', {
      name: 'Z',
      cutoff: '23:00:00',
      timeZone: 'Australia/Sydney',
    }),
    'Minimum order must be $1,000,000.00 or less',
    '12.5',
  ],
  [
    'product price ($)',
    fieldMessage(productFormFields, 'price', product),
    'Price must be $1,000,000.00 or less (including GST)',
    '0.25',
  ],
  [
    'product portion',
    (v) =>
      productFormFields
        .safeParse({ ...product, portions: [v] })
        .error?.issues.find((i) => i.path[0] === 'portions')?.message ?? null,
    'Portion must be 100,000 or less',
    '0.25',
  ],
  [
    'inline price ($)',
    (v) => inlinePriceSchema.safeParse(v).error?.issues[0]?.message ?? null,
    'Price must be $1,000,000.00 or less (including GST)',
    '12.5',
  ],
  ['special price ($)', typedSpecialPriceProblem, 'Special price must be $1,000,000.00 or less', '0.25'],
  [
    'special percentage off',
    (v) => typedPercentageProblem(v, false),
    'Special price must be at least 10 cents',
    '12.5',
  ],
  ['supplied quantity', checkSuppliedQuantity, 'Supplied quantity must be 100,000 or less', '0.25'],
  ['custom product total price ($)', checkDollarPrice, 'Total price must be $1,000,000.00 or less', '12.5'],
  ['CSV price ($)', csv('price'), 'Price must be $1,000,000.00 or less (including GST)', '12.5'],
  ['CSV portions', csv('portions'), 'Portions must be 100,000 or less', '0.25'],
];

describe.each(FIELDS)('%s', (_name, check, limit, good) => {
  it.each(REFUSED)('refuses %j with a message', (input) => {
    expect(check(input)).toEqual(expect.any(String));
  });

  it('refuses 99999999 with its limit, and takes plain decimals', () => {
    expect(check('99999999')).toBe(limit);
    expect(check(good)).toBeNull();
    expect(check('12')).toBeNull();
  });
});

describe('the number rule itself', () => {
  const rule = { places: 2, min: 0, max: 100 };
  const messages = {
    required: 'req',
    number: 'num',
    decimals: 'dec',
    min: 'min',
    negative: 'neg',
    max: 'max',
  };

  it('reads only plain decimals, and says which rule an input breaks', () => {
    expect(REFUSED.map((v) => decimalProblem(v, rule, messages))).toEqual(Array(REFUSED.length).fill('num'));
    expect(decimalProblem(' ', rule, messages)).toBe('req');
    expect(decimalProblem('-5', rule, messages)).toBe('neg');
    expect(decimalProblem('1.234', rule, messages)).toBe('dec');
    expect(decimalProblem('101', rule, messages)).toBe('max');
    expect(['12', '12.5', '0.25', '.5', ' 7 '].map((v) => decimalProblem(v, rule, messages))).toEqual(
      Array(5).fill(null),
    );
    expect(parseDecimal('0x10')).toBeNull();
    expect(parseDecimal('$5', { dollars: true })).toBe(5);
    expect(parseDecimal('$5')).toBeNull();
  });

  it('formats the parsed value for a confirm step: "to 16%", never "0x10%"', () => {
    expect(formatDecimal(parseDecimal('16')!, 2)).toBe('16');
    expect(formatDecimal(parseDecimal('07.50')!, 2)).toBe('7.5');
    expect(formatDecimal(12345.678)).toBe('12,345.678');
  });
});
