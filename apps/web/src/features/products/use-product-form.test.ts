import { describe, expect, it } from 'vitest';
import { previewCents } from './use-product-form.ts';

describe('previewCents (the Product Summary)', () => {
  it.each([
    ['12.50', true, 1250],
    ['$0.10', false, 10],
    ['909090.91', true, 90_909_091],
    ['1000000', false, 100_000_000],
  ])('shows %s (GST %s) as %i cents', (price, hasGST, cents) => {
    expect(previewCents(price, hasGST)).toBe(cents);
  });

  it.each([
    ['99999999', true],
    ['909090.92', true],
    ['1000000.01', false],
    ['0.09', false],
    ['1.234', false],
    ['0x10', false],
    ['1e2', false],
    ['', false],
  ])('shows nothing for %s (GST %s), a price under its own error', (price, hasGST) => {
    expect(previewCents(price, hasGST)).toBeNull();
  });
});
