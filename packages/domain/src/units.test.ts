import { describe, expect, it } from 'vitest';
import {
  findUnit,
  formatPortions,
  formatAmountOfUnit,
  packCount,
  quantityPriced,
  unitsCompatible,
} from './units.ts';

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
  it('pluralises counted units, never symbols', () => {
    expect(formatPortions([1, 6], 'unit')).toBe('1 unit, 6 units');
    expect(formatAmountOfUnit(2, 'box')).toBe('2 boxes');
    expect(formatAmountOfUnit('1', 'bunch')).toBe('1 bunch');
    expect(formatAmountOfUnit(0.5, 'bunch')).toBe('0.5 bunches');
    expect(formatPortions([500, 1000], 'g')).toBe('500 g, 1000 g');
    expect(formatAmountOfUnit(1.5, 'kg')).toBe('1.5 kg');
  });
});

describe('packCount', () => {
  it('counts whole packs as a picker does, across kg and g', () => {
    expect(packCount(20, 'kg', 5, 'kg')).toBe(4);
    expect(packCount(3, 'kg', 500, 'g')).toBe(6);
    expect(packCount(0.5, 'kg', 500, 'g')).toBe(1);
    expect(packCount(6, 'box', 1, 'box')).toBe(6);
  });

  it('gives null for part packs or units that do not convert', () => {
    expect(packCount(2.345, 'kg', 1, 'kg')).toBeNull();
    expect(packCount(3, 'kg', 1, 'box')).toBeNull();
    expect(packCount(3, 'kg', 0, 'kg')).toBeNull();
  });
});
