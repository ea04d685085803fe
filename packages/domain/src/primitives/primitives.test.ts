import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DATE_MESSAGES,
  NUMBER_MESSAGES,
  PG_INT_MAX,
  TEXT_MESSAGES,
  calendarDay,
  cents,
  id,
  idParam,
  isCalendarDay,
  isInstant,
  jsonRecord,
  text,
  textProblem,
  toStorableJson,
  toStorableText,
  withinMaxRange,
} from './index.ts';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('text', () => {
  const name = text({ max: 5, required: 'Name is required' });

  it('trims, and keeps text with any valid character, emoji pairs included', () => {
    expect(name.parse('  a😀b ')).toBe('a😀b');
    expect(text({ max: 3, trim: false }).parse(' a ')).toBe(' a ');
  });

  it('refuses NUL and lone surrogates, high or low, with their own messages', () => {
    expect(messages(name, 'a\u0000b')).toEqual([TEXT_MESSAGES.nul]);
    expect(messages(name, 'a\ud800b')).toEqual([TEXT_MESSAGES.surrogate]);
    expect(messages(name, '\udc00')).toEqual([TEXT_MESSAGES.surrogate]);
    expect(messages(name, '😀'.slice(0, 1))).toEqual([TEXT_MESSAGES.surrogate]);
  });

  it('says required for missing, empty and non-text, and the limit for too long', () => {
    expect(messages(name, undefined)).toEqual(['Name is required']);
    expect(messages(name, '   ')).toEqual(['Name is required']);
    expect(messages(name, 5)).toEqual(['Name is required']);
    expect(messages(name, 'abcdef')).toEqual(['Must be at most 5 characters']);
    expect(messages(text({ max: 2000 }), 'x'.repeat(2001))).toEqual(['Must be at most 2,000 characters']);
    expect(messages(text({ max: 2, tooLong: 'Too long' }), 'abc')).toEqual(['Too long']);
  });

  it('names the first problem of a string, or null', () => {
    expect(textProblem('ok')).toBeNull();
    expect(textProblem('\u0000\ud800')).toBe(TEXT_MESSAGES.nul);
  });
});

describe('JSON details', () => {
  it('refuses NUL or lone surrogates in any key or string, and nesting deeper than 8', () => {
    const details = jsonRecord();
    expect(details.parse({ a: [1, { b: 'ok' }] })).toEqual({ a: [1, { b: 'ok' }] });
    expect(messages(details, { a: [{ b: 'x\u0000' }] })).toEqual([TEXT_MESSAGES.nul]);
    expect(messages(details, { ['k\ud800']: 1 })).toEqual([TEXT_MESSAGES.surrogate]);
    let deep: unknown = 'leaf';
    for (let i = 0; i < 9; i++) deep = { d: deep };
    expect(messages(details, deep)).toEqual([TEXT_MESSAGES.tooDeep]);
  });

  it('makes a damaged report storable instead (U+FFFD for each bad character)', () => {
    expect(toStorableText('a\u0000b\ud800c😀')).toBe('a\uFFFDb\uFFFDc😀');
    expect(toStorableJson({ ['k\u0000']: ['\udc00', 1, null] })).toEqual({ 'k\uFFFD': ['\uFFFD', 1, null] });
  });
});

