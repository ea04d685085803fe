import { describe, expect, it } from 'vitest';
import { dayInZone } from '../time-zones.ts';
import {
  createSpecialFormSchema,
  originalExGst,
  specialDiscountShown,
  specialExCents,
  toCreateSpecialBody,
  type SpecialFormValues,
  type SpecialProductOption,
} from './special-form.ts';
import {
  addDays,
  discountPercent,
  maxSpecialPrice,
  specialDateProblems,
  specialPriceProblem,
  specialStatus,
} from './specials.schemas.ts';

describe('specialStatus', () => {
  const s = { startDate: '2026-11-23', endDate: '2026-11-30', archived: false };
  it('is scheduled before the first day, active through the last, archived after', () => {
    expect(specialStatus(s, '2026-11-22')).toBe('scheduled');
    expect(specialStatus(s, '2026-11-23')).toBe('active');
    expect(specialStatus(s, '2026-11-30')).toBe('active');
    expect(specialStatus(s, '2026-12-01')).toBe('archived');
    expect(specialStatus({ ...s, archived: true }, '2026-11-24')).toBe('archived');
  });

  it('uses the supplier day: 23:59 in Sydney is still the day before, 00:00 is the start', () => {
    // 2026-11-22T12:59Z is 23:59 AEDT (UTC+11); 13:00Z is midnight.
    expect(specialStatus(s, dayInZone(new Date('2026-11-22T12:59:00Z'), 'Australia/Sydney'))).toBe(
      'scheduled',
    );
    expect(specialStatus(s, dayInZone(new Date('2026-11-22T13:00:00Z'), 'Australia/Sydney'))).toBe('active');
    // Perth (UTC+8) starts three hours later.
    expect(specialStatus(s, dayInZone(new Date('2026-11-22T13:00:00Z'), 'Australia/Perth'))).toBe(
      'scheduled',
    );
  });
});

describe('price rules', () => {
  it('caps the price at 95% for suppliers and 99% for staff, rounded to the nearest cent', () => {
    expect(maxSpecialPrice(1999, false)).toBe(1899); // 1899.05
    expect(maxSpecialPrice(2000, true)).toBe(1980);
    expect(maxSpecialPrice(1881, false)).toBe(1787); // 1786.95
    expect(maxSpecialPrice(1881, true)).toBe(1862); // 1862.19
    expect(maxSpecialPrice(1950, false)).toBe(1853); // 1852.5 rounds half up
  });

  it('compares like with like: ex GST on both sides (HF-1113 Cola at 5% off)', () => {
    // 3191 incl GST is 2901 ex; 5% off is 2755.95 → 2756 ex, sent as 3032 incl GST.
    const at = (priceInCents: number) =>
      specialPriceProblem({ priceInCents, currentPriceInCents: 3191, gstExempt: false, isStaff: false });
    expect(at(3032)).toBeNull();
    expect(at(3033)).toBe('Special price must be at least 5% less than the current price');
  });

  it('accepts exactly the advertised minimum discount and refuses a cent less, in cents', () => {
    const at = (priceInCents: number, isStaff: boolean) =>
      specialPriceProblem({ priceInCents, currentPriceInCents: 1881, gstExempt: true, isStaff });
    // Supplier: 5% off 1881 is 1786.95, i.e. 1787 in cents.
    expect(at(1787, false)).toBeNull();
    expect(at(1786, false)).toBeNull();
    expect(at(1788, false)).toBe('Special price must be at least 5% less than the current price');
    // Staff: 1% off 1881 is 1862.19, i.e. 1862 in cents.
    expect(at(1862, true)).toBeNull();
    expect(at(1863, true)).toBe('Special price must be at least 1% less than the current price');
  });

  it('answers the spec messages', () => {
    const base = { currentPriceInCents: 2000, gstExempt: true, isStaff: false };
    expect(specialPriceProblem({ ...base, priceInCents: 9 })).toBe('Special price must be at least 10 cents');
    expect(specialPriceProblem({ ...base, priceInCents: 1901 })).toBe(
      'Special price must be at least 5% less than the current price',
    );
    expect(specialPriceProblem({ ...base, priceInCents: 1900 })).toBeNull();
    expect(specialPriceProblem({ ...base, isStaff: true, priceInCents: 1981 })).toBe(
      'Special price must be at least 1% less than the current price',
    );
    // 10 cents incl GST is 9 cents ex GST.
    expect(specialPriceProblem({ ...base, gstExempt: false, priceInCents: 10 })).toBe(
      'Special price must be at least 10 cents',
    );
  });

  it('works out the discount to one decimal', () => {
    expect(discountPercent(1000, 690)).toBe(31);
    expect(discountPercent(1099, 1000)).toBe(9);
  });
});

