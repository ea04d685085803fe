import { describe, expect, it } from 'vitest';
import { regionTimeZoneWarning, zoneNameKey, zoneNameTaken } from './zones.rules.ts';

describe('zone rules', () => {
  it('compares zone names without case or extra spaces', () => {
    expect(zoneNameKey('  North  Shore ')).toBe(zoneNameKey('north shore'));
    expect(zoneNameKey('North Shore')).not.toBe(zoneNameKey('North Shore 2'));
    expect(zoneNameTaken(' North Shore ')).toBe(
      'You already have a zone called North Shore. Please choose another name',
    );
  });

  it("warns when a region lies in a state of another time zone than the zone's", () => {
    expect(regionTimeZoneWarning({ name: 'Canberra North', states: ['ACT'] }, 'Australia/Sydney')).toBeNull();
    expect(regionTimeZoneWarning({ name: 'Gold Coast', states: ['QLD'] }, 'Australia/Sydney')).toBe(
      "Gold Coast is in QLD, on Brisbane time, but this zone's cutoff is on Sydney time. Check the cutoff suits those venues, or use a zone of their own time zone.",
    );
    expect(regionTimeZoneWarning({ name: 'Gold Coast', states: ['QLD', 'NSW'] }, 'Australia/Sydney')).toMatch(
      /^Gold Coast is in QLD, on Brisbane time/,
    );
  });
});