describe('ids and cents', () => {
  it('accepts ids 1..2,147,483,647 in a body and nothing else', () => {
    expect(id().parse(2_147_483_647)).toBe(2_147_483_647);
    for (const bad of [0, -1, 1.5, 2_147_483_648, 1e10, 1e308, '1', null])
      expect(messages(id(), bad), String(bad)).toEqual([NUMBER_MESSAGES.id]);
    expect(messages(id('Venue is required'), 2 ** 31)).toEqual(['Venue is required']);
  });

  it('reads path and query ids as decimal digits only', () => {
    expect(idParam().parse('42')).toBe(42);
    expect(idParam().parse('2147483647')).toBe(2_147_483_647);
    for (const bad of ['2147483648', '1e10', '1.5', '0', '-1', ' 7', '0x10', '', '99999999999'])
      expect(messages(idParam(), bad), bad).toEqual([NUMBER_MESSAGES.id]);
  });

  it('documents a path or query id as the integer it reads (the API document is generated from it)', () => {
    expect(z.toJSONSchema(idParam(), { io: 'input' })).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: PG_INT_MAX,
    });
  });

  it('bounds cents to whole amounts up to $1,000,000', () => {
    expect(cents().parse(100_000_000)).toBe(100_000_000);
    expect(messages(cents(), 100_000_001)).toEqual([NUMBER_MESSAGES.centsMax]);
    expect(messages(cents(), 1.5)).toEqual([NUMBER_MESSAGES.cents]);
    expect(messages(cents({ min: 1 }), 0)).toEqual([NUMBER_MESSAGES.cents]);
  });
});

describe('dates', () => {
  it('knows which days exist', () => {
    for (const day of ['2024-02-29', '1000-01-01', '9999-12-31', '2023-12-31'])
      expect(isCalendarDay(day)).toBe(true);
    for (const day of [
      '2023-02-29',
      '2024-02-30',
      '2024-04-31',
      '2024-13-45',
      '9999-99-99',
      '0000-00-00',
      '0999-12-31',
      '2024-1-01',
      '2024-01-01T00:00:00Z',
    ])
      expect(isCalendarDay(day), day).toBe(false);
    expect(messages(calendarDay(), '2024-02-30')).toEqual([DATE_MESSAGES.day]);
    expect(messages(calendarDay('Delivery date must be a date (yyyy-MM-dd)'), 7)).toEqual([
      'Delivery date must be a date (yyyy-MM-dd)',
    ]);
  });

  it('reads instants as ISO 8601 on a real day with a real time', () => {
    for (const ok of [
      '2030-01-01T13:00:00.000Z',
      '2024-02-29',
      '2024-06-01T10:30+10:00',
      '2024-06-01 10:30:15',
    ])
      expect(isInstant(ok), ok).toBe(true);
    for (const bad of [
      '2024-02-30T00:00:00Z',
      '2024-01-01T24:00:00Z',
      '2024-01-01T10:60Z',
      'soon',
      '1',
      '+275760-09-13',
    ])
      expect(isInstant(bad), bad).toBe(false);
  });
});

describe('at most 366 days', () => {
  it('counts calendar days with both ends included: a leap year fits, one day more does not', () => {
    expect(withinMaxRange('2024-01-01', '2024-12-31')).toBe(true);
    expect(withinMaxRange('2024-01-01', '2025-01-01')).toBe(false);
    expect(withinMaxRange('2025-01-01', '2026-01-01')).toBe(true);
    expect(withinMaxRange('2025-01-01', '2026-01-02')).toBe(false);
  });

  it('measures instants from the start of the first day to the last millisecond of the last, across daylight saving', () => {
    // Sydney, 1 Jan to 31 Dec 2024 (366 days, daylight time at both ends).
    expect(withinMaxRange('2023-12-31T13:00:00.000Z', '2024-12-31T12:59:59.999Z')).toBe(true);
    // Sydney, 6 Apr 2024 (+11) to 6 Apr 2025 (+10 by its end): 366 days and an hour.
    expect(withinMaxRange('2024-04-05T13:00:00.000Z', '2025-04-06T13:59:59.999Z')).toBe(true);
    expect(withinMaxRange('2023-12-31T13:00:00.000Z', '2025-01-01T12:59:59.999Z')).toBe(false);
    expect(withinMaxRange('2030-01-01T00:00:00Z', '2031-06-01T00:00:00Z')).toBe(false);
  });

  it('leaves an unreadable end to the field check', () => {
    expect(withinMaxRange('soon', '2024-01-01')).toBe(true);
  });
});
