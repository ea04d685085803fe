import { describe, expect, it } from 'vitest';
import { formatDollars, niceTicks } from './chart-scale.ts';

describe('niceTicks', () => {
  it('rounds dollars up to a round top with 4 or 5 ticks from 0', () => {
    expect(niceTicks(12345.67)).toEqual([0, 5000, 10000, 15000]);
    expect(niceTicks(15000)).toEqual([0, 5000, 10000, 15000]);
    expect(niceTicks(980)).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(4001)).toEqual([0, 2000, 4000, 6000]);
    expect(niceTicks(0.5)).toEqual([0, 0.2, 0.4, 0.6]);
  });

  it('keeps a full axis when there is nothing to show', () => {
    expect(niceTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(0, { integer: true })).toEqual([0, 1, 2, 3, 4]);
  });

  it('steps by whole numbers for counts', () => {
    expect(niceTicks(7, { integer: true })).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(1, { integer: true })).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(9, { integer: true })).toEqual([0, 3, 6, 9]);
    expect(niceTicks(23, { integer: true })).toEqual([0, 10, 20, 30]);
    expect(niceTicks(240, { integer: true })).toEqual([0, 100, 200, 300]);
  });

  it('always gives 4 or 5 ticks, the last at or over the maximum', () => {
    for (const max of [0.3, 3, 11, 99, 101, 333, 1234, 9999, 10001, 54321, 250001, 7654321]) {
      for (const integer of [false, true]) {
        const ticks = niceTicks(max, { integer });
        expect(ticks.length, `${max} ${integer}`).toBeGreaterThanOrEqual(4);
        expect(ticks.length, `${max} ${integer}`).toBeLessThanOrEqual(5);
        expect(ticks[0]).toBe(0);
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
        if (integer) expect(ticks.every(Number.isInteger), ticks.join()).toBe(true);
      }
    }
  });
});

describe('formatDollars', () => {
  it('writes whole dollars with thousands separators', () => {
    expect(formatDollars(15000)).toBe('$15,000');
    expect(formatDollars(0)).toBe('$0');
  });
});
