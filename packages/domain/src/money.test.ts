import { describe, expect, it } from 'vitest';
import {
  centsToDollarText,
  dollarsToCents,
  exGst,
  exGstPrice,
  formatCents,
  gstOfInc,
  hasMaxDecimals,
  incGst,
  lineTotal,
  storedPrice,
} from './money.ts';

describe('money', () => {
  it('adds 10% GST rounded to the cent', () => {
    expect(incGst(1000)).toBe(1100);
    expect(incGst(1234)).toBe(1357); // 1357.4
    expect(incGst(1235)).toBe(1359); // 1358.5 rounds half up
  });
  it('takes one eleventh out of an incl-GST price', () => {
    expect(gstOfInc(1100)).toBe(100);
    expect(exGst(1100)).toBe(1000);
    expect(exGst(1357)).toBe(1234);
  });
  it('reads dollars typed by a person without float drift', () => {
    expect(dollarsToCents('12.34')).toBe(1234);
    expect(dollarsToCents(0.1)).toBe(10);
    expect(dollarsToCents('1.005')).toBe(101);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents('abc')).toBeNaN();
  });
  it('gives back the ex-GST price a supplier typed from the stored one', () => {
    expect(exGstPrice(1357, false)).toBe(1234);
    expect(exGstPrice(1234, true)).toBe(1234);
    for (const ex of [1, 99, 1234, 1235, 99999]) expect(exGstPrice(storedPrice(ex, false), false)).toBe(ex);
  });
  it('writes cents as the dollars a form field starts with', () => {
    expect(centsToDollarText(1250)).toBe('12.50');
    expect(centsToDollarText(5)).toBe('0.05');
    expect(centsToDollarText(0)).toBe('0.00');
  });
  it('formats cents as Australian dollars', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(-5)).toBe('-$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-0)).toBe('$0.00');
  });
  it("writes whole cents exactly as Intl's en-AU AUD format does, and a fraction of a cent through it", () => {
    const intl = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
    // Up to 10^13 cents: beyond, cents / 100 is no longer exact as a float and Intl itself drifts.
    const samples = [1, 9, 10, 99, 100, 101, 99_999, 100_000, 123_456_789, 2_147_483_647];
    for (let i = 0; i < 5000; i++) samples.push(1 + Math.floor(Math.random() * 10 ** (1 + (i % 13))));
    for (const cents of samples) {
      expect(formatCents(cents)).toBe(intl.format(cents / 100));
      expect(formatCents(-cents)).toBe(intl.format(-cents / 100));
    }
    expect(formatCents(1234.5)).toBe(intl.format(12.345));
  });
  it('checks decimal places as typed', () => {
    expect(hasMaxDecimals('1.25', 2)).toBe(true);
    expect(hasMaxDecimals('1.255', 2)).toBe(false);
    expect(hasMaxDecimals(2, 2)).toBe(true);
  });
  it('prices a line as round(price x quantity)', () => {
    expect(lineTotal(1999, 1.5)).toBe(2999); // 2998.5
    expect(lineTotal(1000, 0.333)).toBe(333);
  });
});
