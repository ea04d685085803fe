import { afterEach, describe, expect, it } from 'vitest';
import { dayjs, formatDateTime, formatDeliveryDay, formatPlaced, todayInZone } from './format.ts';
import { setDisplayState } from './display-zone.ts';

/** Instants every 7 h 13 min over a year: every hour of the day, both daylight-saving changes. */
const instants = Array.from({ length: 1300 }, (_, i) =>
  new Date(Date.UTC(2026, 0, 1) + i * (7 * 60 + 13) * 60_000).toISOString(),
);

describe("dates in the supplier's zone", () => {
  afterEach(() => setDisplayState(null));

  it.each(['NSW', 'SA', 'WA', 'QLD'])(
    'match dayjs in %s, midnight, noon and both DST changes included',
    (state) => {
      setDisplayState(state);
      const zone = {
        NSW: 'Australia/Sydney',
        SA: 'Australia/Adelaide',
        WA: 'Australia/Perth',
        QLD: 'Australia/Brisbane',
      }[state]!;
      for (const iso of instants) {
        expect(formatPlaced(iso)).toBe(dayjs(iso).tz(zone).format('D MMM YYYY hh:mm a'));
        expect(formatDateTime(iso)).toBe(dayjs(iso).tz(zone).format('D MMM YYYY H:mm:ss'));
        expect(todayInZone(new Date(iso))).toBe(dayjs(iso).tz(zone).format('YYYY-MM-DD'));
      }
    },
  );

  it("formats the spec's examples", () => {
    setDisplayState('NSW');
    expect(formatPlaced('2026-11-02T22:15:00.000Z')).toBe('3 Nov 2026 09:15 am');
    expect(formatPlaced('2026-11-03T01:05:00.000Z')).toBe('3 Nov 2026 12:05 pm');
    expect(formatPlaced('2026-11-02T13:30:00.000Z')).toBe('3 Nov 2026 12:30 am');
    expect(formatDateTime('2026-11-02T22:15:09.000Z')).toBe('3 Nov 2026 9:15:09');
  });

  it("names today and tomorrow in the supplier's zone, across a month and a year end", () => {
    setDisplayState('NSW');
    // 31 Dec 2026 10:30 pm in Sydney is still 31 Dec 11:30 am UTC.
    const now = new Date('2026-12-31T11:30:00.000Z');
    expect(formatDeliveryDay('2026-12-31', 'D MMM YYYY', now)).toBe('Today');
    expect(formatDeliveryDay('2027-01-01', 'D MMM YYYY', now)).toBe('Tomorrow');
    expect(formatDeliveryDay('2027-01-02', 'ddd D MMM YYYY', now)).toBe('Sat 2 Jan 2027');
    expect(formatDeliveryDay('2026-12-30', 'D MMM YYYY', now)).toBe('30 Dec 2026');
    // 1:30 pm UTC is already 1 Jan in Sydney.
    expect(formatDeliveryDay('2027-01-01', 'D MMM YYYY', new Date('2026-12-31T13:30:00.000Z'))).toBe('Today');
  });
});
