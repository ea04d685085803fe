import { describe, expect, it } from 'vitest';
import { sameDaysLabel, sameDaysLastMonth } from './reports.schemas.ts';

describe('same days of last month', () => {
  it('compares the 1st to the same day of last month, clamped to its length', () => {
    expect(sameDaysLastMonth('2026-11-24')).toEqual({ from: '2026-10-01', through: '2026-10-24' });
    expect(sameDaysLastMonth('2026-03-31')).toEqual({ from: '2026-02-01', through: '2026-02-28' });
    expect(sameDaysLastMonth('2028-03-30')).toEqual({ from: '2028-02-01', through: '2028-02-29' });
    expect(sameDaysLastMonth('2026-01-15')).toEqual({ from: '2025-12-01', through: '2025-12-15' });
  });

  it('labels them for the cards', () => {
    expect(sameDaysLabel(sameDaysLastMonth('2026-11-24'))).toBe('1–24 Oct');
    expect(sameDaysLabel(sameDaysLastMonth('2026-12-01'))).toBe('1 Nov');
  });
});
