import { describe, expect, it } from 'vitest';
import {
  CUTOFF_OPTIONS,
  DELIVERY_REGIONS,
  ZONE_TIME_ZONES,
  canActivate,
  formatCutoff,
  zoneFormSchema,
  type DeliveryDay,
} from '../index.ts';

describe('cutoff', () => {
  it('offers 1am to 11pm and Midnight as 23:59:59', () => {
    expect(CUTOFF_OPTIONS).toHaveLength(24);
    expect(CUTOFF_OPTIONS[0]).toBe('01:00:00');
    expect(CUTOFF_OPTIONS.at(-1)).toBe('23:59:59');
    expect(CUTOFF_OPTIONS.map(formatCutoff).slice(10, 13)).toEqual(['11am', 'Noon', '1pm']);
  });

  it('shows Midnight, Noon or the hour', () => {
    expect(formatCutoff('23:59:59')).toBe('Midnight');
    expect(formatCutoff('00:00:00')).toBe('Midnight');
    expect(formatCutoff('12:00:00')).toBe('Noon');
    expect(formatCutoff('01:00:00')).toBe('1am');
    expect(formatCutoff('23:00:00')).toBe('11pm');
  });
});

describe('zone form', () => {
  const valid = { name: 'Zone', minimumOrder: '150.50', cutoff: '23:00:00', timeZone: 'Australia/Sydney' };
  const messages = (v: object) =>
    zoneFormSchema.safeParse({ ...valid, ...v }).error?.issues.map((i) => i.message) ?? [];

  it('accepts a valid zone', () => expect(messages({})).toEqual([]));
  it('answers the spec messages', () => {
    expect(messages({ name: ' ' })).toEqual(['Zone name is required']);
    expect(messages({ minimumOrder: '' })).toContain('Minimum order is required');
    expect(messages({ minimumOrder: '-1' })).toEqual(['Minimum order cannot be negative']);
    expect(messages({ cutoff: '10:30:00' })).toEqual(['Please select a valid cutoff time']);
    expect(messages({ timeZone: '' })).toEqual(['Time zone is required']);
  });
});

describe('activation rule', () => {
  const day = (existing: number | null): DeliveryDay => ({
    deliveryDay: 1,
    enabled: existing !== null,
    blocked: false,
    newCustomerOrderBy: existing,
    existingCustomerOrderBy: existing,
  });
  it('needs a day with an existing-customer order-by and an enabled suburb', () => {
    expect(canActivate({ deliveryDays: [day(7)] }, 1)).toBe(true);
    expect(canActivate({ deliveryDays: [day(7)] }, 0)).toBe(false);
    expect(canActivate({ deliveryDays: [day(null)] }, 3)).toBe(false);
  });
});

describe('reference data', () => {
  it('lists each state capital time zone once and 45 named regions', () => {
    expect(ZONE_TIME_ZONES).toHaveLength(7);
    expect(DELIVERY_REGIONS).toHaveLength(45);
    expect(new Set(DELIVERY_REGIONS.map((r) => r.name)).size).toBe(45);
  });
});
