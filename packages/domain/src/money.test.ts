import { describe, expect, it } from 'vitest';
import { dollarsToCents, exGst, formatCents, gstOfInc, hasMaxDecimals, incGst, lineTotal } from './money.ts';

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
  it('formats cents as Australian dollars', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
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
