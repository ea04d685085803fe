import { describe, expect, it } from 'vitest';
import { timeframeRange } from './timeframe.ts';

const SYD = 'Australia/Sydney';
// Thursday 2 April 2026, 09:30 in Sydney (still daylight time, UTC+11).
const now = new Date('2026-04-01T22:30:00Z');

describe('timeframeRange', () => {
  it('takes today and tomorrow in the supplier zone, not UTC', () => {
    expect(timeframeRange('today', SYD, now)).toEqual({
      fromDay: '2026-04-02',
      toDay: '2026-04-02',
      from: '2026-04-01T13:00:00.000Z',
      to: '2026-04-02T12:59:59.999Z',
    });
    expect(timeframeRange('tomorrow', SYD, now)).toMatchObject({
      fromDay: '2026-04-03',
      toDay: '2026-04-03',
    });
  });

  it('starts the week on Monday and spans the whole month, across the end of daylight time', () => {
    expect(timeframeRange('week', SYD, now)).toMatchObject({ fromDay: '2026-03-30', toDay: '2026-04-05' });
    // Daylight time ends on 5 April 2026: the last day ends at UTC+10.
    expect(timeframeRange('month', SYD, now)).toEqual({
      fromDay: '2026-04-01',
      toDay: '2026-04-30',
      from: '2026-03-31T13:00:00.000Z',
      to: '2026-04-30T13:59:59.999Z',
    });
    // A Sunday belongs to the week that began the Monday before.
    expect(timeframeRange('week', SYD, new Date('2026-04-05T01:00:00Z'))).toMatchObject({
      fromDay: '2026-03-30',
      toDay: '2026-04-05',
    });
  });

  it('needs both custom dates', () => {
    expect(timeframeRange('custom', SYD, now, { from: '2026-05-01', to: '' })).toBeNull();
    expect(timeframeRange('custom', SYD, now, { from: '2026-05-01', to: '2026-05-03' })).toMatchObject({
      fromDay: '2026-05-01',
      toDay: '2026-05-03',
    });
  });
});
