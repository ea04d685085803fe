import { afterEach, describe, expect, it } from 'vitest';
import { dayjs } from './dayjs.ts';
import { formatDate, formatDateTime, formatDeliveryDay, formatPlaced, todayInZone } from './format.ts';
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
    expect(formatDeliveryDay('2026-12-31', false, now)).toBe('Today');
    expect(formatDeliveryDay('2027-01-01', false, now)).toBe('Tomorrow');
    expect(formatDeliveryDay('2027-01-02', true, now)).toBe('Sat 2 Jan 2027');
    expect(formatDeliveryDay('2026-12-30', false, now)).toBe('30 Dec 2026');
    // 1:30 pm UTC is already 1 Jan in Sydney.
    expect(formatDeliveryDay('2027-01-01', false, new Date('2026-12-31T13:30:00.000Z'))).toBe('Today');
  });
});

describe('dates as written', () => {
  it("formatDate matches dayjs's D MMM YYYY and ddd D MMM YYYY for days, local times and instants", () => {
    const days = Array.from({ length: 400 }, (_, i) =>
      new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
    );
    const texts = [
      ...days,
      ...days.slice(0, 50).map((d) => `${d} 23:59:59`),
      ...days.slice(0, 50).map((d) => `${d}T00:00:00`),
    ];
    for (const text of texts) {
      expect(formatDate(text)).toBe(dayjs(text).format('D MMM YYYY'));
      expect(formatDate(text, true)).toBe(dayjs(text).format('ddd D MMM YYYY'));
    }
  });

  it("formatDate puts an instant on the supplier's calendar day, whatever the browser's zone", () => {
    for (const [state, zone] of [
      ['NSW', 'Australia/Sydney'],
      ['WA', 'Australia/Perth'],
    ] as const) {
      setDisplayState(state);
      for (const iso of instants.slice(0, 300)) {
        expect(formatDate(iso)).toBe(dayjs(iso).tz(zone).format('D MMM YYYY'));
        expect(formatDate(iso, true)).toBe(dayjs(iso).tz(zone).format('ddd D MMM YYYY'));
      }
    }
    // Review 3 of the audit: 7:30 am on 1 Nov in Sydney is 31 Oct in UTC and in Perth.
    setDisplayState('NSW');
    expect(formatDate('2026-10-31T20:30:00.000Z')).toBe('1 Nov 2026');
    setDisplayState('WA');
    expect(formatDate('2026-10-31T20:30:00.000Z')).toBe('1 Nov 2026');
    setDisplayState(null);
  });

  it('says Invalid Date for text that is not a date, as dayjs did', () => {
    expect(formatDate('not a date')).toBe('Invalid Date');
    expect(formatPlaced('')).toBe('Invalid Date');
    expect(formatDateTime('2026-13-45T99:00:00Z')).toBe('Invalid Date');
  });
});
