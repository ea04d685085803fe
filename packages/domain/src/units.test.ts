import { describe, expect, it } from 'vitest';
import { findUnit, quantityPriced, unitsCompatible } from './units.ts';

describe('units', () => {
  it('treats kilogram and gram as interchangeable, other units only as themselves', () => {
    expect(unitsCompatible(1, 2)).toBe(true);
    expect(unitsCompatible(2, 1)).toBe(true);
    expect(unitsCompatible(3, 3)).toBe(true);
    expect(unitsCompatible(3, 4)).toBe(false);
    expect(unitsCompatible(1, 3)).toBe(false);
  });
  it('converts portions to the priced quantity', () => {
    expect(quantityPriced(500, 3, 2, 1)).toBe(1.5);
    expect(quantityPriced(2, 4, 3, 3)).toBe(8);
    expect(quantityPriced(0.25, 2, 1, 2)).toBe(500);
  });
  it('finds units by title or short unit', () => {
    expect(findUnit('KG')?.id).toBe(1);
    expect(findUnit('Bunch(s)')?.id).toBe(5);
    expect(findUnit('litre')).toBeUndefined();
  });
});
