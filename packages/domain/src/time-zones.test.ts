import { describe, expect, it } from 'vitest';
import { instantLabel } from './primitives/calendar.ts';
import { dayInZone, timeInZone, TIME_ZONE_BY_STATE, wallClock } from './time-zones.ts';

/** What Intl writes for an instant in a zone, from a formatter made for the one call (the old way). */
function intlClock(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

describe('an instant on a time zone clock (one formatter per zone)', () => {
  it('matches Intl in every zone of the portal, every 241 minutes over a year (DST both ways)', () => {
    const start = Date.UTC(2026, 0, 1);
    for (const zone of new Set(Object.values(TIME_ZONE_BY_STATE))) {
      for (let t = start; t < start + 366 * 86_400_000; t += 241 * 60_000) {
        const instant = new Date(t);
        expect(`${dayInZone(instant, zone)} ${timeInZone(instant, zone)}`).toBe(intlClock(instant, zone));
      }
    }
  });

  it('writes midnight as hour 0 and the hour before as 23', () => {
    // 2026-06-30 14:00 UTC is midnight in Sydney (AEST, +10).
    expect(wallClock(new Date('2026-06-30T14:00:00Z'), 'Australia/Sydney')).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 0,
      minute: 0,
    });
    expect(timeInZone(new Date('2026-06-30T13:59:00Z'), 'Australia/Sydney')).toBe('23:59');
    expect(instantLabel(new Date('2026-06-30T14:05:00Z'), 'Australia/Sydney')).toBe('1 Jul 2026 12:05 am');
    expect(instantLabel(new Date('2026-11-03T04:15:00Z'), 'Australia/Perth')).toBe('3 Nov 2026 12:15 pm');
  });

  it('keeps a zone apart from another: the same instant, two days', () => {
    const instant = new Date('2026-03-01T15:30:00Z');
    expect(dayInZone(instant, 'Australia/Sydney')).toBe('2026-03-02');
    expect(dayInZone(instant, 'Australia/Perth')).toBe('2026-03-01');
  });
});
