import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown.ts';

describe('formatCountdown', () => {
  it('counts hours, minutes and seconds within a day', () => {
    expect(formatCountdown(4 * 3600_000)).toBe('4:00:00');
    expect(formatCountdown(3 * 3600_000 + 59 * 60_000 + 59_000 + 999)).toBe('3:59:59');
    expect(formatCountdown(65_000)).toBe('0:01:05');
    expect(formatCountdown(24 * 3600_000)).toBe('24:00:00');
  });

  it('counts in days when over 24 hours', () => {
    expect(formatCountdown(24 * 3600_000 + 1000)).toBe('1 day');
    expect(formatCountdown(2 * 24 * 3600_000 + 5 * 3600_000)).toBe('2 days');
    expect(formatCountdown(7 * 24 * 3600_000 - 1000)).toBe('6 days');
  });

  it('never goes below zero', () => {
    expect(formatCountdown(0)).toBe('0:00:00');
    expect(formatCountdown(-5000)).toBe('0:00:00');
  });
});