describe('date rules', () => {
  const today = '2026-11-22';
  it('accepts yesterday, refuses earlier, needs the end on or after the start within 27 days', () => {
    expect(specialDateProblems('2026-11-21', '2026-11-25', today)).toEqual([]);
    expect(specialDateProblems('2026-11-20', '2026-11-25', today)).toEqual([
      { param: 'startDate', message: 'Date must be in the future' },
    ]);
    expect(specialDateProblems(today, today, today)).toEqual([]);
    expect(specialDateProblems(addDays(today, 2), addDays(today, 1), today)).toEqual([
      { param: 'endDate', message: 'End date cannot be before the start date' },
    ]);
    expect(specialDateProblems(today, addDays(today, 27), today)).toEqual([]);
    expect(specialDateProblems(today, addDays(today, 28), today)).toEqual([
      { param: 'endDate', message: 'A special can run for at most 4 weeks' },
    ]);
  });
});

describe('Create Special form', () => {
  const product: SpecialProductOption = {
    id: 7,
    sku: 'HF-1',
    name: 'Beef',
    priceInCents: 1100,
    gstExempt: false,
    unitOfPrice: { unit: 'kg' },
  };
  const today = '2026-11-22';
  const values: SpecialFormValues = {
    productId: 7,
    startDate: today,
    endDate: '2026-11-29',
    discountType: 'PERCENTAGE OFF',
    specialPrice: '',
    percentage: '20',
    isBanner: true,
  };
  const schema = (isStaff = false) =>
    createSpecialFormSchema({ isStaff, today, productById: (id) => (id === 7 ? product : undefined) });
  const errors = (v: SpecialFormValues, isStaff = false) => {
    const r = schema(isStaff).safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('turns a percentage off into the incl-GST price sent, and drops isBanner for suppliers', () => {
    expect(errors(values)).toEqual([]);
    expect(toCreateSpecialBody(values, product, false)).toEqual({
      productId: 7,
      priceInCents: 880,
      startDate: today,
      endDate: '2026-11-29',
      isBanner: false,
    });
    expect(toCreateSpecialBody(values, product, true).isBanner).toBe(true);
    expect(
      toCreateSpecialBody({ ...values, discountType: 'LOWER PRICE', specialPrice: '8.50' }, product, false)
        .priceInCents,
    ).toBe(935);
  });

  it('accepts exactly the minimum discount typed on the form, in cents, for supplier and staff', () => {
    // $11.00 incl GST is $10.00 ex GST: 5% off is $9.50 ex ($10.45 incl), 1% off is $9.90 ex ($10.89 incl).
    const lower = { ...values, discountType: 'LOWER PRICE' };
    expect(errors({ ...lower, specialPrice: '9.50' })).toEqual([]);
    expect(toCreateSpecialBody({ ...lower, specialPrice: '9.50' }, product, false).priceInCents).toBe(1045);
    expect(errors({ ...lower, specialPrice: '9.51' })).toEqual([
      ['specialPrice', 'Special price must be at least 5% less than the current price'],
    ]);
    expect(errors({ ...values, percentage: '5' })).toEqual([]);
    expect(errors({ ...lower, specialPrice: '9.90' }, true)).toEqual([]);
    expect(errors({ ...lower, specialPrice: '9.91' }, true)).toEqual([
      ['specialPrice', 'Special price must be at least 1% less than the current price'],
    ]);
    expect(errors({ ...values, percentage: '1' }, true)).toEqual([]);
    expect(errors({ ...values, percentage: '1' })).toEqual([
      ['percentage', 'Special price must be at least 5% less than the current price'],
    ]);
  });

  it('shows every spec message', () => {
    expect(errors({ ...values, productId: null, startDate: '', endDate: '' })).toEqual([
      ['productId', 'Product is required'],
      ['startDate', 'Date must be in the future'],
      ['endDate', 'Date must be in the future'],
    ]);
    expect(errors({ ...values, startDate: '2026-11-01', endDate: '2026-11-02' })).toEqual([
      ['startDate', 'Date must be in the future'],
      ['endDate', 'Date must be in the future'],
    ]);
    expect(errors({ ...values, discountType: 'FREE' })).toEqual([
      ['discountType', 'Please select a valid type of discount'],
    ]);
    const lower = { ...values, discountType: 'LOWER PRICE' };
    expect(errors({ ...lower, specialPrice: '' })).toEqual([
      ['specialPrice', 'Special price must be at least 10 cents'],
    ]);
    expect(errors({ ...lower, specialPrice: 'abc' })).toEqual([
      ['specialPrice', 'Special price must be a number'],
    ]);
    expect(errors({ ...lower, specialPrice: '0x1A' })).toEqual([
      ['specialPrice', 'Special price must be a number'],
    ]);
    expect(errors({ ...lower, specialPrice: '1e1' })).toEqual([
      ['specialPrice', 'Special price must be a number'],
    ]);
    expect(errors({ ...lower, specialPrice: '10.123' })).toEqual([
      ['specialPrice', 'Special price must have a maximum of 2 decimal places'],
    ]);
    expect(errors({ ...lower, specialPrice: '-5' })).toEqual([
      ['specialPrice', 'Special price cannot be negative'],
    ]);
    expect(errors({ ...lower, specialPrice: '0' })).toEqual([
      ['specialPrice', 'Special price must be at least 10 cents'],
    ]);
    expect(errors({ ...lower, specialPrice: '0.09' })).toEqual([
      ['specialPrice', 'Special price must be at least 10 cents'],
    ]);
    expect(errors({ ...lower, specialPrice: '9.60' })).toEqual([
      ['specialPrice', 'Special price must be at least 5% less than the current price'],
    ]);
    expect(errors({ ...lower, specialPrice: '9.95' }, true)).toEqual([
      ['specialPrice', 'Special price must be at least 1% less than the current price'],
    ]);
    expect(errors({ ...lower, specialPrice: '9.90' }, true)).toEqual([]);
    expect(errors({ ...values, percentage: '4' })).toEqual([
      ['percentage', 'Special price must be at least 5% less than the current price'],
    ]);
    // The percentage's messages are spec 001's special price rules (it only sets the price).
    expect(errors({ ...values, percentage: '0.5' }, true)).toEqual([
      ['percentage', 'Special price must be at least 1% less than the current price'],
    ]);
    expect(errors({ ...values, percentage: '0x10' })).toEqual([
      ['percentage', 'Special price must be a number'],
    ]);
    expect(errors({ ...values, percentage: '' })).toEqual([
      ['percentage', 'Special price must be at least 10 cents'],
    ]);
    expect(errors({ ...values, percentage: '100' })).toEqual([
      ['percentage', 'Special price must be at least 10 cents'],
    ]);
    const all = JSON.stringify(
      ['0x10', '', '100', '0.5', '150'].map((p) => errors({ ...values, percentage: p }, true)),
    );
    expect(all).not.toContain('Percentage off must be between');
  });

  it("shows the discount a person typed: staff's 1% off is 'Discount 1%', not the rounded price's 0.9%", () => {
    // $1.10 ex GST: 1% off is $1.089, rounded to $1.09, which is 0.9% less.
    const small = { ...product, priceInCents: 121, gstExempt: false };
    const pct = { ...values, percentage: '1' };
    expect(discountPercent(originalExGst(small), specialExCents(pct, small))).toBe(0.9);
    expect(specialDiscountShown(pct, small)).toBe(1);
    expect(
      specialDiscountShown({ ...values, discountType: 'LOWER PRICE', specialPrice: '0.99' }, small),
    ).toBe(10);
    expect(specialDiscountShown(pct, undefined)).toBeNull();
  });
});
